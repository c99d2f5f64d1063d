import { type Era, eraYear } from '@songdee/shared/common/date-format';
import { MIN_REPORT_YEAR } from '@songdee/shared/report/report-dates';

/** Years a report offers, newest first: from the service's first year to this one (common era, as the API takes them). */
export function reportYears(now = new Date()): number[] {
  return Array.from({ length: now.getFullYear() - MIN_REPORT_YEAR + 1 }, (_, i) => now.getFullYear() - i);
}

/**
 * The year picker's choices: each value is the common-era year the API takes, each label that year in the reader's
 * era (2569 for 2026 in the Buddhist era), as every date of the app is shown (lib/era.ts).
 */
export function reportYearOptions(era: Era, now = new Date()): { value: string; label: string }[] {
  return reportYears(now).map((year) => ({ value: String(year), label: String(eraYear(year, era)) }));
}
