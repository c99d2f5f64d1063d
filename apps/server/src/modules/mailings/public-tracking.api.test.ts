import { formatS10 } from '@songdee/shared/mailing/s10';
import { TRACK_STATUSES } from '@songdee/shared/mailing/track-status';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';
import { PUBLIC_TRACKING_PER_MINUTE } from './public-tracking.routes';
import { PUBLIC_TRACKING_TTL_MS } from './public-tracking.service';
import { recordTrackEvents } from './tracking-events.repository';

/**
 * Status codes and their meaning from the public client libraries of the postal track-and-trace API (shared reference
 * postal-facts.md): 103 accepted, 201 in transit, 301 out for delivery, 501 delivered. S10 shape and check digit from
 * the same facts (two letters, eight digits, check digit, TH).
 */
const t = useTestApp();
let parcel: { id: string; barcode: string };
let row: typeof mailings.$inferSelect;
/** Each test asks from its own address, so one test's requests do not spend another's rate limit. */
let address = 0;
const from = () => `203.0.113.${++address}`;

const track = (barcode: string, lang = 'th', remoteAddress = from()) =>
  t.app.inject({ url: `/api/track/${encodeURIComponent(barcode)}`, headers: { 'accept-language': lang }, remoteAddress });

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const seller = await createUser(t.app, t.database.db, { store: { name: 'ร้านส่งดีสาธิต' } });
  const storeId = seller.storeId!;
  await createSender(t.database.db, storeId, seller.user.id, { name: 'สมศรี', surname: 'ผู้ส่งลับ', phone: '0811112222' });
  const recipients = await createRecipients(t.database.db, storeId, seller.user.id, 1, {
    fullName: 'คุณวันเพ็ญ ผู้รับลับมาก',
    phone: '0899990000',
    homeAddress: '77/7 หมู่บ้านลับเฉพาะ',
    remark: 'วางไว้หลังกระถางต้นไม้',
  });
  const res = await publish(t.app, storeId, seller.auth, { optionId: 'ems', weight: 500, recipients: ids(recipients) });
  expect(res.statusCode, res.body).toBe(201);
  parcel = res.json().created[0];
  row = (await t.database.db.select().from(mailings).where(eq(mailings.id, parcel.id)))[0]!;
  const event = (code: number, date: string, location: string) => ({
    barcode: parcel.barcode,
    code,
    description: 'ข้อความของไปรษณีย์',
    date: at(date),
    location,
    postcode: '10000',
  });
  await recordTrackEvents(
    t.database.db,
    'push',
    new Map([
      [
        parcel.barcode,
        [
          event(103, '2026-11-20T02:00:00Z', 'ปณ.บางรัก'),
          event(201, '2026-11-20T09:30:00Z', 'ศูนย์ไปรษณีย์หลักสี่'),
          event(301, '2026-11-21T01:15:00Z', 'ปณ.เชียงใหม่'),
        ],
      ],
    ]),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('GET /api/track/:barcode', () => {
  it('answers a published parcel’s status, events newest first, service and store name, without signing in', async () => {
    const res = await track(parcel.barcode);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      barcode: parcel.barcode,
      status: { referenceKey: 'WAITING_FOR_DELIVERY' },
      storeName: 'ร้านส่งดีสาธิต',
      service: 'อีเอ็มเอส (EMS)',
    });
    expect(body.events.map((e: { code: number }) => e.code)).toEqual([301, 201, 103]);
    expect(body.events[0]).toEqual({ code: 301, name: TRACK_STATUSES[301].th, date: '2026-11-21T01:15:00.000Z', location: 'ปณ.เชียงใหม่' });
  });

  it('answers nothing of the recipient nor of the sender beyond the store’s name', async () => {
    const res = await track(parcel.barcode);
    expect(res.statusCode).toBe(200);
    const personal = {
      recipientName: row.recipientName,
      recipientPhone: row.recipientPhone,
      recipientAddress: row.recipientAddress,
      recipientPostcode: row.recipientPostcode,
      recipientRemark: row.recipientRemark,
      senderName: row.senderName,
      senderPhone: row.senderPhone,
      senderAddress: row.senderAddress,
      senderPostcode: row.senderPostcode,
    };
    // The fixture's values, so that a check of an empty string cannot pass by accident.
    expect(personal.recipientName).toContain('วันเพ็ญ');
    expect(personal.recipientAddress).toContain('77/7 หมู่บ้านลับเฉพาะ');
    expect(personal.senderName).toContain('สมศรี');
    for (const [field, value] of Object.entries(personal))
      expect(res.body.includes(value), `${field} "${value}" in the answer`).toBe(false);
    // The postal service's own event text is not passed on either (its delivery texts can name who signed).
    expect(res.body).not.toContain('ข้อความของไปรษณีย์');
  });

  it('names the events and the status in the language of Accept-Language', async () => {
    const [th, en] = await Promise.all([track(parcel.barcode, 'th'), track(parcel.barcode, 'en-US,en;q=0.9')]);
    expect(th.json().events.map((e: { name: string }) => e.name)).toEqual([
      TRACK_STATUSES[301].th,
      TRACK_STATUSES[201].th,
      TRACK_STATUSES[103].th,
    ]);
    expect(en.json().events.map((e: { name: string }) => e.name)).toEqual(['Out for delivery', 'In transit', 'Accepted']);
    expect(th.json().status.name).toBe('รอนำส่ง');
    expect(en.json().status.name).not.toBe(th.json().status.name);
  });

  it('reads a barcode typed in lower case or with spaces', async () => {
    const res = await track(parcel.barcode.toLowerCase().replace(/^(..)/, '$1 '));
    expect(res.statusCode).toBe(200);
    expect(res.json().barcode).toBe(parcel.barcode);
  });

  it('answers an unknown barcode 404 PARCEL_NOT_FOUND in the error envelope, in Thai by default', async () => {
    const unknown = formatS10('EZ', 99_999_998);
    const res = await track(unknown);
    expect(res.statusCode).toBe(404);
    expect(apiError(res)).toEqual({ code: 'PARCEL_NOT_FOUND', message: 'ไม่พบพัสดุหมายเลขนี้ กรุณาตรวจสอบหมายเลขพัสดุอีกครั้ง' });
    const en = await track(unknown, 'en');
    expect(apiError(en).message).toBe('No parcel with this tracking number. Please check the number and try again');
  });

  it('answers a malformed barcode (wrong check digit, wrong shape, too long) 404 PARCEL_NOT_FOUND as well', async () => {
    const wrongCheck = `${parcel.barcode.slice(0, 10)}${(Number(parcel.barcode[10]) + 1) % 10}TH`;
    for (const text of [wrongCheck, 'EA1234TH', 'hello', 'X'.repeat(41)]) {
      const res = await track(text);
      expect(res.statusCode, text).toBe(404);
      expect(apiError(res).code, text).toBe('PARCEL_NOT_FOUND');
    }
  });

  it(`answers 429 RATE_LIMITED after ${PUBLIC_TRACKING_PER_MINUTE} asks a minute from one address, and not another address`, async () => {
    const one = from();
    for (let i = 0; i < PUBLIC_TRACKING_PER_MINUTE; i++) expect((await track(parcel.barcode, 'th', one)).statusCode).toBe(200);
    const over = await track(parcel.barcode, 'th', one);
    expect(over.statusCode).toBe(429);
    expect(apiError(over).code).toBe('RATE_LIMITED');
    // Malformed barcodes are counted too: the limit is there against walking serials.
    expect((await track('hello', 'th', one)).statusCode).toBe(429);
    expect((await track(parcel.barcode, 'th', from())).statusCode).toBe(200);
  });

  it('serves a parcel’s answer from its cache for up to the TTL, then reads the new events', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const before = (await track(parcel.barcode)).json().events.length;
    const delivered = {
      barcode: parcel.barcode,
      code: 501,
      description: '',
      date: at('2026-11-21T06:00:00Z'),
      location: 'ปณ.เชียงใหม่',
      postcode: '',
    };
    await recordTrackEvents(t.database.db, 'push', new Map([[parcel.barcode, [delivered]]]));
    expect((await track(parcel.barcode)).json().events).toHaveLength(before);
    vi.advanceTimersByTime(PUBLIC_TRACKING_TTL_MS + 1);
    const fresh = (await track(parcel.barcode)).json();
    expect(fresh.events[0].code).toBe(501);
    expect(fresh.status.referenceKey).toBe('DELIVERED');
  });
});
