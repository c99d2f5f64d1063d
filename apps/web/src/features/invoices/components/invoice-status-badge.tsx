import { StatusBadge } from '../../../components/status-badge';

/** DRAFT_FOR_INVOICE (editable) or CONFIRM_FOR_INVOICE (final); the name comes from the reference catalog. */
export function InvoiceStatusBadge({ statusKey }: { statusKey: string }) {
  return (
    <StatusBadge
      kind="invoice"
      statusKey={statusKey}
      color={statusKey === 'CONFIRM_FOR_INVOICE' ? 'teal' : 'yellow'}
      testId="invoice-status"
    />
  );
}
