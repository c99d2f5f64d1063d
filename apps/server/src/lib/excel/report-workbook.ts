import { PassThrough, type Readable, type Writable } from 'node:stream';
import { defaultEra, type Era } from '@songdee/shared/common/date-format';
import type { Language } from '@songdee/shared/constants/app.constants';
import ExcelJS from 'exceljs';
import { localize } from '../i18n';
import type { Coded, Text } from '../text';

/**
 * How a column's values are written: text; whole numbers (grams, counts); satang shown as baht with two decimals;
 * instants shown as Bangkok date and time; yes/no text. Numbers stay numbers and dates stay dates in the file.
 */
type SheetColumnKind = 'text' | 'integer' | 'satang' | 'datetime' | 'yesNo';

interface SheetColumn {
  header: string;
  /** Width in characters. */
  width: number;
  kind: SheetColumnKind;
}

export type SheetCell = string | number | Date | boolean | null;

export interface SheetSpec {
  sheetName: string;
  columns: SheetColumn[];
  /** The words for yes/no columns, in the reader's language. */
  yesNo?: [yes: string, no: string];
  /** The era of the dates' years (the common era unless given). */
  era?: Era;
}

/** Columns written as a table: each its header's key (worded by `header`), its width in characters and its kind. */
export const sheetColumns = (
  header: (key: string) => Text,
  table: ReadonlyArray<readonly [key: string, width: number, kind: SheetColumnKind]>,
): Coded<SheetColumn>[] => table.map(([key, width, kind]) => ({ header: header(key), width, kind }));

const NUM_FMT: Record<SheetColumnKind, string | undefined> = {
  text: '@',
  integer: '#,##0',
  satang: '#,##0.00',
  datetime: 'dd/mm/yyyy hh:mm',
  yesNo: undefined,
};

/**
 * A Buddhist-era date: locale 041E (Thai) with calendar 07 (Thai Buddhist) makes Excel and LibreOffice show the year
 * as CE + 543 while the cell stays a date (sorting and filtering still work). SheetJS ignores the calendar code.
 */
const BUDDHIST_DATETIME_FORMAT = '[$-107041E]dd/mm/yyyy hh:mm';

const numFmtOf = (kind: SheetColumnKind, era: Era) => (kind === 'datetime' && era === 'be' ? BUDDHIST_DATETIME_FORMAT : NUM_FMT[kind]);

/** Excel has no time zones: an instant is written as its Bangkok wall-clock time. */
const BANGKOK_MS = 7 * 3600 * 1000;

function cellValue(kind: SheetColumnKind, value: SheetCell, yesNo: [string, string]): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'satang':
      return Number(value) / 100;
    case 'integer':
      return Number(value);
    case 'datetime':
      return new Date((value instanceof Date ? value : new Date(String(value))).getTime() + BANGKOK_MS);
    case 'yesNo':
      return value ? yesNo[0] : yesNo[1];
    default:
      return value === '' ? null : String(value);
  }
}

/**
 * The zip entry a streamed sheet's XML goes into. exceljs writes each committed row into its sheet stream, which hands
 * it on to archiver's entry stream without heeding `write()`'s answer; the entry then holds whatever the deflater and
 * the reader have not taken yet (38 MB of XML for 100,000 rows with a reader that takes everything at once, since
 * deflating is slower than writing rows). Waiting on this stream is what keeps memory flat.
 */
function sheetEntry(sheet: ExcelJS.Worksheet): Writable {
  const entry = (sheet as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  if (!entry) throw new Error('exceljs: the sheet stream is not piped into its zip entry (has exceljs changed?)');
  return entry;
}

/**
 * Rows written between two looks at the zip entry: about one 64 KB chunk of exceljs' XML, so what is in flight stays
 * small (checked once a batch of 2,000 rows, a whole batch's XML, some 1.4 MB, waited in the entry each time).
 */
const ROWS_PER_WAIT = 100;

/** Whether a stream asked its writer to wait (archiver's entry streams are readable-stream 2, without writableNeedDrain). */
const needsDrain = (stream: Writable) =>
  stream.writableNeedDrain ?? (stream as unknown as { _writableState?: { needDrain?: boolean } })._writableState?.needDrain ?? false;

/**
 * An .xlsx streamed as it is written (exceljs' streaming writer, no shared strings): one sheet with a bold header
 * row, frozen below the header, column widths and number formats. Rows come in batches from `batches` (a keyset
 * walk of the query); every ROWS_PER_WAIT rows the writer waits while the zip entry is full, which empties only as
 * fast as the deflater and the reader go, so what is held does not grow with the row count.
 */
export function streamWorkbook(spec: SheetSpec, batches: AsyncIterable<Iterable<SheetCell[]>>): Readable {
  const out = new PassThrough();
  const yesNo = spec.yesNo ?? ['Y', 'N'];
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(spec.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => {
    const numFmt = numFmtOf(c.kind, spec.era ?? 'ce');
    return { width: c.width, style: numFmt ? { numFmt } : {} };
  });
  const entry = sheetEntry(sheet);
  // A reader that goes away (the download cancelled) never drains the entry: stop reading rows then.
  const gone = new Promise<'gone'>((resolve) => out.once('close', () => resolve('gone')));
  const taken = () => new Promise<'taken'>((resolve) => entry.once('drain', () => resolve('taken')));

  const write = async () => {
    const header = sheet.addRow(spec.columns.map((c) => c.header));
    // The header's own style, not its column's (a date format on a heading makes readers take it for a date).
    header.eachCell((cell) => {
      cell.style = { font: { bold: true }, numFmt: 'General' };
    });
    header.commit();
    let written = 0;
    for await (const batch of batches) {
      for (const row of batch) {
        sheet.addRow(spec.columns.map((c, i) => cellValue(c.kind, row[i] ?? null, yesNo))).commit();
        if (++written % ROWS_PER_WAIT === 0 && needsDrain(entry) && (await Promise.race([taken(), gone])) === 'gone') return;
      }
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Rows of one small report (already in memory) as the one batch of a workbook. */
export async function* oneBatch<T>(rows: T[][]): AsyncIterable<T[][]> {
  yield rows;
}

/**
 * A streamed export as a service describes it: the sheet and its rows in batches, text still as codes. A batch may be
 * a lazy iterable, so each row is made (and worded) only as the writer takes it and dies young.
 */
export interface CodedExport {
  spec: Coded<SheetSpec>;
  batches: AsyncIterable<Iterable<Coded<SheetCell>[]>>;
}

/** Each item of each batch as `row` makes it, when the writer asks for it (no second copy of the batch). */
export async function* eachRow<T, R>(batches: AsyncIterable<Iterable<T>>, row: (item: T) => R): AsyncGenerator<Iterable<R>> {
  for await (const batch of batches) {
    yield (function* () {
      for (const item of batch) yield row(item);
    })();
  }
}

/**
 * The edge of an export: the sheet and every row worded in the reader's language as it streams; dates in the reader's
 * era (a Thai reader's Buddhist era unless they chose otherwise), like the screens.
 */
export function wordedWorkbook(exp: CodedExport, lang: Language, era: Era = defaultEra(lang)): Readable {
  return streamWorkbook(
    { ...localize(exp.spec, lang, era), era },
    eachRow(exp.batches, (row) => localize(row, lang, era)),
  );
}
