import { toDisplayDate } from '@songdee/shared/report/report-dates';
import { type Text, text } from '../../lib/text';

/** How documents write numbers and dates: baht with two decimals, grams with separators, Bangkok dd/MM/yyyy. */
const bahtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intFormat = new Intl.NumberFormat('en-US');
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', day: '2-digit', month: '2-digit', year: 'numeric' });
const stampFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', dateStyle: 'short', timeStyle: 'short' });

export const baht = (satang: number) => bahtFormat.format(satang / 100);
export const int = (n: number) => intFormat.format(n);
export const day = (d: Date) => dayFormat.format(d);
export const stamp = (d: Date) => stampFormat.format(d);

/** "dd/MM/yyyy - dd/MM/yyyy" of an ISO day range. */
export const rangeText = (fromDay: string, toDay: string) => `${toDisplayDate(fromDay)} - ${toDisplayDate(toDay)}`;

export const r = (key: string, params?: Record<string, unknown>): Text => text(`report.${key}`, params);
export const deliveryName = (id: string) => text(`reference.deliveryOptions.${id}.name`);

/** Documents list at most this many rows; their totals always count every row (and say the list was cut). */
export const MAX_DOCUMENT_ROWS = 2000;

/** The header every report document carries on every page. */
export const documentHeader = (range: Text | string, whoLabel: Text, who: Text | string, printedAt: Date): Array<[Text, Text | string]> => [
  [r('doc.range'), range],
  [whoLabel, who],
  [r('doc.printedAt'), stamp(printedAt)],
];
