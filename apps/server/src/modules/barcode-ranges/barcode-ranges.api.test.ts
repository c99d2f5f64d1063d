import { BARCODE_RANGE_LOW_REMAINING } from '@songdee/shared/barcode-range/barcode-range.schema';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { testDatabaseTarget } from '../../../test/global-setup';
import { createRecipients, createSender, ids, publish, rangePositions } from '../../../test/mailing-fixtures';
import { postOfficeAdmin } from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { barcodeRanges, mailings } from '../../db/schema/mailings';
import { DEMO_BARCODE_RANGES, seedDemoBarcodeRanges } from '../../db/seed/barcode-stock';
import { runSeed } from '../../db/seed/run-seed';

/*
 * Facts (shared reference, postal-facts.md, "UPU S10 item identifiers"): an S10 identifier is two service-indicator
 * letters (E* EMS, R* registered, C* parcel post), an 8-digit serial, a check digit and TH; the post office allocates
 * each customer a prefix and a block of serials, so ranges are data an admin loads, never seed constants; an
 * identifier must not be reused within 12 months.
 */

const t = useTestApp();
type Auth = Record<string, string>;
let central: Auth;
const PATH = '/api/admin/barcode-ranges';

beforeAll(async () => {
  // Production starts with no range: this file's database drops the demo ranges the other tests publish from.
  await t.database.db.delete(barcodeRanges);
  central = (await postOfficeAdmin(t, '000000')).auth;
});

const add = (payload: Record<string, unknown>, auth: Auth = central) => t.app.inject({ method: 'POST', url: PATH, headers: auth, payload });
const list = async (query = '') => (await t.app.inject({ url: `${PATH}${query}`, headers: central })).json();
const retire = (id: string, auth: Auth = central) => t.app.inject({ method: 'POST', url: `${PATH}/${id}/retire`, headers: auth });
const range = (deliveryOptionId: string, prefix: string, firstSerial: string, lastSerial: string) => ({
  deliveryOptionId,
  prefix,
  firstSerial,
  lastSerial,
});
async function added(payload: Record<string, unknown>) {
  const res = await add(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; prefix: string; remaining: number; isLow: boolean; nextSerial: string };
}

/** A seller with a default sender and `n` address-book recipients. */
async function seller(n: number) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  await createSender(t.database.db, u.storeId!, u.user.id);
  const recipients = await createRecipients(t.database.db, u.storeId!, u.user.id, n);
  return { ...u, storeId: u.storeId!, recipients };
}
const storeMailings = (storeId: string) => t.database.db.select().from(mailings).where(eq(mailings.storeId, storeId));

describe('publishing with no range loaded', () => {
  it('has no range after the reference seed (production); the invented ranges are demo data, seeded into an empty table only', async () => {
    const db = t.database.db;
    await runSeed(db, { demoAccounts: false });
    expect(await db.select().from(barcodeRanges)).toEqual([]);
    await seedDemoBarcodeRanges(db);
    expect(await db.select().from(barcodeRanges)).toHaveLength(DEMO_BARCODE_RANGES.length);
    await seedDemoBarcodeRanges(db);
    expect(await db.select().from(barcodeRanges)).toHaveLength(DEMO_BARCODE_RANGES.length);
    await db.delete(barcodeRanges);
  });

  it('says the service has run out and to ask the post office, and saves nothing', async () => {
    const s = await seller(2);
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'parcel', weight: 500, recipients: ids(s.recipients) });
    expect(res.statusCode).toBe(409);
    expect(apiError(res)).toMatchObject({
      code: 'BARCODE_RANGE_EXHAUSTED',
      message: 'เลขบาร์โค้ดของบริการนี้หมดแล้ว กรุณาติดต่อไปรษณีย์เพื่อขอช่วงเลขใหม่',
    });
    expect(await storeMailings(s.storeId)).toEqual([]);
  });
});

describe('POST /api/admin/barcode-ranges', () => {
  it('adds a range (prefix taken in capitals) and lists it with what is left and a low-stock flag', async () => {
    const small = await added(range('ems', 'ea', '00000001', '00000500'));
    expect(small).toMatchObject({ prefix: 'EA', firstSerial: '00000001', lastSerial: '00000500', nextSerial: '00000001' });
    expect(small).toMatchObject({ remaining: 500, used: 0, isLow: true, retiredAt: null, deliveryName: 'อีเอ็มเอส (EMS)' });
    const big = await added(range('ems', 'EA', '10000000', '10999999'));
    expect(big).toMatchObject({ remaining: 1_000_000, isLow: false });
    // The threshold is the shared constant: exactly that many left is not low.
    const edge = await added(range('ems', 'EA', '20000000', String(20_000_000 + BARCODE_RANGE_LOW_REMAINING - 1)));
    expect(edge).toMatchObject({ remaining: BARCODE_RANGE_LOW_REMAINING, isLow: false });

    const page = await list('?deliveryOptionId=ems&size=100');
    const mine = page.contents.filter((r: { prefix: string }) => r.prefix === 'EA');
    expect(mine.map((r: { id: string }) => r.id)).toEqual([small.id, big.id, edge.id]);
    expect((await list('?searchString=ea&size=100')).contents.length).toBeGreaterThanOrEqual(3);
    expect((await list('?searchString=QQ')).contents).toEqual([]);
  });

  it('refuses a range that overlaps any range of its prefix, in every shape; touching ranges and another prefix are fine', async () => {
    await added(range('ems', 'EX', '00001000', '00001999'));
    const shapes: Array<[string, string]> = [
      ['00001000', '00001999'], // the same range
      ['00001500', '00001600'], // inside it
      ['00000500', '00001000'], // over its first serial
      ['00001999', '00003000'], // over its last serial
      ['00000000', '00005000'], // around it
      ['00001234', '00001234'], // one serial in it
    ];
    for (const [first, last] of shapes) {
      const res = await add(range('ems', 'EX', first, last));
      expect(res.statusCode, `${first}-${last}`).toBe(409);
      expect(apiError(res)).toMatchObject({
        code: 'BARCODE_RANGE_OVERLAP',
        message: `ช่วงเลข EX ${first}-${last} ซ้อนทับกับช่วงเลขที่มีอยู่แล้ว (EX 00001000-00001999) เลขบาร์โค้ดห้ามใช้ซ้ำ`,
      });
      expect(issueAt(res, 'firstSerial')).toContain('ซ้อนทับ');
    }
    // Another option with the same prefix is still the same identifiers.
    expect(apiError(await add(range('promptpost', 'EX', '00001500', '00001500'))).code).toBe('BARCODE_RANGE_OVERLAP');
    await added(range('ems', 'EX', '00002000', '00002999'));
    await added(range('ems', 'EX', '00000000', '00000999'));
    await added(range('ems', 'EY', '00001000', '00001999'));
  });

  it('refuses a range overlapping a retired one: its barcodes may still be on parcels', async () => {
    const old = await added(range('ems', 'EW', '00000001', '00000100'));
    expect((await retire(old.id)).statusCode).toBe(200);
    const res = await add(range('ems', 'EW', '00000050', '00000200'));
    expect(apiError(res)).toMatchObject({ code: 'BARCODE_RANGE_OVERLAP', params: { existingFirst: '00000001', existingLast: '00000100' } });
  });

  it('refuses malformed ranges at their fields, in Thai and English', async () => {
    const valid = range('ems', 'EV', '00000001', '00000010');
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...valid, prefix: 'E' }, 'prefix', 'อักษรนำหน้าต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ 2 ตัว เช่น EA'],
      [{ ...valid, prefix: 'E1' }, 'prefix', 'อักษรนำหน้าต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ 2 ตัว เช่น EA'],
      [{ ...valid, prefix: 'EAB' }, 'prefix', 'อักษรนำหน้าต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ 2 ตัว เช่น EA'],
      [{ ...valid, prefix: 'อี' }, 'prefix', 'อักษรนำหน้าต้องเป็นตัวอักษรภาษาอังกฤษพิมพ์ใหญ่ 2 ตัว เช่น EA'],
      [{ ...valid, firstSerial: '1234' }, 'firstSerial', 'เลขต้องเป็นตัวเลข 8 หลัก เช่น 00000001'],
      [{ ...valid, lastSerial: '123456789' }, 'lastSerial', 'เลขต้องเป็นตัวเลข 8 หลัก เช่น 00000001'],
      [{ ...valid, firstSerial: '0000000a' }, 'firstSerial', 'เลขต้องเป็นตัวเลข 8 หลัก เช่น 00000001'],
      [{ ...valid, firstSerial: 1 }, 'firstSerial', 'เลขต้องเป็นตัวเลข 8 หลัก เช่น 00000001'],
      [{ ...valid, firstSerial: '00000011' }, 'lastSerial', 'เลขสุดท้ายต้องไม่น้อยกว่าเลขแรก'],
      [{ ...valid, deliveryOptionId: '' }, 'deliveryOptionId', 'ไม่สามารถเว้นว่างได้'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await add(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(issueAt(res, field)).toBe(message);
    }
    const english = await t.app.inject({
      method: 'POST',
      url: PATH,
      headers: { ...central, 'accept-language': 'en' },
      payload: { ...valid, firstSerial: '00000011' },
    });
    expect(issueAt(english, 'lastSerial')).toBe('The last serial must not be below the first');
  });

  it("refuses a prefix that does not fit the option's service, and an unknown option", async () => {
    const registeredOnEms = await add(range('ems', 'RA', '00000001', '00000010'));
    expect(registeredOnEms.statusCode).toBe(400);
    expect(apiError(registeredOnEms)).toMatchObject({ code: 'BARCODE_RANGE_PREFIX_SERVICE', params: { letter: 'E' } });
    expect(issueAt(registeredOnEms, 'prefix')).toBe('อักษรนำหน้าของบริการนี้ต้องขึ้นต้นด้วย E');
    expect(apiError(await add(range('registered', 'EA', '00000001', '00000010'))).params).toEqual({ letter: 'R' });
    const unknown = await add(range('nope', 'EA', '00000001', '00000010'));
    expect(apiError(unknown).code).toBe('DELIVERY_OPTION_NOT_FOUND');
    expect(issueAt(unknown, 'deliveryOptionId')).toBe('ไม่พบบริการขนส่งที่เลือก');
    expect((await list('?searchString=RA')).contents).toEqual([]);
  });

  it.skipIf(testDatabaseTarget().kind !== 'postgres')(
    'lets one of two simultaneous overlapping adds win (needs PostgreSQL: set TEST_DATABASE_URL)',
    async () => {
      for (let round = 0; round < 5; round++) {
        const base = 50_000_000 + round * 1000;
        const first = (n: number) => String(base + n).padStart(8, '0');
        const responses = await Promise.all([add(range('ems', 'EU', first(0), first(99))), add(range('ems', 'EU', first(50), first(199)))]);
        expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      }
      const stored = await t.database.db.select().from(barcodeRanges).where(eq(barcodeRanges.prefix, 'EU'));
      expect(stored).toHaveLength(5);
    },
  );
});

describe('allocation from the ranges an admin loaded', () => {
  it('hands out the oldest active range first, moves to the next, and retiring one stops it', async () => {
    const older = await added(range('registered', 'RB', '00000001', '00000002'));
    const newer = await added(range('registered', 'RB', '00000100', '00000199'));
    const s = await seller(3);
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'registered', weight: 100, recipients: ids(s.recipients) });
    expect(res.statusCode, res.body).toBe(201);
    const barcodes = res.json().created.map((m: { barcode: string }) => m.barcode);
    expect(barcodes).toEqual([formatS10('RB', 1), formatS10('RB', 2), formatS10('RB', 100)]);

    const rows = (await list('?deliveryOptionId=registered&size=100')).contents;
    expect(rows.find((r: { id: string }) => r.id === older.id)).toMatchObject({ remaining: 0, used: 2, nextSerial: '00000003' });
    expect(rows.find((r: { id: string }) => r.id === newer.id)).toMatchObject({ remaining: 99, used: 1, isLow: true });

    const retired = await retire(newer.id);
    expect(retired.json()).toMatchObject({ id: newer.id, isLow: false, remaining: 99 });
    expect(retired.json().retiredAt).not.toBeNull();
    const after = await publish(t.app, s.storeId, s.auth, {
      optionId: 'registered',
      weight: 100,
      recipients: ids(s.recipients.slice(0, 1)),
    });
    expect(apiError(after).code).toBe('BARCODE_RANGE_EXHAUSTED');
    // Retired ranges are listed after the active ones.
    const listed = (await list('?deliveryOptionId=registered&size=100')).contents.map((r: { id: string }) => r.id);
    expect(listed.indexOf(older.id)).toBeLessThan(listed.indexOf(newer.id));
  });

  it('gives every serial back when a batch needs more than is left: nothing half-saved', async () => {
    const only = await added(range('zonebox', 'EZ', '00000001', '00000002'));
    const s = await seller(3);
    const before = await rangePositions(t.database.db, 'zonebox');
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'zonebox', zoneId: 1, recipients: ids(s.recipients) });
    expect(apiError(res).code).toBe('BARCODE_RANGE_EXHAUSTED');
    expect(await rangePositions(t.database.db, 'zonebox')).toEqual(before);
    expect(before.get(only.id)).toBe(1);
    expect(await storeMailings(s.storeId)).toEqual([]);
  });
});

describe('POST /api/admin/barcode-ranges/:id/retire', () => {
  it('retires once; a second retire and an unknown id are refused', async () => {
    const r = await added(range('parcel', 'CB', '00000001', '00000009'));
    expect((await retire(r.id)).statusCode).toBe(200);
    expect(apiError(await retire(r.id))).toMatchObject({ code: 'BARCODE_RANGE_RETIRED', message: 'ช่วงเลขบาร์โค้ดนี้เลิกใช้แล้ว' });
    const unknown = await retire('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(apiError(unknown).code).toBe('BARCODE_RANGE_NOT_FOUND');
  });
});

describe('who may manage ranges', () => {
  it('refuses outlet admins, sellers and buyers (403) and visitors (401)', async () => {
    const r = await added(range('parcel', 'CC', '00000001', '00000009'));
    const others = [
      (await postOfficeAdmin(t, '10110', 'AdminOutlet')).auth,
      (await createUser(t.app, t.database.db, { store: {} })).auth,
      (await createUser(t.app, t.database.db)).auth,
    ];
    for (const auth of others) {
      expect((await t.app.inject({ url: PATH, headers: auth })).statusCode).toBe(403);
      expect((await add(range('parcel', 'CD', '00000001', '00000009'), auth)).statusCode).toBe(403);
      expect((await retire(r.id, auth)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: PATH })).statusCode).toBe(401);
    expect((await add(range('parcel', 'CD', '00000001', '00000009'), {})).statusCode).toBe(401);
    expect((await retire(r.id, {})).statusCode).toBe(401);
    expect((await list('?searchString=CD')).contents).toEqual([]);
  });
});
