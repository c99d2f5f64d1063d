import { Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Order } from '@songdee/shared/order/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht, formatDateTime } from '../../lib/format';
import { ListRows } from '../lists/list-page';
import { StatusBadge } from '../status-badge';
import { TrackLink } from '../tracking/track-link';
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
          {/* A table above 500 px, a card per line below (at 390 px the five columns were cut off). */}
          <ListRows
            rows={order.orderItems}
            // Lines of one order are unique by product (the server refuses duplicates); a removed product keeps its name.
            rowKey={(item) => item.productId ?? item.name}
            minWidth={520}
            testId="order-items"
            cardsTestId="order-items-cards"
            columns={[
              { key: 'item', header: t('orderUi:columns.item'), td: { fw: 600 }, cell: (item) => item.name },
              { key: 'price', header: t('orderUi:columns.unitPrice'), ta: 'right', cell: (item) => baht(item.price) },
              {
                key: 'discount',
                header: t('orderUi:columns.discount'),
                ta: 'right',
                cell: (item) => (item.discount ? baht(item.discount) : '-'),
              },
              { key: 'quantity', header: t('orderUi:columns.quantity'), ta: 'right', cell: (item) => item.quantity },
              { key: 'total', header: t('orderUi:columns.lineTotal'), ta: 'right', td: { fw: 600 }, cell: (item) => baht(item.total) },
            ]}
            card={(item) => (
              <>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={600}>{item.name}</Text>
                  <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                    {baht(item.total)}
                  </Text>
                </Group>
                <Text fz="sm" c="dimmed">
                  {baht(item.price)} × {item.quantity}
                  {item.discount ? ` · ${t('orderUi:columns.discount')} ${baht(item.discount)}` : ''}
                </Text>
              </>
            )}
          />
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
              <div>
                <TrackLink barcode={order.barcode} testId="order-track-link" />
              </div>
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
