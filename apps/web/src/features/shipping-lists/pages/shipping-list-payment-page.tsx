import { Alert, Button, Container, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { AlertIcon, ArrowLeftIcon, CheckIcon, ListIcon, TruckIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/notify';
import { shippingListsApi } from '../api/shipping-lists-api';
import { paymentOutcome, readPaymentReturn } from '../components/payment-return';

const LOOK = {
  paid: { color: 'teal', icon: <CheckIcon size={30} /> },
  failed: { color: 'red', icon: <AlertIcon size={30} /> },
  cancelled: { color: 'yellow', icon: <AlertIcon size={30} /> },
} as const;

/**
 * /stores/shippinglists/payment (the card gateway's return, spec 2 section 4): the query carries `payment`
 * 1/0/-1, `reference` and the signed result. The page never trusts the query: it forwards the fields to the
 * server, which verifies signature and amount and records the payment, and shows the server's verdict.
 */
export function ShippingListPaymentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returned = readPaymentReturn(params);
  // A replayed return answers the recorded outcome, so a reload asks again harmlessly.
  const verdict = useQuery({
    queryKey: ['shipping-lists', 'payment-return', returned?.reference ?? '', returned?.payment ?? ''],
    queryFn: () => shippingListsApi.confirmPayment(returned?.fields ?? {}),
    enabled: !!returned,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const shippingListId = verdict.data?.targetKind === 'shippingList' ? verdict.data.targetId : params.get('shippingListId');
  const outcome = returned ? paymentOutcome(returned.payment, verdict.data ?? null) : null;
  const title = t('shippingListUi:paymentReturn.title');

  return (
    <Container size="sm" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={title} crumbs={[{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }]} />
        <Paper
          withBorder
          radius="lg"
          p="xl"
          data-testid="payment-result"
          data-outcome={!returned ? 'invalid' : verdict.isPending ? 'checking' : outcome}
        >
          {!returned || !outcome ? (
            <Alert color="red">{t('shippingListUi:paymentReturn.invalid')}</Alert>
          ) : verdict.isPending ? (
            <Group justify="center" gap="sm" py="lg">
              <Loader size="sm" />
              <Text>{t('shippingListUi:paymentReturn.checking')}</Text>
            </Group>
          ) : (
            <Stack align="center" gap="sm" ta="center">
              <ThemeIcon size={56} radius="xl" variant="light" color={LOOK[outcome].color}>
                {LOOK[outcome].icon}
              </ThemeIcon>
              <Text fw={700} fz="lg" data-testid="payment-title">
                {t(`shippingListUi:paymentReturn.${outcome}`)}
              </Text>
              <Text fz="sm" c="dimmed">
                {verdict.isError ? apiErrorMessage(verdict.error) : t(`shippingListUi:paymentReturn.${outcome}Message`)}
              </Text>
              <Text fz="xs" c="dimmed" data-testid="payment-reference">
                {t('shippingListUi:paymentReturn.reference', { reference: returned.reference })}
              </Text>
            </Stack>
          )}
        </Paper>
        <Group justify="center" gap="sm">
          <Button
            component={Link}
            to={paths.shippingLists}
            variant="default"
            leftSection={<ArrowLeftIcon size={16} />}
            data-testid="back-to-list"
          >
            {t('shippingListUi:paymentReturn.toList')}
          </Button>
          {shippingListId && !verdict.isPending ? (
            <Button
              component={Link}
              to={paths.shippingListManage(shippingListId)}
              variant="light"
              leftSection={<ListIcon size={16} />}
              data-testid="to-shipping-list"
            >
              {t('shippingListUi:paymentReturn.toShippingList')}
            </Button>
          ) : null}
          {shippingListId && outcome === 'paid' ? (
            <Button
              component={Link}
              to={paths.shippingListPostJob(shippingListId)}
              color="teal"
              leftSection={<TruckIcon size={16} />}
              data-testid="book-pick-up"
            >
              {t('shippingListUi:actions.bookPickUp')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Container>
  );
}
