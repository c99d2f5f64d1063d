import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { shipAddresses } from '../../db/schema/address-book';

const t = useTestApp();

const fixture = (name: string) => readFileSync(new URL(`../../../test/fixtures/${name}`, import.meta.url));

/** A workbook as Excel writes it (SheetJS), with the cells typed as given. */
function workbook(rows: unknown[][], bookType: 'xlsx' | 'biff8' = 'xlsx'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

const HEADER = ['ชื่อ-นามสกุล', 'เบอร์โทรศัพท์', 'ที่อยู่', 'รหัสไปรษณีย์', 'หมายเหตุ'];

async function upload(auth: Record<string, string>, filename: string, content: Buffer, kind = 'ship') {
  const { payload, headers } = multipartFile(filename, content);
  return t.app.inject({ method: 'POST', url: `/upload/excel?kind=${kind}`, headers: { ...auth, ...headers }, payload });
}

/** Saves the import dialog's rows into a book, as the dialog's confirm does. */
const saveRows = (auth: Record<string, string>, storeId: string | null, kind: 'ship' | 'send', rows: unknown[]) =>
  t.app.inject({ method: 'POST', url: `/api/stores/${storeId}/address/${kind}/multiple`, headers: auth, payload: { rows } });

/** A book's first page (`query` e.g. '?size=50'). */
const listBook = async (auth: Record<string, string>, storeId: string | null, kind: 'ship' | 'send', query = '') =>
  (await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/address/${kind}${query}`, headers: auth })).json();

describe('POST /upload/excel', () => {
  it('reads files saved by LibreOffice as .xlsx and .xls: Thai text, leading zeros, numeric postcodes', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    for (const name of ['recipients.xlsx', 'recipients.xls']) {
      const res = await upload(auth, name, fixture(name));
      expect(res.statusCode, name).toBe(200);
      const rows = res.json().rows;
      expect(rows.map((r: { name: string; telephone: string; postcode: string }) => [r.name, r.telephone, r.postcode])).toEqual([
        ['น้ำใจ ผู้ใหญ่บ้าน', '0812345678', '50200'],
        ['สมศักดิ์ รุ่งเรืองกิจการค้า', '0898765432', '10110'],
        ['มานี มีนา', '021234567', '10110'],
      ]);
      expect(rows[0].remark).toBe('ฝากไว้ที่ร้านน้ำชา');
      expect(rows.every((r: { errors: unknown[] }) => r.errors.length === 0)).toBe(true);
    }
  });

  it('reads an Excel-written .xlsx and .xls with number cells', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const content = workbook([HEADER, ['ทดสอบ ระบบ', 812345678, '1 ถนนสุขุมวิท', 10110, '']], bookType);
      const res = await upload(auth, bookType === 'xlsx' ? 'book.xlsx' : 'book.xls', content);
      expect(res.json().rows[0]).toMatchObject({ name: 'ทดสอบ ระบบ', telephone: '0812345678', postcode: '10110', errors: [] });
    }
  });

  it('marks each bad row with the spec message, saving nothing', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const content = workbook([
      HEADER,
      ['', '0811111111', '1 ถนนหนึ่ง', '10110'],
      ['ไม่มี ที่อยู่', '', '', '10110'],
      ['ไม่มี รหัส', '', '2 ถนนสอง', ''],
      [`${'ก'.repeat(51)} ข`, '', '3 ถนนสาม', '10110'],
      ['รหัส ผิด', '', '4 ถนนสี่', '99999'],
      ['ถูก ต้อง', '', '5 ถนนห้า', '10110'],
    ]);
    const rows = (await upload(auth, 'bad.xlsx', content)).json().rows;
    expect(rows.map((r: { errors: Array<{ field: string; message: string }> }) => r.errors.map((e) => `${e.field}: ${e.message}`))).toEqual(
      [
        ['name: กรุณาระบุชื่อ-นามสกุล'],
        ['address: กรุณาระบุที่อยู่'],
        ['postcode: กรุณาระบุรหัสไปรษณีย์'],
        ['name: ความยาวชื่อห้ามเกิน 50 ตัวอักษร'],
        ['postcode: รหัสไปรษณีย์ไม่ถูกต้อง'],
        [],
      ],
    );
    expect((await listBook(auth, storeId, 'ship')).paging.totalCount).toBe(0);
  });

  it('refuses a wrong file name or content with "รูปแบบไฟล์ไม่ถูกต้อง" and an empty sheet with "ไม่พบข้อมูล"', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    const good = workbook([HEADER, ['ก ข', '', '1', '10110']]);
    const cases: Array<[string, Buffer, string]> = [
      ['list.csv', Buffer.from('name,address\nก,1'), 'รูปแบบไฟล์ไม่ถูกต้อง'],
      ['list.pdf', good, 'รูปแบบไฟล์ไม่ถูกต้อง'],
      ['fake.xlsx', Buffer.from('<html>not a spreadsheet</html>'), 'รูปแบบไฟล์ไม่ถูกต้อง'],
      ['broken.xlsx', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'รูปแบบไฟล์ไม่ถูกต้อง'],
      ['empty.xlsx', workbook([]), 'ไม่พบข้อมูล'],
      ['header-only.xlsx', workbook([HEADER]), 'ไม่พบข้อมูล'],
    ];
    for (const [name, content, message] of cases) {
      const res = await upload(auth, name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.message, name).toBe(message);
    }
  });

  it('refuses a file over 5 MB and a request without a session', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    const big = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res = await upload(auth, 'big.xlsx', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
    expect((await upload({}, 'a.xlsx', workbook([HEADER, ['ก ข', '', '1', '10110']]))).statusCode).toBe(401);
  });
});

describe('POST /api/stores/:storeId/address/{ship,send}/multiple', () => {
  it('saves every row in one go, resolving the district from the address text', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const rows = (await upload(auth, 'recipients.xlsx', fixture('recipients.xlsx'))).json().rows;
    const res = await saveRows(auth, storeId, 'ship', rows);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ saved: 3 });
    const list = await listBook(auth, storeId, 'ship', '?size=50');
    const chiangMai = list.contents.find((r: { fullName: string }) => r.fullName === 'น้ำใจ ผู้ใหญ่บ้าน');
    expect(chiangMai).toMatchObject({
      name: 'น้ำใจ',
      surname: 'ผู้ใหญ่บ้าน',
      districtName: 'ศรีภูมิ',
      provinceName: 'เชียงใหม่',
      remark: 'ฝากไว้ที่ร้านน้ำชา',
    });
    // First name and surname are stored in their own columns, not only derived from the full name.
    const [stored] = await t.database.db.select().from(shipAddresses).where(eq(shipAddresses.id, chiangMai.id));
    expect(stored).toMatchObject({ name: 'น้ำใจ', surname: 'ผู้ใหญ่บ้าน', fullName: 'น้ำใจ ผู้ใหญ่บ้าน' });
    const khlongToei = list.contents.find((r: { fullName: string }) => r.fullName.startsWith('สมศักดิ์'));
    expect(khlongToei).toMatchObject({ districtName: 'คลองเตย', provinceName: 'กรุงเทพมหานคร' });
  });

  it('saves the rows once per Idempotency-Key: a double click saves them once, a new submission again', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const rows = (await upload(auth, 'recipients.xlsx', fixture('recipients.xlsx'))).json().rows;
    const key = crypto.randomUUID();
    const [one, two] = await Promise.all([
      saveRows({ ...auth, 'idempotency-key': key }, storeId, 'ship', rows),
      saveRows({ ...auth, 'idempotency-key': key }, storeId, 'ship', rows),
    ]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    expect(two.json()).toEqual({ saved: 3 });
    expect((await listBook(auth, storeId, 'ship', '?size=50')).paging.totalCount).toBe(3);
    expect((await saveRows({ ...auth, 'idempotency-key': crypto.randomUUID() }, storeId, 'ship', rows)).statusCode).toBe(201);
    expect((await listBook(auth, storeId, 'ship', '?size=50')).paging.totalCount).toBe(6);
  });

  it('splits a one-cell street line into its parts and prints the area once', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const rows = [
      {
        name: 'สมชาย ใจดี',
        address: '123/45 ซ.ลาดพร้าว 101 ถ.ลาดพร้าว กรุงเทพฯ แขวง คลองจั่น เขต บางกะปิ กรุงเทพมหานคร',
        postcode: '10240',
      },
      { name: 'มานี มีนา', address: '12 หมู่ 3 ตำบล สุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่', postcode: '50200' },
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${storeId}/address/ship/multiple`,
      headers: auth,
      payload: { rows },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = (await t.app.inject({ method: 'GET', url: `/api/stores/${storeId}/address/ship`, headers: auth })).json();
    const byName = (name: string) => list.contents.find((r: { name: string }) => r.name === name);
    expect(byName('สมชาย')).toMatchObject({
      homeAddress: '123/45',
      alley: 'ลาดพร้าว 101',
      street: 'ลาดพร้าว',
      districtName: 'คลองจั่น',
      address: '123/45 ซอยลาดพร้าว 101 ถนนลาดพร้าว แขวงคลองจั่น เขตบางกะปิ กรุงเทพมหานคร 10240',
    });
    expect(byName('มานี')).toMatchObject({
      homeAddress: '12',
      swine: '3',
      address: '12 หมู่ 3 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่ 50200',
    });
  });

  it('saves nothing when one row is invalid, and says which item', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const rows = [
      { name: 'ดี มาก', telephone: '', address: '1', postcode: '10110' },
      { name: 'ไม่ดี', telephone: '', address: '', postcode: '10110' },
    ];
    const res = await saveRows(auth, storeId, 'ship', rows);
    expect(res.statusCode).toBe(400);
    expect(issueMessages(res.json())).toEqual({ 'rows.1.address': 'กรุณาระบุที่อยู่' });
    expect((await listBook(auth, storeId, 'ship')).paging.totalCount).toBe(0);
  });

  it('imports senders with the name split at the first space, the first becoming default', async () => {
    const { auth, storeId } = await createUser(t.app, t.database.db, { store: {} });
    const rows = [
      { name: 'สมชาย ใจดี มาก', telephone: '0812345678', address: '99/9 ต.ศรีภูมิ', postcode: '50200' },
      { name: 'เดียว', telephone: '', address: '1', postcode: '10110' },
    ];
    const res = await saveRows(auth, storeId, 'send', rows);
    expect(res.statusCode).toBe(201);
    const list = await listBook(auth, storeId, 'send');
    const senders = Object.fromEntries(list.contents.map((s: { name: string }) => [s.name, s]));
    expect(senders.สมชาย).toMatchObject({ surname: 'ใจดี มาก', isDefault: true, districtName: 'ศรีภูมิ' });
    expect(senders.เดียว).toMatchObject({ surname: '', isDefault: false });
  });
});

describe('GET /api/address/templates/:kind', () => {
  it('downloads a template the import reads back', async () => {
    const { auth } = await createUser(t.app, t.database.db, { store: {} });
    const res = await t.app.inject({ method: 'GET', url: '/api/address/templates/ship' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = (await upload(auth, 'template.xlsx', res.rawPayload)).json().rows;
    expect(rows).toEqual([expect.objectContaining({ name: 'สมชาย ใจดี', telephone: '0812345678', postcode: '50200', errors: [] })]);
  });
});
