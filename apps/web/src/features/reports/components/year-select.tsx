import { Select } from '@mantine/core';
import { MIN_REPORT_YEAR } from '@songdee/shared/report/report-dates';
import { useTranslation } from 'react-i18next';

/** Years a report offers, newest first: from the service's first year to this one. */
export function reportYears(now = new Date()): number[] {
  return Array.from({ length: now.getFullYear() - MIN_REPORT_YEAR + 1 }, (_, i) => now.getFullYear() - i);
}

/** The year of a chart; with `allowAll`, "all years" is offered too (value undefined). */
export function YearSelect(props: { value: number | undefined; onChange: (year: number | undefined) => void; allowAll?: boolean }) {
  const { t } = useTranslation();
  const data = [
    ...(props.allowAll ? [{ value: '', label: t('reportUi:allYears') }] : []),
    ...reportYears().map((y) => ({ value: String(y), label: String(y) })),
  ];
  return (
    <Select
      label={t('reportUi:year')}
      data={data}
      value={props.value === undefined ? '' : String(props.value)}
      onChange={(v) => props.onChange(v ? Number(v) : undefined)}
      allowDeselect={false}
      w={160}
      comboboxProps={{ withinPortal: true }}
      data-testid="report-year"
    />
  );
}
