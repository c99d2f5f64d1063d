import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { Group } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { storeReportRangeQuerySchema } from '@songdee/shared/report/report.schema';
import { toReportDate } from '@songdee/shared/report/report-dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/** The two date pickers of a report, Thai or English, weeks from Monday, dd/MM/yyyy. */
export function DateRangeFields({ state }: { state: DateRangeState }) {
  const { t, i18n } = useTranslation();
  const field = (which: 'start' | 'end') => (
    <DatePickerInput
      label={t(`reportUi:${which}`)}
      placeholder={t('reportUi:datePlaceholder')}
      withAsterisk
      clearable
      valueFormat="DD/MM/YYYY"
      value={state[which]}
      onChange={(value) => (which === 'start' ? state.setStart(value) : state.setEnd(value))}
      maxDate={new Date()}
      error={messageText(t, state.errors[which])}
      popoverProps={{ withinPortal: true }}
      w={{ base: '100%', xs: 200 }}
      data-testid={`report-${which}`}
    />
  );
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'th', firstDayOfWeek: 1 }}>
      <Group align="flex-start" gap="sm">
        {field('start')}
        {field('end')}
      </Group>
    </DatesProvider>
  );
}
