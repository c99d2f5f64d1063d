import * as XLSX from '@e965/xlsx';
import { ADDRESS_LIMITS, type ImportRow } from '@songdee/shared/address-book/address-book.schema';
import { AppError } from '../app-error';
import { assertInflatedSize } from './zip-limits';

/** A full import and its header row. */
const MAX_SHEET_ROWS = ADDRESS_LIMITS.importRows + 1;
/** Twenty columns a row: our five and room for a seller's own, far below what would keep a thread busy. */
export const MAX_SHEET_CELLS = MAX_SHEET_ROWS * 20;

/** How many times `needle` occurs in `data`. */
export function occurrences(data: Buffer, needle: string): number {
  const bytes = Buffer.from(needle);
  let count = 0;
  for (let at = data.indexOf(bytes); at >= 0; at = data.indexOf(bytes, at + bytes.length)) count += 1;
  return count;
}

/**
 * A check of each worksheet's cells and the shared strings before the parser reads any of them (its `sheetRows`
 * stops rows only after the whole XML and every shared string have been read), refusing a sheet past `maxCells`.
 */
export const sheetCellsWithin =
  (maxRows: number, maxCells: number) =>
  (name: string, xml: Buffer): void => {
    const worksheet = /^xl\/worksheets\/[^/]+\.xml$/i.test(name);
    const strings = /^xl\/sharedStrings\.xml$/i.test(name);
    if (!worksheet && !strings) return;
    const count = worksheet ? occurrences(xml, '<c ') + occurrences(xml, '<c>') : occurrences(xml, '<si>') + occurrences(xml, '<si ');
    if (count > maxCells) throw new AppError('IMPORT_SHEET_TOO_BIG', { maxRows, maxCells });
  };
const assertSheetCells = sheetCellsWithin(ADDRESS_LIMITS.importRows, MAX_SHEET_CELLS);

export type AddressBookKind = 'send' | 'ship';

/** Column headers of our templates, and the other spellings sellers use for them. */
const COLUMNS: Record<keyof ImportRow, string[]> = {
  name: ['ชื่อ-นามสกุล', 'ชื่อ นามสกุล', 'ชื่อ', 'name', 'fullname', 'full name'],
  telephone: ['เบอร์โทรศัพท์', 'โทรศัพท์', 'เบอร์โทร', 'telephone', 'phone', 'tel'],
  address: ['ที่อยู่', 'address'],
  postcode: ['รหัสไปรษณีย์', 'รหัสไปรษณี', 'postcode', 'postal code', 'zip'],
  remark: ['หมายเหตุ', 'remark', 'note'],
};
const TEMPLATE_ORDER: Array<keyof ImportRow> = ['name', 'telephone', 'address', 'postcode', 'remark'];

const normalise = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** xlsx files are ZIP archives, xls files OLE2 compound documents: check the bytes, not the name. */
export function isSpreadsheetContent(buffer: Buffer): boolean {
  const zip = buffer.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  const ole2 = buffer.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]));
  return zip || ole2;
}

export const hasSpreadsheetName = (filename: string) => /\.xlsx?$/i.test(filename.trim());

/**
 * Reads the first sheet into import rows. Cells are read as Excel shows them (formatted text),
 * so a phone typed as 0812345678 in a text or "0000000000" cell keeps its leading zero.
 * The header row picks the columns; without one, the template's column order is assumed.
 */
export function readAddressRows(buffer: Buffer, kind: AddressBookKind): ImportRow[] {
  assertInflatedSize(buffer, undefined, assertSheetCells);
  const workbook = XLSX.read(buffer, { type: 'buffer', cellFormula: false, cellHTML: false, sheetRows: MAX_SHEET_ROWS + 1 });
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) return [];
  const grid = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  if (grid.length === 0) return [];

  const header = (grid[0] ?? []).map((cell) => normalise(String(cell)));
  const found = Object.fromEntries(
    TEMPLATE_ORDER.map((field) => {
      const aliases = new Set(COLUMNS[field].map(normalise));
      return [field, header.findIndex((h) => aliases.has(h))];
    }),
  ) as Record<keyof ImportRow, number>;
  const hasHeader = found.name >= 0 && found.address >= 0;
  const index = hasHeader ? found : (Object.fromEntries(TEMPLATE_ORDER.map((f, i) => [f, i])) as Record<keyof ImportRow, number>);
  const body = hasHeader ? grid.slice(1) : grid;

  const cell = (row: string[], field: keyof ImportRow) => (index[field] >= 0 ? String(row[index[field]] ?? '').trim() : '');
  return body
    .map((row) => ({
      name: cell(row, 'name'),
      telephone: fixLeadingZero(cell(row, 'telephone')),
      address: cell(row, 'address'),
      postcode: cell(row, 'postcode'),
      ...(kind === 'ship' ? { remark: cell(row, 'remark') } : {}),
    }))
    .filter((row) => Object.values(row).some((v) => v !== ''));
}

/**
 * A Thai phone number typed into a number cell loses its leading zero (0812345678 -> 812345678).
 * Nine digits starting 2-9 are put back to ten with the zero; anything else is left as typed.
 */
function fixLeadingZero(phone: string): string {
  return /^[2-9]\d{7,8}$/.test(phone) ? `0${phone}` : phone;
}

/** The downloadable template of each book: header row and one example row. */
export function addressTemplate(kind: AddressBookKind): Buffer {
  const header = ['ชื่อ-นามสกุล', 'เบอร์โทรศัพท์', 'ที่อยู่', 'รหัสไปรษณีย์', ...(kind === 'ship' ? ['หมายเหตุ'] : [])];
  const example = [
    'สมชาย ใจดี',
    '0812345678',
    '99/9 หมู่ 5 ต.ศรีภูมิ อ.เมืองเชียงใหม่ จ.เชียงใหม่',
    '50200',
    ...(kind === 'ship' ? ['ฝากไว้ที่ป้อมยาม'] : []),
  ];
  const sheet = XLSX.utils.aoa_to_sheet([header, example]);
  // Phone and postcode columns are text, so Excel keeps leading zeros.
  for (const ref of ['B2', 'D2']) {
    const c = sheet[ref];
    if (c) {
      c.t = 's';
      c.z = '@';
    }
  }
  sheet['!cols'] = [{ wch: 24 }, { wch: 16 }, { wch: 60 }, { wch: 14 }, { wch: 30 }];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, kind === 'ship' ? 'ผู้รับ' : 'ผู้ส่ง');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
