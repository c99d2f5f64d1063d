import { bangkokDayRange } from '@songdee/shared/report/report-dates';
import type { CodedReport } from '../../lib/pdf/report-pdf';
import { dateText, type Text, text } from '../../lib/text';

/**
 * How documents write numbers and dates: baht with two decimals, grams with separators, Bangkok dd/MM/yyyy. Dates
 * stay Texts until the edge words them, so a Thai document reads the Buddhist-era year like the screens (an English
 * one the common era, or whichever era the reader chose).
 */
const bahtFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const intFormat = new Intl.NumberFormat('en-US');

export const baht = (satang: number) => bahtFormat.format(satang / 100);
export const int = (n: number) => intFormat.format(n);
export const day = (d: Date): Text => dateText(d);
const stamp = (d: Date): Text => dateText(d, { time: true });

/** "dd/MM/yyyy - dd/MM/yyyy" of an ISO day range (Bangkok days). */
export const rangeText = (fromDay: string, toDay: string): Text =>
  r('doc.rangeValue', { from: day(bangkokDayRange(fromDay, fromDay).from), to: day(bangkokDayRange(toDay, toDay).from) });

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

/** A report's totals line: the sum of each named number column over every row. */
export function totalsOf<K extends string>(rows: ReadonlyArray<Record<K, number>>, keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, rows.reduce((n, row) => n + row[k], 0)])) as Record<K, number>;
}

/** PDF table columns written as a table: each its title's report key, its share of the width, and 'right' for figures. */
export const documentColumns = (table: ReadonlyArray<readonly [key: string, width: number, align?: 'right']>): CodedReport['columns'] =>
  table.map(([key, width, align]) => (align ? { title: r(key), width, align } : { title: r(key), width }));

/** A document's note under its table: that it is empty, or that it lists only the first `shown` of `total` rows. */
export const listNote = (total: number, shown: number): Text | undefined =>
  total === 0 ? r('doc.empty') : total > shown ? r('doc.truncated', { shown: int(shown), total: int(total) }) : undefined;
