import { formatYear, formatDate as sharedFormatDate } from '@songdee/shared/common/date-format';
import i18n from 'i18next';
import { currentEra } from './era';

/** Baht with two decimals from integer satang (money is never a float, so no rounding drifts). */
export function formatBaht(satang: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    satang / 100,
  );
}

/** A whole number (grams, counts) with the language's digit grouping. */
export function formatNumber(value: number, lang = 'th'): string {
  return new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'th-TH').format(value);
}

/**
 * dd/MM/yyyy in Bangkok time through the one shared formatter (packages/shared common/date-format): the year in the
 * Buddhist era for Thai, the common era for English, or as the user chose (lib/era.ts).
 */
export function formatDate(iso: string | null | undefined): string {
  return sharedFormatDate(iso, { lang: i18n.language || 'th', era: currentEra() });
}

/** dd/MM/yyyy HH:mm in Bangkok time, the year as formatDate shows it. */
export function formatDateTime(iso: string | null | undefined): string {
  return sharedFormatDate(iso, { lang: i18n.language || 'th', era: currentEra(), time: true });
}

/** Baht typed in a form as integer satang (what the API takes); null when empty. */
export function bahtToSatang(baht: number | string | null | undefined): number | null {
  if (baht === '' || baht === null || baht === undefined) return null;
  const value = typeof baht === 'number' ? baht : Number(baht);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** A picker's day (YYYY-MM-DD) as the instant of its Bangkok midnight. */
const bangkokDay = (day: string) => `${day.slice(0, 10)}T00:00:00+07:00`;

/**
 * Props that make a Mantine date picker show dates as formatDate does: the typed value dd/MM/yyyy and the calendar's
 * headings with the year in the era shown everywhere else.
 */
export function datePickerEraProps() {
  const lang = i18n.language || 'th';
  const year = (day: string) => formatYear(bangkokDay(day), { lang, era: currentEra() });
  const month = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'th-TH', { month: 'long', timeZone: 'Asia/Bangkok' });
  return {
    valueFormatter: ({ date }: { date: unknown }) => (typeof date === 'string' && date ? formatDate(bangkokDay(date)) : ''),
    monthLabelFormat: (day: string) => `${month.format(new Date(bangkokDay(day)))} ${year(day)}`,
    yearLabelFormat: year,
    yearsListFormat: year,
    decadeLabelFormat: (start: string, end: string) => `${year(start)} – ${year(end)}`,
  };
}
