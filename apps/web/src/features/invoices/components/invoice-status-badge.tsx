import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusName } from '../../../lib/i18n-keys';

/** DRAFT_FOR_INVOICE (editable) or CONFIRM_FOR_INVOICE (final); the name comes from the reference catalog. */
export function InvoiceStatusBadge({ statusKey }: { statusKey: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={statusKey === 'CONFIRM_FOR_INVOICE' ? 'teal' : 'yellow'}
      variant="light"
      radius="sm"
      style={{ whiteSpace: 'nowrap' }}
      data-testid="invoice-status"
      data-status={statusKey}
    >
      {statusName(t, 'invoice', statusKey)}
    </Badge>
  );
}
