import { crc32, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { createTestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { AppError } from '../../lib/app-error';
import { MAX_SHEET_CELLS } from '../../lib/excel/address-sheet';
import { createSheetPool } from '../../lib/excel/sheet-pool';
import { IMPORT_UPLOADS_PER_MINUTE } from './address-import.routes';

const t = useTestApp();

/** A little-endian field of a ZIP header: where, how many bytes, what. */
type Field = [at: number, width: 2 | 4, value: number];
const at = (base: number, fields: Field[]): Field[] => fields.map(([offset, width, value]) => [base + offset, width, value]);
/** A ZIP header of `size` bytes with its fields written. */
function header(size: number, fields: Field[]): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [offset, width, value] of fields) {
    if (width === 4) bytes.writeUInt32LE(value, offset);
    else bytes.writeUInt16LE(value, offset);
  }
  return bytes;
}

/** A ZIP of stored-as-deflate entries, written by hand so a 45 MB sheet costs the test no spreadsheet library time. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const raw = Buffer.from(text);
    const packed = deflateRawSync(raw, { level: 9 });
    const fileName = Buffer.from(name);
    // The entry's checksum and sizes, which the local header (at 14) and the central one (at 16) both carry.
    const sums: Field[] = [
      [0, 4, crc32(raw)],
      [4, 4, packed.length],
      [8, 4, raw.length],
      [12, 2, fileName.length],
    ];
    const head = header(30, [[0, 4, 0x04034b50], [4, 2, 20], [8, 2, 8], ...at(14, sums)]);
    const central = header(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], [10, 2, 8], ...at(16, sums), [42, 4, offset]]);
    locals.push(head, fileName, packed);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const count = centrals.length / 2;
  const end = header(22, [
    [0, 4, 0x06054b50],
    [8, 2, count],
    [10, 2, count],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...locals, directory, end]);
}

/** An .xlsx of `rows` rows of `columns` inline-text cells, each `cellText` long. */
function sheet(rows: number, columns: number, cellText: number): Buffer {
  const letter = (i: number) => String.fromCharCode(65 + (i % 26)) + (i >= 26 ? 'A' : '');
  const text = 'ก'.repeat(Math.ceil(cellText / 3));
  const body: string[] = [];
  for (let r = 1; r <= rows; r++) {
    const cells = Array.from({ length: columns }, (_, c) => `<c r="${letter(c)}${r}" t="inlineStr"><is><t>${text}</t></is></c>`);
    body.push(`<row r="${r}">${cells.join('')}</row>`);
  }
  return zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${body.join('')}</sheetData></worksheet>`,
  });
}

const upload = (auth: Record<string, string>, content: Buffer, app = t.app) => {
  const { payload, headers } = multipartFile('heavy.xlsx', content);
  return app.inject({ method: 'POST', url: '/upload/excel?kind=ship', headers: { ...auth, ...headers }, payload });
};

describe('reading an address sheet beside other requests', () => {
  it('keeps answering GET /api/provinces while a sheet that inflates to 45 MB is read', { timeout: 120_000 }, async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    // 5,000 rows (no header: the template order) of five 1.8 KB cells: within every cap, about 45 MB of XML from a few hundred KB of upload.
    const heavy = sheet(5000, 5, 1800);
    expect(heavy.length).toBeLessThan(1024 * 1024);
    let importing = true;
    const imported = upload(auth, heavy).finally(() => {
      importing = false;
    });
    // Other requests go on while the sheet is read: counted, not timed. Read on this thread, the seconds of parsing
    // would let none through (a few before it starts: 7 when tried); read on a worker, thousands are answered.
    const waits: number[] = [];
    while (importing) {
      // An injected request can resolve without leaving the microtask queue; a real client's comes through the
      // event loop, where the reader's answer also arrives.
      await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      const provinces = await t.app.inject({ url: '/api/provinces' });
      expect(provinces.statusCode).toBe(200);
      waits.push(performance.now() - started);
    }
    const answer = await imported;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().rows).toHaveLength(5000);
    expect(waits.length).toBeGreaterThan(100);
    // For the reader, not asserted: how long a request waited at most while the sheet was read.
    console.log(`[sheet import] ${waits.length} other requests answered meanwhile, the slowest in ${Math.max(...waits).toFixed(0)} ms`);
  });

  it('refuses a sheet with more cells than an import can hold before reading it', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    const res = await upload(auth, sheet(Math.ceil(MAX_SHEET_CELLS / 20) + 1, 20, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('IMPORT_SHEET_TOO_BIG');
  });

  it('limits uploads per user, not per address', async () => {
    const first = await createUser(t.app, t.database.db, { store: {} });
    const second = await createUser(t.app, t.database.db, { store: {} });
    const small = sheet(2, 5, 5);
    for (let i = 0; i < IMPORT_UPLOADS_PER_MINUTE; i++) expect((await upload(first.auth, small)).statusCode).toBe(200);
    const refused = await upload(first.auth, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    // Same test client address, another account: its own count.
    expect((await upload(second.auth, small)).statusCode).toBe(200);
  });

  it('refuses at once when every thread is reading and the queue is full', { timeout: 60_000 }, async () => {
    const pool = createSheetPool({ threads: 1, queueLimit: 1 });
    try {
      const heavy = sheet(3000, 5, 1800);
      const reading = [pool.read(heavy, 'ship'), pool.read(heavy, 'ship')];
      let refusal: unknown;
      try {
        await pool.read(heavy, 'ship');
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).code).toBe('IMPORT_BUSY');
      expect((await Promise.all(reading)).map((rows) => rows.length)).toEqual([3000, 3000]);
    } finally {
      await pool.close();
    }
  });
});

describe('an import while every sheet thread is busy', () => {
  // One thread and no queue: the second upload that comes while a sheet is being read is refused.
  const pool = createSheetPool({ threads: 1, queueLimit: 0 });
  const busy = useTestApp(() => createTestApp({ sheetPool: pool }));
  afterAll(() => pool.close());

  it('answers 503 IMPORT_BUSY with Retry-After and a message to try again, then reads the sheet once free', {
    timeout: 120_000,
  }, async () => {
    const { auth } = await createUser(busy.app, busy.database.db, { store: {} });
    let reading = true;
    const first = upload(auth, sheet(3000, 5, 1800), busy.app).finally(() => {
      reading = false;
    });
    const small = sheet(2, 5, 5);
    // Until one is refused while the heavy sheet is still being read (no sleeping on a guess of how long it takes).
    let refused: Awaited<ReturnType<typeof upload>> | undefined;
    while (reading && !refused) {
      const res = await upload(auth, small, busy.app);
      if (res.statusCode === 503) refused = res;
    }
    expect(refused, 'no upload was refused while the heavy sheet was read').toBeDefined();
    expect(refused?.json().error.code).toBe('IMPORT_BUSY');
    expect(refused?.headers['retry-after']).toBe('10');
    expect(refused?.json().error.message).toMatch(/ลองใหม่/);
    expect((await first).statusCode).toBe(200);
    // Free again: the same small sheet is read.
    expect((await upload(auth, small, busy.app)).statusCode).toBe(200);
  });
});
