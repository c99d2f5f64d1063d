import { Group } from '@mantine/core';
import { storeReportRangeQuerySchema } from '@songdee/shared/report/report.schema';
import { toReportDate } from '@songdee/shared/report/report-dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EraDatePicker } from '../../../components/era-date-picker';
import { messageText } from '../../../lib/i18n-keys';

/** A chosen range as the report API takes it (MM/dd/yyyy). */
export interface ApiRange {
  start: string;
  end: string;
}

/**
 * A report's start and end dates (spec 2 sections 5 and 9: both required, shown dd/MM/yyyy, weeks from Monday).
 * `check()` applies the API's own rule (the shared schema) and shows its messages at the fields; it gives the range
 * in MM/dd/yyyy when valid, else null. `range` is the last valid range (null before any).
 */
export function useDateRange() {
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ start?: string; end?: string }>({});
  const [range, setRange] = useState<ApiRange | null>(null);

  const check = (): ApiRange | null => {
    const parsed = storeReportRangeQuerySchema.safeParse({
      startdate: start ? toReportDate(start) : '',
      endDate: end ? toReportDate(end) : '',
    });
    if (!parsed.success) {
      const at = (name: string) => parsed.error.issues.find((i) => i.path[0] === name)?.message;
      setErrors({ start: at('startdate'), end: at('endDate') });
      return null;
    }
    setErrors({});
    const valid = { start: toReportDate(parsed.data.startdate), end: toReportDate(parsed.data.endDate) };
    setRange(valid);
    return valid;
  };

  return {
    start,
    end,
    errors,
    range,
    check,
    setStart: (value: string | null) => {
      setStart(value);
      setErrors((e) => ({ ...e, start: undefined }));
    },
    setEnd: (value: string | null) => {
      setEnd(value);
      setErrors((e) => ({ ...e, end: undefined }));
    },
  };
}

export type DateRangeState = ReturnType<typeof useDateRange>;

/** A report's start or end date: dd/MM/yyyy in the reader's era, never after today (`report-start`, `report-end`). */
export function ReportDateField({ which, ...props }: { which: 'start' | 'end' } & Parameters<typeof EraDatePicker>[0]) {
  const { t } = useTranslation();
  return (
    <EraDatePicker
      label={t(`reportUi:${which}`)}
      placeholder={t('reportUi:datePlaceholder')}
      clearable
      maxDate={new Date()}
      data-testid={`report-${which}`}
      {...props}
    />
  );
}

/** The two required date pickers of a range report, each with the API's message when it refuses them. */
export function DateRangeFields({ state }: { state: DateRangeState }) {
  const { t } = useTranslation();
  const field = (which: 'start' | 'end') => (
    <ReportDateField
      which={which}
      withAsterisk
      value={state[which]}
      onChange={(value) => (which === 'start' ? state.setStart(value) : state.setEnd(value))}
      error={messageText(t, state.errors[which])}
      w={{ base: '100%', xs: 200 }}
    />
  );
  return (
    <Group align="flex-start" gap="sm">
      {field('start')}
      {field('end')}
    </Group>
  );
}
