import { useTranslation } from 'react-i18next';
import { formatBaht, formatNumber } from '../../../lib/format';

/** Figures as the reports show them: baht with two decimals from satang, grams and counts grouped, month names. */
export function useReportFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const monthFormat = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { month: 'short', timeZone: 'UTC' });
  return {
    baht: (satang: number) => formatBaht(satang, lang),
    num: (value: number) => formatNumber(value, lang),
    /** Satang as baht for a chart axis (a number, two decimals). */
    toBaht: (satang: number) => Math.round(satang) / 100,
    month: (month: number) => monthFormat.format(new Date(Date.UTC(2000, month - 1, 1))),
  };
}
