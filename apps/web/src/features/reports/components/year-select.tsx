import { Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEra } from '../../../lib/era';
import { reportYearOptions } from './report-years';

/**
 * The year of a chart, labelled in the reader's era ("ปี (พ.ศ.)", 2569) while the value stays the common-era year
 * the API takes; with `allowAll`, "all years" is offered too (value undefined).
 */
export function YearSelect(props: { value: number | undefined; onChange: (year: number | undefined) => void; allowAll?: boolean }) {
  const { t } = useTranslation();
  const era = useEra();
  const data = [...(props.allowAll ? [{ value: '', label: t('reportUi:allYears') }] : []), ...reportYearOptions(era)];
  return (
    <Select
      label={t('reportUi:year', { era: t(`common:eras.${era}`) })}
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

/** A chart's year, this one to start with, and its picker. */
export function useReportYear() {
  const [year, setYear] = useState(new Date().getFullYear());
  return { year, picker: <YearSelect value={year} onChange={(y) => y && setYear(y)} /> };
}
