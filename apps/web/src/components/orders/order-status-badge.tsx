import type { OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { StatusBadge } from '../status-badge';

const COLORS: Record<OrderStatusKey, string> = {
  WAITING_FOR_ORDER_CONFIRMATION: 'gray',
  WAITING_FOR_PAYMENT: 'yellow',
  WAITING_FOR_PAYMENT_CONFIRMATION: 'orange',
  PENDING_TO_BE_PACKED: 'blue',
  PACKING: 'indigo',
  IN_PROGRESS: 'cyan',
  WAITING_FOR_RETAILER_CONTACT: 'grape',
  PENDING_FOR_SHIPMENT: 'violet',
  WAITING_FOR_DELIVERY_NOTE: 'violet',
  DELIVERED: 'teal',
};

/** An order status label; the name comes from the reference catalog by its key. */
export function OrderStatusBadge({ statusKey }: { statusKey: string }) {
  return <StatusBadge kind="order" statusKey={statusKey} color={COLORS[statusKey as OrderStatusKey] ?? 'gray'} testId="order-status" />;
}
