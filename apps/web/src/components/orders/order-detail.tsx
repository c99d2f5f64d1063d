import { Grid, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { Order } from '@songdee/shared/order/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime } from '../../lib/format';
import { StatusBadge } from '../status-badge';
import { OrderTotalsCard } from './order-totals-card';

/**
 * Read-only order (spec 2 order detail, spec 1 order view): items with unit price, discount, quantity and line
 * total; totals; the delivery service; the recipient address.
 */
export function OrderDetail({ order, extra }: { order: Order; extra?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const a = order.shipAddress;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Group justify="space-between" mb="sm">
            <div>
              <Title order={2} fz="lg" data-testid="order-name">
                {order.name}
              </Title>
              <Text fz="xs" c="dimmed">
                {order.storeName} · {formatDateTime(order.createdDate)}
              </Text>
            </div>
            <StatusBadge kind="order" statusKey={order.status.referenceKey} />
          </Group>
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="xs" data-testid="order-items">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('orderUi:columns.item')}</Table.Th>
                  <Table.Th ta="right">{t('orderUi:columns.unitPrice')}</Table.Th>
                  <Table.Th ta="right">{t('orderUi:columns.discount')}</Table.Th>
                  <Table.Th ta="right">{t('orderUi:columns.quantity')}</Table.Th>
                  <Table.Th ta="right">{t('orderUi:columns.lineTotal')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {order.orderItems.map((item) => (
                  // Lines of one order are unique by product (the server refuses duplicates); a removed product keeps its name.
                  <Table.Tr key={item.productId ?? item.name}>
                    <Table.Td fw={600}>{item.name}</Table.Td>
                    <Table.Td ta="right">{baht(item.price)}</Table.Td>
                    <Table.Td ta="right">{item.discount ? baht(item.discount) : '-'}</Table.Td>
                    <Table.Td ta="right">{item.quantity}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {baht(item.total)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <OrderTotalsCard totals={order} />
          <Paper withBorder radius="lg" p="lg">
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase">
              {t('orderUi:view.delivery')}
            </Text>
            <Text fw={600} data-testid="order-delivery">
              {order.storeDeliveryOption.name}
            </Text>
            {order.barcode ? (
              <Text fz="sm" ff="monospace">
                {order.barcode}
              </Text>
            ) : null}
            <Text fz="xs" c="dimmed" fw={600} tt="uppercase" mt="md">
              {t('orderUi:view.recipient')}
            </Text>
            <Text fw={600}>{a.fullName}</Text>
            {a.phone ? <Text fz="sm">{a.phone}</Text> : null}
            <Text fz="sm" data-testid="order-address">
              {a.address}
            </Text>
          </Paper>
          {extra}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
