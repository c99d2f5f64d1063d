import { Badge } from '@mantine/core';
import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';

const COLORS: Record<PackingListStatusKey, string> = {
  COUNTING: 'blue',
  WAITING_FOR_PACKING: 'indigo',
  WAITING_FOR_SHIPMENT_ORDER: 'orange',
  WAITING_FOR_SHIPMENT_ORDER_EDIT: 'grape',
  PACKED: 'cyan',
  DONE: 'teal',
};

/** A packing list's status; the name arrives localised from the server, the colour follows the flow step. */
export function PackingListStatusBadge({ status }: { status: { name: string; referenceKey: string } }) {
  return (
    <Badge
      color={COLORS[status.referenceKey as PackingListStatusKey] ?? 'gray'}
      variant="light"
      radius="sm"
      tt="none"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="packing-status"
      data-status={status.referenceKey}
    >
      {status.name}
    </Badge>
  );
}
