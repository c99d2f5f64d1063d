import { Badge } from '@mantine/core';
import type { OrderStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { statusName } from '../lib/i18n-keys';

/** Each document's status colours (the step of its flow), the colour of any other status, and the journeys' test id. */
const STATUS_STYLES = {
  order: {
    colors: {
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
    } satisfies Record<OrderStatusKey, string>,
    other: 'gray',
    testId: 'order-status',
  },
  /** DRAFT_FOR_INVOICE (editable) or CONFIRM_FOR_INVOICE (final). */
  invoice: { colors: { CONFIRM_FOR_INVOICE: 'teal' }, other: 'yellow', testId: 'invoice-status' },
  /** DRAFT_FOR_SHIPPINGLIST as a warning, CONFIRM_FOR_SHIPPINGLIST as success (spec 2 section 4). */
  shippingList: { colors: { CONFIRM_FOR_SHIPPINGLIST: 'teal' }, other: 'yellow', testId: 'shipping-list-status' },
} as const;

/** The status of an order, invoice or shipping list: its name from the reference catalog, the colour of its step. */
export function StatusBadge({ kind, statusKey }: { kind: keyof typeof STATUS_STYLES; statusKey: string }) {
  const { t } = useTranslation();
  const style = STATUS_STYLES[kind];
  const color = (style.colors as Record<string, string>)[statusKey] ?? style.other;
  return (
    <Badge color={color} variant="light" radius="sm" style={{ whiteSpace: 'nowrap' }} data-testid={style.testId} data-status={statusKey}>
      {statusName(t, kind, statusKey)}
    </Badge>
  );
}
