import { Badge, Group, Text } from '@mantine/core';
import type { OrderSummary } from '@songdee/shared/order/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/lists/list-page';
import { StatusBadge } from '../../../components/status-badge';
import { TrackLink } from '../../../components/tracking/track-link';
import { formatBaht, formatDate } from '../../../lib/format';

type ColumnProps = Partial<Pick<ListColumn<OrderSummary>, 'td' | 'cell' | 'header'>>;

/** Satang as "{amount} บาท" in the UI language. */
function useOrderBaht() {
  const { t, i18n } = useTranslation();
  return (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
}

/**
 * The columns the order lists share (the seller's orders, the payment check, the buyer's history), each with its
 * header; a list changes a column's cell props or cell where it shows it differently.
 */
export function useOrderColumns() {
  const { t } = useTranslation();
  const baht = useOrderBaht();
  const column =
    (key: string, header: string, cell: ListColumn<OrderSummary>['cell'], ta?: 'right') =>
    (props: ColumnProps = {}): ListColumn<OrderSummary> => ({ key, header, cell, ta, ...props });
  return {
    baht,
    date: column('date', t('orderUi:columns.date'), (o) => formatDate(o.createdDate)),
    name: column('name', t('orderUi:columns.orderName'), (o) => o.name),
    recipient: column('recipient', t('orderUi:columns.recipient'), (o) => o.recipientName),
    quantity: column('quantity', t('orderUi:columns.quantity'), (o) => o.totalQty, 'right'),
    total: column('total', t('orderUi:columns.total'), (o) => baht(o.grandTotal), 'right'),
    status: column('status', t('orderUi:columns.status'), (o) => (
      <Group gap={4}>
        <StatusBadge kind="order" statusKey={o.status.referenceKey} />
        <CodBadge order={o} />
      </Group>
    )),
  };
}

/** "COD" beside a cash-on-delivery order's status. */
function CodBadge({ order }: { order: OrderSummary }) {
  const { t } = useTranslation();
  return order.cashOnDelivery ? (
    <Badge size="sm" variant="outline" color="orange" data-testid="order-cod">
      {t('orderUi:cod.badge')}
    </Badge>
  ) : null;
}

/** An order's card on a narrow screen starts with its name (or link) and its status. */
export function OrderCardTitle({ order, children }: { order: OrderSummary; children?: ReactNode }) {
  return (
    <Group justify="space-between" align={children ? 'flex-start' : undefined}>
      {children ?? <Text fw={700}>{order.name}</Text>}
      <Group gap={4}>
        <StatusBadge kind="order" statusKey={order.status.referenceKey} />
        <CodBadge order={order} />
      </Group>
    </Group>
  );
}

/** The middle of an order's card: what it holds (`pieces`) beside its total, then its parcel barcode once it has one. */
export function OrderCardFigures({ order, pieces }: { order: OrderSummary; pieces: ReactNode }) {
  const baht = useOrderBaht();
  return (
    <>
      <Group justify="space-between" mt={6}>
        <Text fz="sm">{pieces}</Text>
        <Text fw={700}>{baht(order.grandTotal)}</Text>
      </Group>
      {order.barcode ? (
        <div>
          <TrackLink barcode={order.barcode} testId="order-barcode" />
        </div>
      ) : null}
    </>
  );
}
