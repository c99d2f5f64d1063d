import { Alert, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { CheckIcon, ListIcon, UploadIcon } from '../../../components/icons';
import { PayToCard } from '../../../components/payments/pay-to-card';
import { formatBaht } from '../../../lib/format';
import { useMyOrder } from '../../../lib/use-my-order';
import { StoreShell } from '../components/store-shell';

/**
 * /stores/{uri}/thankyou (spec 2): the order is placed; where to pay it (the store's PromptPay QR for the total and
 * its bank account), and links to the order list and to paying with a slip; a cash-on-delivery order says what to pay
 * the postman instead.
 */
export function ThankYouPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? undefined;
  const order = useMyOrder(orderId ?? '');
  const cod = order.data?.cashOnDelivery ?? null;
  return (
    <StoreShell>
      {(store) => (
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} maw={640} mx="auto" data-testid="thank-you">
          <Stack align="center" gap="md" ta="center">
            <ThemeIcon size={72} radius="xl" color="teal" variant="light">
              <CheckIcon size={40} />
            </ThemeIcon>
            <Title order={2}>{t('shopUi:thankYou.title')}</Title>
            <Text c="dimmed">{t('shopUi:thankYou.text', { store: store.name })}</Text>
            {cod ? (
              <Alert color="orange" variant="light" w="100%" ta="left" data-testid="thank-you-cod">
                {t('shopUi:thankYou.cod', { amount: formatBaht(cod.amount, i18n.language) })}
              </Alert>
            ) : null}
            {order.data?.payTo ? (
              <Box w="100%">
                <PayToCard payTo={order.data.payTo} />
              </Box>
            ) : null}
            <Group justify="center" gap="sm" mt="sm">
              <Button component={Link} to={paths.orders} variant="default" leftSection={<ListIcon size={18} />} data-testid="to-orders">
                {t('shopUi:thankYou.toOrders')}
              </Button>
              {cod ? null : (
                <Button
                  component={Link}
                  to={paths.slipUpload(store.uri, orderId)}
                  leftSection={<UploadIcon size={18} />}
                  data-testid="to-slip-upload"
                >
                  {t('shopUi:thankYou.uploadSlip')}
                </Button>
              )}
            </Group>
          </Stack>
        </Paper>
      )}
    </StoreShell>
  );
}
