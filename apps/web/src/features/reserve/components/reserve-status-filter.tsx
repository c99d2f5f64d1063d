import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusName } from '../../../lib/i18n-keys';
import { useReserveStatuses } from '../api/use-reserves';

/**
 * Every status, or one of them (spec 2 "Reserve delivery": the list is filtered by status). The ids come from
 * GET /api/reserveStatuses; the names from the reference catalog.
 */
export function ReserveStatusFilter({ value, onChange }: { value: number | undefined; onChange: (statusId: number | undefined) => void }) {
  const { t } = useTranslation();
  const statuses = useReserveStatuses();
  return (
    <Select
      label={t('reserveUi:filters.status')}
      placeholder={t('reserveUi:filters.allStatuses')}
      data={(statuses.data ?? []).map((s) => ({ value: String(s.id), label: statusName(t, 'reserve', s.referenceKey) }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      clearable
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="status-filter"
    />
  );
}
