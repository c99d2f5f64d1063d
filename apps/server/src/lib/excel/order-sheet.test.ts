import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { readOrderGrid, sheetFormatOf } from './order-sheet';

/** Thai text in Windows-874 (TIS-620): ก..๛ (U+0E01..U+0E5B) are the bytes 0xA1..0xFB; ASCII stays. */
const windows874 = (text: string) =>
  Buffer.from(
    [...text].map((c) =>
      (c.codePointAt(0) as number) >= 0x0e01 ? (c.codePointAt(0) as number) - 0x0e01 + 0xa1 : (c.codePointAt(0) as number),
    ),
  );

describe('order sheets', () => {
  it('tells a CSV from a book by its bytes, whatever its name says', () => {
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['a']]), 'Sheet1');
    const book = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    expect(sheetFormatOf('orders.CSV', Buffer.from('a,b\n1,2'))).toBe('csv');
    expect(sheetFormatOf('orders.xlsx', Buffer.from('a,b\n1,2'))).toBeNull();
    expect(sheetFormatOf('orders.csv', book)).toBeNull();
    expect(sheetFormatOf('orders.csv', Buffer.from([0x41, 0, 0x42]))).toBeNull();
    expect(sheetFormatOf('orders.pdf', Buffer.from('a'))).toBeNull();
  });

  it('reads a CSV as text: leading zeros stay, a BOM goes, blank rows are dropped', () => {
    const grid = readOrderGrid(Buffer.from('\ufeffเลขที่,เบอร์\r\n000123,0812345678\r\n,\r\n"A,1",021234567\r\n'), 'csv');
    expect(grid).toEqual({
      headers: ['เลขที่', 'เบอร์'],
      rows: [
        ['000123', '0812345678'],
        ['A,1', '021234567'],
      ],
    });
  });

  it('reads a CSV Excel saved in Windows-874 (Thai Windows)', () => {
    expect(readOrderGrid(windows874('ชื่อ,ที่อยู่\r\nสมชาย,99 ถนนสุขุมวิท'), 'csv')).toEqual({
      headers: ['ชื่อ', 'ที่อยู่'],
      rows: [['สมชาย', '99 ถนนสุขุมวิท']],
    });
  });

  it('refuses a row wider than 80 columns', () => {
    const wide = `${Array.from({ length: 81 }, (_, i) => `c${i}`).join(',')}\n1`;
    expect(() => readOrderGrid(Buffer.from(wide), 'csv')).toThrow(expect.objectContaining({ code: 'IMPORT_SHEET_TOO_BIG' }));
  });
});
