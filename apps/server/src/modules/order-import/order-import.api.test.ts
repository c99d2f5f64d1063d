import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createShop, createStorefrontTestApp, type Shop } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { orderItems, orders } from '../../db/schema/orders';
import { storeDeliveryOptions } from '../../db/schema/stores';
import { bangkokDay } from '../orders/order-pricing';
import { createOrderImportRepository } from './order-import.repository';

const t = useTestApp(createStorefrontTestApp);

const HEADER = ['เลขที่คำสั่งซื้อ', 'ชื่อผู้รับ', 'เบอร์โทร', 'ที่อยู่', 'สินค้า', 'จำนวน', 'ราคา'];
const COLUMNS = {
  externalOrderId: 'เลขที่คำสั่งซื้อ',
  recipientName: 'ชื่อผู้รับ',
  phone: 'เบอร์โทร',
  addressText: 'ที่อยู่',
  item: 'สินค้า',
  quantity: 'จำนวน',
  price: 'ราคา',
};
/** Addresses as buyers type them: each names its sub-district, district, province and postcode. */
const ADDRESSES = [
  '12/3 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร 10110',
  '45 หมู่ 5 ต.สุเทพ อ.เมืองเชียงใหม่ จ.เชียงใหม่ 50200',
  '7 ซอยรามคำแหง 24 แขวงหัวหมาก เขตบางกะปิ กรุงเทพฯ 10240',
];

function workbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), 'Orders');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
const csv = (rows: string[][]) =>
  Buffer.from(`\ufeff${rows.map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(',')).join('\r\n')}`);

/** `n` good rows: order numbers with a leading zero, products of the shop and free text. */
const goodRows = (n: number, prefix = 'SP') =>
  Array.from({ length: n }, (_, i) => [
    `${prefix}0${String(i + 1).padStart(5, '0')}`,
    `ผู้รับ ที่${i + 1}`,
    '0812345678',
    ADDRESSES[i % ADDRESSES.length] as string,
    i % 2 === 0 ? 'เสื้อยืด' : 'สบู่สมุนไพร (ของแถม)',
    String((i % 3) + 1),
    i % 2 === 0 ? '' : '49.50',
  ]);

const upload = (s: Shop, name: string, content: Buffer) => {
  const { payload, headers } = multipartFile(name, content);
  return t.app.inject({
    method: 'POST',
    url: `/api/stores/${s.store.id}/order-imports/uploads`,
    headers: { ...s.seller.auth, ...headers },
    payload,
  });
};
const uploaded = async (s: Shop, name: string, content: Buffer) => {
  const res = await upload(s, name, content);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { uploadId: string; headers: string[]; rowCount: number; mappingId: string | null };
};
const body = (uploadId: string, extra: Record<string, unknown> = {}) => ({ uploadId, columns: COLUMNS, deliveryOptionId: 'ems', ...extra });
const preview = (s: Shop, payload: Record<string, unknown>, lang = 'th') =>
  t.app.inject({
    method: 'POST',
    url: `/api/stores/${s.store.id}/order-imports/preview`,
    headers: { ...s.seller.auth, 'accept-language': lang },
    payload,
  });
const save = (s: Shop, payload: Record<string, unknown>, key = crypto.randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/stores/${s.store.id}/order-imports`,
    headers: { ...s.seller.auth, 'idempotency-key': key },
    payload,
  });
const states = (preview: { rows: Array<{ state: string }> }) => preview.rows.map((r) => r.state);
const storeOrders = (s: Shop) => t.database.db.select().from(orders).where(eq(orders.storeId, s.store.id));

describe('orders from a spreadsheet', () => {
  it('previews, saves every row as a paid order ready for a label, and keeps the mapping for the next file', async () => {
    const s = await createShop(t);
    const file = await uploaded(s, 'shopee.xlsx', workbook([HEADER, ...goodRows(4)]));
    expect(file).toMatchObject({ headers: HEADER, rowCount: 4, mappingId: null });

    const shown = await preview(s, body(file.uploadId));
    expect(shown.statusCode, shown.body).toBe(200);
    expect(states(shown.json())).toEqual(['ready', 'ready', 'ready', 'ready']);
    const [first, second] = shown.json().rows;
    // The product is found by name and priced by the store; free text keeps the sheet's price; the address is read.
    expect(first).toMatchObject({
      line: 2,
      externalOrderId: 'SP000001',
      item: 'เสื้อยืด',
      isProduct: true,
      price: 10000,
      quantity: 1,
      state: 'ready',
    });
    expect(first.address).toContain('แขวงคลองเตย');
    expect(second).toMatchObject({ isProduct: false, price: 4950, quantity: 2 });
    expect(await storeOrders(s)).toHaveLength(0);

    const saved = await save(s, body(file.uploadId, { mappingName: 'Shopee ของฉัน' }));
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toMatchObject({ created: 4, skipped: [] });
    const made = await storeOrders(s);
    expect(made.map((o) => o.externalOrderId).sort()).toEqual(['SP000001', 'SP000002', 'SP000003', 'SP000004']);
    expect(made.every((o) => o.statusKey === 'PENDING_TO_BE_PACKED' && o.confirmPayment && o.deliveryFeeSatang === 5000)).toBe(true);
    const order = (
      await t.app.inject({ method: 'GET', url: `/api/stores/${s.store.id}/orders/${saved.json().orderIds[1]}`, headers: s.seller.auth })
    ).json();
    expect(order).toMatchObject({
      canMakeLabel: true,
      totalPrice: 9900,
      shipAddress: { postcode: '50200', districtName: 'สุเทพ', swine: '5' },
    });
    expect(order.orderItems).toMatchObject([{ productId: null, name: 'สบู่สมุนไพร (ของแถม)', price: 4950, quantity: 2 }]);

    // Next time: the saved mapping is listed and chosen for a sheet with the same headers (in another order, as CSV).
    const mappings = (
      await t.app.inject({ method: 'GET', url: `/api/stores/${s.store.id}/order-imports/mappings`, headers: s.seller.auth })
    ).json();
    expect(mappings).toEqual([{ id: expect.any(String), name: 'Shopee ของฉัน', columns: COLUMNS }]);
    const reordered = [...HEADER].reverse();
    const rows = [...goodRows(4), ...goodRows(2, 'LZ')].map((r) => [...r].reverse());
    const next = await uploaded(s, 'next.csv', csv([reordered, ...rows]));
    expect(next.mappingId).toBe(mappings[0].id);
    const again = await save(s, { ...body(next.uploadId), columns: mappings[0].columns });
    // The four imported before are skipped and reported; the two new ones are saved.
    expect(again.json()).toMatchObject({ created: 2 });
    expect(again.json().skipped.map((r: { externalOrderId: string }) => r.externalOrderId)).toEqual([
      'SP000001',
      'SP000002',
      'SP000003',
      'SP000004',
    ]);
    expect(await storeOrders(s)).toHaveLength(6);
  });

  it('lists every row’s problems in Thai or English, and a save with any problem saves nothing', async () => {
    const s = await createShop(t);
    const rows = goodRows(5);
    rows[1] = ['SP0X2', 'ไม่มีที่อยู่ชัด', '', 'บ้านสวน ใกล้ตลาด', 'เสื้อยืด', '1', ''];
    rows[2] = ['SP0X3', 'ของแถม', '', ADDRESSES[0] as string, 'ถุงผ้า', '1', ''];
    rows[3] = ['SP0X4', 'จำนวนศูนย์', '', ADDRESSES[1] as string, 'เสื้อยืด', '0', ''];
    rows[4] = [rows[0]?.[0] as string, 'ซ้ำ', '', ADDRESSES[2] as string, 'เสื้อยืด', '1', ''];
    const file = await uploaded(s, 'orders.xlsx', workbook([HEADER, ...rows]));

    const th = (await preview(s, body(file.uploadId))).json();
    expect(states(th)).toEqual(['ready', 'problem', 'problem', 'problem', 'problem']);
    const messages = (lang: typeof th) => lang.rows.map((r: { problems: Array<{ message: string }> }) => r.problems.map((p) => p.message));
    expect(messages(th)).toEqual([
      [],
      ['อ่านตำบล อำเภอ จังหวัด หรือรหัสไปรษณีย์ไม่ได้แน่ชัด กรุณาแก้ที่อยู่ในไฟล์'],
      ['กรุณาระบุราคา (สินค้านี้ไม่มีในร้าน)'],
      ['จำนวนสินค้าต้องไม่น้อยกว่า 1'],
      ['เลขที่คำสั่งซื้อซ้ำกับแถวที่ 2'],
    ]);
    const en = (await preview(s, body(file.uploadId), 'en')).json();
    expect(messages(en)[2]).toEqual(['Please enter the price (this item is not a product of the store)']);
    expect(en.rows[1]).toMatchObject({ state: 'problem', problems: [{ field: 'addressText' }] });

    const refused = await save(s, body(file.uploadId));
    expect(refused.statusCode).toBe(400);
    expect(issueMessages(refused.json())).toMatchObject({
      'rows.1.addressText': expect.any(String),
      'rows.3.quantity': 'จำนวนสินค้าต้องไม่น้อยกว่า 1',
    });
    expect(await storeOrders(s)).toHaveLength(0);

    // A mapped header the file lacks refuses the file at that field's mapping; a required field must be mapped.
    const missing = await preview(s, { ...body(file.uploadId), columns: { ...COLUMNS, phone: 'โทรศัพท์มือถือ' } });
    expect(issueMessages(missing.json())).toEqual({ 'columns.phone': 'ไม่พบคอลัมน์ "โทรศัพท์มือถือ" ในไฟล์' });
    const unmapped = await preview(s, { ...body(file.uploadId), columns: { ...COLUMNS, item: undefined } });
    expect(issueMessages(unmapped.json())).toEqual({ 'columns.item': 'กรุณาเลือกคอลัมน์ของช่องนี้' });
  });

  it('refuses what is no sheet, an empty sheet and another store’s upload', async () => {
    const s = await createShop(t);
    expect((await upload(s, 'orders.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]))).json().error.code).toBe('INVALID_FILE_TYPE');
    expect((await upload(s, 'orders.xlsx', Buffer.from('a,b\n1,2'))).json().error.code).toBe('INVALID_FILE_TYPE');
    expect((await upload(s, 'orders.csv', csv([HEADER]))).json().error.code).toBe('IMPORT_EMPTY');
    const other = await createShop(t);
    const file = await uploaded(other, 'o.csv', csv([HEADER, ...goodRows(1)]));
    const res = await preview(s, body(file.uploadId));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('ORDER_IMPORT_NOT_FOUND');
  });

  it('two saves of one file at once make each order once: the unique index skips what the other saved', async () => {
    const s = await createShop(t);
    const file = await uploaded(s, 'twice.csv', csv([HEADER, ...goodRows(30)]));
    // On PostgreSQL both may pass the check for earlier imports before either writes, and the index decides; PGlite
    // runs them one after the other (the next test takes the check away to prove the index's part).
    const [a, b] = await Promise.all([save(s, body(file.uploadId)), save(s, body(file.uploadId))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().created + b.json().created).toBe(30);
    expect(a.json().skipped.length + b.json().skipped.length).toBe(30);
    expect(await storeOrders(s)).toHaveLength(30);
  });

  it('leaves out of an insert an order number saved meanwhile (the unique index decides), never doubling it', async () => {
    const s = await createShop(t);
    const file = await uploaded(s, 'one.csv', csv([HEADER, ...goodRows(1)]));
    expect((await save(s, body(file.uploadId))).statusCode).toBe(201);
    const [first] = await storeOrders(s);
    if (!first?.externalOrderId) throw new Error('no imported order');
    const { id: _id, name: _name, createdAt: _created, updatedAt: _updated, ...values } = first;
    const line = { productId: null, name: 'ถุงผ้า', priceSatang: 4900, quantity: 1, discountSatang: 0 };
    const repo = createOrderImportRepository(t.database.db);
    // What a second import sends when it checked before the first committed: the same number, and a new one.
    const made = await repo.transaction((tx) =>
      repo.insertOrders(tx, s.store.id, bangkokDay(), [
        { values: { ...values, externalOrderId: first.externalOrderId as string }, line },
        { values: { ...values, externalOrderId: 'NEW-1' }, line },
      ]),
    );
    expect([...made.keys()]).toEqual(['NEW-1']);
    expect((await storeOrders(s)).map((o) => o.externalOrderId).sort()).toEqual([first.externalOrderId, 'NEW-1'].sort());
  });

  it('imports a 10,000-row sheet in one save', { timeout: 120_000 }, async () => {
    const s = await createShop(t);
    const file = await uploaded(s, 'big.xlsx', workbook([HEADER, ...goodRows(10_000)]));
    expect(file.rowCount).toBe(10_000);
    const saved = await save(s, body(file.uploadId));
    expect(saved.statusCode, saved.body.slice(0, 500)).toBe(201);
    expect(saved.json().created).toBe(10_000);
    const made = await storeOrders(s);
    expect(made).toHaveLength(10_000);
    expect(new Set(made.map((o) => o.name)).size).toBe(10_000);
    const lines = await t.database.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.storeId, s.store.id));
    expect(lines).toHaveLength(10_000);
  });

  it("reads a cash-on-delivery column: the amount must be the store's own, and the order waits for its label unpaid", async () => {
    const s = await createShop(t);
    const header = [...HEADER, 'เก็บเงินปลายทาง'];
    const columns = { ...COLUMNS, codAmount: 'เก็บเงินปลายทาง' };
    // The product (100 baht) shipped by EMS (50 baht) with the store's COD fee (20 baht): 170 baht to collect.
    const row = (id: string, cod: string) => [id, 'สมหญิง', '0812345678', ADDRESSES[0] as string, 'เสื้อยืด', '1', '', cod];
    const file = await uploaded(s, 'cod.xlsx', workbook([header, row('C1', '170'), row('C2', '150'), row('C3', '')]));

    const notOffered = (await preview(s, { ...body(file.uploadId), columns })).json();
    expect(states(notOffered)).toEqual(['problem', 'problem', 'ready']);
    expect(notOffered.rows[0].problems).toEqual([
      { field: 'codAmount', code: 'errors.COD_NOT_OFFERED', message: 'ร้านค้านี้ไม่มีบริการเก็บเงินปลายทางสำหรับบริการจัดส่งที่เลือก' },
    ]);

    await t.database.db
      .update(storeDeliveryOptions)
      .set({ codEnabled: true, codFeeSatang: 2000 })
      .where(eq(storeDeliveryOptions.storeId, s.store.id));
    const shown = (await preview(s, { ...body(file.uploadId), columns })).json();
    expect(states(shown)).toEqual(['ready', 'problem', 'ready']);
    expect(shown.rows[0].codAmount).toBe(17000);
    expect(shown.rows[2].codAmount).toBeNull();
    expect(shown.rows[1].problems[0].message).toBe(
      'ยอดเก็บเงินปลายทางในไฟล์ (150.00) ไม่ตรงกับที่ร้านคำนวณได้ (170.00) จากราคาสินค้า ค่าจัดส่ง และค่าธรรมเนียมเก็บเงินปลายทาง',
    );
    const refused = await save(s, { ...body(file.uploadId), columns });
    expect(refused.statusCode).toBe(400);
    expect(await storeOrders(s)).toHaveLength(0);

    const fixed = await uploaded(s, 'cod-fixed.xlsx', workbook([header, row('C1', '170'), row('C3', '')]));
    const saved = await save(s, { ...body(fixed.uploadId), columns });
    expect(saved.statusCode, saved.body).toBe(201);
    const made = await storeOrders(s);
    const cod = made.find((o) => o.externalOrderId === 'C1');
    const paid = made.find((o) => o.externalOrderId === 'C3');
    expect(cod).toMatchObject({ statusKey: 'PENDING_TO_BE_PACKED', confirmPayment: false, codFeeSatang: 2000, codAmountSatang: 17000 });
    expect(paid).toMatchObject({ confirmPayment: true, codFeeSatang: null, codAmountSatang: null });
  });
});
