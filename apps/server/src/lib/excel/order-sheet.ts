import * as XLSX from '@e965/xlsx';
import { ORDER_IMPORT_LIMITS } from '@songdee/shared/order-import/order-import.schema';
import { AppError } from '../app-error';
import { isSpreadsheetContent, occurrences, sheetCellsWithin } from './address-sheet';
import { assertInflatedSize } from './zip-limits';

/** A full import and its header row. */
const MAX_ROWS = ORDER_IMPORT_LIMITS.rows + 1;
const MAX_CELLS = MAX_ROWS * ORDER_IMPORT_LIMITS.columns;

const tooBig = () => new AppError('IMPORT_SHEET_TOO_BIG', { maxRows: ORDER_IMPORT_LIMITS.rows, maxCells: MAX_CELLS });

/** A sheet as text: its header row and the rows under it (blank rows dropped, cells trimmed). */
export interface SheetGrid {
  headers: string[];
  rows: string[][];
}

/** Which reader a file needs, from its name and its bytes: an .xlsx/.xls container, or a .csv that is text. */
export function sheetFormatOf(filename: string, content: Buffer): 'book' | 'csv' | null {
  const name = filename.trim().toLowerCase();
  if (/\.xlsx?$/.test(name)) return isSpreadsheetContent(content) ? 'book' : null;
  // A CSV is text: no NUL byte in its first KB (a binary renamed .csv has them), and not a ZIP or OLE2 container.
  if (name.endsWith('.csv')) return isSpreadsheetContent(content) || content.subarray(0, 1024).includes(0) ? null : 'csv';
  return null;
}

/**
 * A CSV's text: UTF-8 (a BOM dropped), or Windows-874 when the bytes are not UTF-8, since Excel on a Thai Windows
 * saves "CSV (Comma delimited)" in that code page.
 */
function csvText(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(content);
  } catch {
    return new TextDecoder('windows-874').decode(content);
  }
}

/** Cells counted in the ZIP before the parser reads them, as the address sheets are. */
const assertCells = sheetCellsWithin(ORDER_IMPORT_LIMITS.rows, MAX_CELLS);

/**
 * Reads the first sheet of an order file into text cells as the seller sees them (formatted, so an order number or a
 * phone keeps its leading zeros; a CSV's cells are never read as numbers). The first non-blank row is the header.
 */
export function readOrderGrid(content: Buffer, format: 'book' | 'csv'): SheetGrid {
  let workbook: XLSX.WorkBook;
  if (format === 'book') {
    assertInflatedSize(content, undefined, assertCells);
    workbook = XLSX.read(content, { type: 'buffer', cellFormula: false, cellHTML: false, sheetRows: MAX_ROWS + 1 });
  } else {
    const text = csvText(content);
    // Lines before parsing, with room for addresses quoted over several lines.
    if (occurrences(Buffer.from(text), '\n') > MAX_ROWS * 3) throw tooBig();
    workbook = XLSX.read(text, { type: 'string', raw: true, sheetRows: MAX_ROWS + 1 });
  }
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!sheet) return { headers: [], rows: [] };
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false, defval: '', blankrows: false });
  const cells = grid.map((row) => row.map((cell) => String(cell ?? '').trim())).filter((row) => row.some((cell) => cell !== ''));
  if (cells.length > MAX_ROWS || cells.some((row) => row.length > ORDER_IMPORT_LIMITS.columns)) throw tooBig();
  const [headers = [], ...rows] = cells;
  return { headers, rows };
}
