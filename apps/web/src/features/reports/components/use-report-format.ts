import { eraYear } from '@songdee/shared/common/date-format';
import { useTranslation } from 'react-i18next';
import { useEra } from '../../../lib/era';
import { formatBaht, formatNumber } from '../../../lib/format';

/** Figures as the reports show them: baht with two decimals from satang, grams and counts grouped, month names, years in the reader's era. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const era = useEra();
  const lang = i18n.language;
  const monthFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { month: 'short', timeZone: 'UTC' });
  return {
    baht: (satang: number) => formatBaht(satang, lang),
    num: (value: number) => formatNumber(value, lang),
    /** Satang as baht for a chart axis (a number, two decimals). */
    toBaht: (satang: number) => Math.round(satang) / 100,
    month: (month: number) => monthFormat.format(new Date(Date.UTC(2000, month - 1, 1))),
    /** A common-era year (as the API answers it) in the reader's era. */
    year: (year: number) => String(eraYear(year, era)),
  };
}
