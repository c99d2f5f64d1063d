import { Select } from '@mantine/core';
import { RESERVE_STATUS_KEYS, type ReserveStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { statusName } from '../../../lib/i18n-keys';

/**
 * The reserve statuses' ids: each status kind owns a block of 100 ids in the reference data, reserves 401 and up in
 * RESERVE_STATUS_KEYS' order (docs/decisions.md "Statuses"); the list query filters by id (filterReserveStatusId).
 */
export const RESERVE_STATUS_IDS: Record<ReserveStatusKey, number> = Object.fromEntries(
  RESERVE_STATUS_KEYS.map((key, i) => [key, 401 + i]),
) as Record<ReserveStatusKey, number>;

/** Every status, or one of them (spec 2 "Reserve delivery": the list is filtered by status). */
export function ReserveStatusFilter({ value, onChange }: { value: number | undefined; onChange: (statusId: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('reserveUi:filters.status')}
      placeholder={t('reserveUi:filters.allStatuses')}
      data={RESERVE_STATUS_KEYS.map((key) => ({ value: String(RESERVE_STATUS_IDS[key]), label: statusName(t, 'reserve', key) }))}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(next ? Number(next) : undefined)}
      clearable
      allowDeselect
      w={{ base: '100%', xs: 260 }}
      comboboxProps={{ withinPortal: true }}
      data-testid="status-filter"
    />
  );
}
