import '@mantine/dates/styles.css';
import 'dayjs/locale/th';
import { DatePickerInput, type DatePickerInputProps, DatesProvider } from '@mantine/dates';
import { useId } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { datePickerEraProps } from '../lib/format';

/**
 * A date box as the app shows dates (lib/format): dd/MM/yyyy with the year in the reader's era (พ.ศ. or ค.ศ.), the
 * calendar in Thai or English, weeks from Monday, its arrows named (axe-core's button-name). Its value stays a
 * YYYY-MM-DD day. Its calendar (a dialog) is named by the box: Mantine points the dialog's aria-labelledby at the
 * popover's own id, which the box, keeping its label's id, did not carry (axe-core's aria-dialog-name).
 */
export function EraDatePicker(props: DatePickerInputProps & { 'data-testid'?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId(props.id);
  return (
    <DatesProvider settings={{ locale: i18n.language === 'en' ? 'en' : 'th', firstDayOfWeek: 1 }}>
      <DatePickerInput
        {...datePickerEraProps()}
        popoverProps={{ withinPortal: true, id }}
        ariaLabels={{
          previousMonth: t('common:calendar.previousMonth'),
          nextMonth: t('common:calendar.nextMonth'),
          previousYear: t('common:calendar.previousYear'),
          nextYear: t('common:calendar.nextYear'),
          previousDecade: t('common:calendar.previousDecade'),
          nextDecade: t('common:calendar.nextDecade'),
        }}
        {...props}
        id={id}
      />
    </DatesProvider>
  );
}
