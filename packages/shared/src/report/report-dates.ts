/**
 * Report dates (spec 2 sections 5 and 9): the report API takes MM/dd/yyyy, the screens show dd/MM/yyyy; a range
 * is whole days in Bangkok time, both ends included. Pure functions, shared by the screens and the server.
 */

/** The first year the reports offer (no data before the service opened); the last is next year. */
export const MIN_REPORT_YEAR = 2015;
export const maxReportYear = (now: Date = new Date()) => now.getFullYear() + 1;

const MM_DD_YYYY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `MM/dd/yyyy` as an ISO day (`yyyy-MM-dd`), or null when the text is not such a date of the calendar. */
export function parseReportDate(value: string): string | null {
  const m = MM_DD_YYYY.exec(value.trim());
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${m[3]}-${m[1]}-${m[2]}`;
}

/** An ISO day (`yyyy-MM-dd`) as the report API writes it (`MM/dd/yyyy`). */
export function toReportDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${m}/${d}/${y}`;
}

const BANGKOK_OFFSET = '+07:00';

/** The instants a Bangkok day range covers: from the first day's midnight to the midnight after the last day. */
export function bangkokDayRange(fromDay: string, toDay: string): { from: Date; to: Date } {
  const from = new Date(`${fromDay}T00:00:00${BANGKOK_OFFSET}`);
  const to = new Date(`${toDay}T00:00:00${BANGKOK_OFFSET}`);
  to.setUTCDate(to.getUTCDate() + 1);
  return { from, to };
}

/** The instants of a Bangkok calendar year. */
export function bangkokYearRange(year: number): { from: Date; to: Date } {
  return bangkokDayRange(`${year}-01-01`, `${year}-12-31`);
}
