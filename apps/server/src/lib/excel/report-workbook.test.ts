import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { type SheetCell, type SheetSpec, streamWorkbook } from './report-workbook';

const ROWS_PER_BATCH = 2000;

const HEADERS = ['วันที่', 'บาร์โค้ด', 'ร้าน', 'น้ำหนัก', 'ค่าบริการ'];
const KINDS = ['datetime', 'text', 'text', 'integer', 'satang'] as const;
const spec: SheetSpec = { sheetName: 'พัสดุ', columns: KINDS.map((kind, i) => ({ header: HEADERS[i] ?? '', width: 16, kind })) };

/** Mailing-like rows, numbered from `first`. */
const rowsFrom = (first: number): SheetCell[][] =>
  Array.from({ length: ROWS_PER_BATCH }, (_, i) => {
    const n = first + i;
    return [
      new Date(Date.UTC(2025, 0, 1) + n * 60_000),
      `BN${String(n).padStart(9, '0')}TH`,
      `ร้านทดสอบ ${n % 500}`,
      100 + (n % 5000),
      3200 + n,
    ];
  });

/**
 * Batches as fast as memory gives them (no I/O between them, the worst case for a writer that does not wait), noting
 * for each batch how many bytes of the file the reader had received when it was asked for.
 */
function countedBatches(count: number, receivedSoFar: () => number) {
  const askedAt: number[] = [];
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  async function* batches(): AsyncGenerator<SheetCell[][]> {
    try {
      for (let b = 0; b < count; b++) {
        askedAt.push(receivedSoFar());
        yield rowsFrom(b * ROWS_PER_BATCH);
      }
    } finally {
      finish();
    }
  }
  return { batches: batches(), askedAt, finished };
}

describe('streamWorkbook', () => {
  it('asks for the next batch of rows only once the zip has taken the last one, so memory stays flat', async () => {
    let received = 0;
    const { batches, askedAt } = countedBatches(6, () => received);
    const chunks: Buffer[] = [];
    await pipeline(
      streamWorkbook(spec, batches),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          chunks.push(chunk);
          setImmediate(done);
        },
      }),
    );

    // exceljs hands rows to the zip without heeding back-pressure: a writer that does not wait for the zip entry asks
    // for every batch while the reader has only the zip's first 4 bytes, and holds all their XML at once. Waiting, the
    // fifth batch is asked for once about four batches (some 60 KB each, deflated) have reached the reader.
    expect(askedAt).toHaveLength(6);
    expect(askedAt[4], 'bytes the reader had when the fifth batch was asked for').toBeGreaterThan(100_000);

    // And the file is whole: the header and every row, numbers as numbers.
    const book = XLSX.read(Buffer.concat(chunks), { type: 'buffer' });
    expect(book.SheetNames).toEqual([spec.sheetName]);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[spec.sheetName] as XLSX.WorkSheet, { header: 1 });
    expect(rows).toHaveLength(1 + 6 * ROWS_PER_BATCH);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.at(-1)?.slice(1)).toEqual(['BN000011999TH', 'ร้านทดสอบ 499', 100 + (11_999 % 5000), (3200 + 11_999) / 100]);
  });

  it('stops reading rows when the reader goes away', async () => {
    const { batches, askedAt, finished } = countedBatches(200, () => 0);
    const file = streamWorkbook(spec, batches);
    // The download is cancelled after its first bytes.
    await new Promise<void>((resolve) => file.once('data', () => resolve()));
    file.destroy();
    await finished;
    expect(askedAt.length).toBeLessThan(10);
  });
});
