import { Badge } from '@mantine/core';
import type { OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { statusName } from '../../lib/i18n-keys';

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
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[statusKey as OrderStatusKey] ?? 'gray'}
      variant="light"
      radius="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="order-status"
    >
      {statusName(t, 'order', statusKey)}
    </Badge>
  );
}
