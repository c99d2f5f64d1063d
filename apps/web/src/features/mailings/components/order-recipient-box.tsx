import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@songdee/shared/order/order.schema';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/icons';

interface OrderRecipientBoxProps {
  order: Order | undefined;
  isLoading: boolean;
  barcode: string | null;
  error?: string;
}

/** "Make label" from an order (spec 1 section 2): the receiver comes from the order, as the buyer gave it at checkout. */
export function OrderRecipientBox({ order, isLoading, barcode, error }: OrderRecipientBoxProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="order-recipient-box">
      <Title order={2} fz="lg">
        {t('mailingUi:order.title')}
      </Title>
      {isLoading ? (
        <Skeleton h={90} radius="md" />
      ) : order ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={2}>
              <Text fw={700}>{t('mailingUi:order.name', { name: order.name })}</Text>
              <Text>{order.shipAddress.fullName}</Text>
              <Text fz="sm" c="dimmed">
                {order.shipAddress.address}
              </Text>
              {order.shipAddress.phone ? (
                <Text fz="sm" c="dimmed">
                  {t('mailingUi:order.phone', { phone: order.shipAddress.phone })}
                </Text>
              ) : null}
            </Stack>
            {barcode ? (
              <Badge color="teal" variant="light" tt="none" leftSection={<CheckIcon size={14} />} data-testid="row-done">
                {barcode}
              </Badge>
            ) : (
              <Badge color="gray" variant="light" tt="none">
                {order.status.name}
              </Badge>
            )}
          </Group>
        </Paper>
      ) : (
        <Text c="red">{t('mailingUi:order.notFound')}</Text>
      )}
      {error ? (
        <Text c="red" fz="sm">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
