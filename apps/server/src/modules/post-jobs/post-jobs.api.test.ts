import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, freePort, type TestApp } from '../../../test/create-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { addListParcels, insertShippingList } from '../../../test/post-job-fixtures';
import { postJobs } from '../../db/schema/shipping-lists';

/** Wednesday 8 July 2026, 10:00 in Bangkok: tomorrow (Thursday 9 July) is the first bookable day. */
const WEDNESDAY_10AM = new Date('2026-07-08T03:00:00Z');
let now = WEDNESDAY_10AM;

let t: TestApp;
beforeAll(async () => {
  t = await createListeningTestApp((origin) => ({ POST_JOB_API_URL: `${origin}/sim/postjob` }), { now: () => now });
});
afterAll(async () => t.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'สมชาย',
  surname: 'ใจดี',
  phone: '0812345678',
  address: '99/1 ถนนสุขุมวิท แขวงคลองเตย เขตคลองเตย กรุงเทพมหานคร',
  postcode: '10110',
  appointDate: '2026-07-09',
  slot: 1,
  description: 'โทรก่อนเข้ารับ',
  password: TEST_PASSWORD,
  ...overrides,
});

async function sellerWithList(overrides: Parameters<typeof insertShippingList>[2] = {}) {
  const seller = await createUser(t.app, t.database.db, { store: {} });
  const list = await insertShippingList(t.database.db, seller.storeId!, overrides);
  return { ...seller, list };
}

const book = (listId: string, headers: Record<string, string>, body: unknown = form()) =>
  t.app.inject({ method: 'POST', url: `/api/postjob/${listId}/createSending`, headers, payload: body as object });
const read = (listId: string, headers: Record<string, string>) => t.app.inject({ url: `/api/postjob/${listId}`, headers });
const sent = async (shippingNo: string) =>
  (await t.app.inject({ url: `/sim/postjob/requests?shippingNo=${encodeURIComponent(shippingNo)}` })).json() as Array<
    Record<string, unknown>
  >;
const storedJob = async (listId: string) => (await t.database.db.select().from(postJobs).where(eq(postJobs.shippingListId, listId)))[0];

describe('POST /api/postjob/:id/createSending', () => {
  it('sends the spec’s fields to the pick-up service and stores its answer 0 (waiting for an officer)', async () => {
    const s = await sellerWithList();
    const res = await book(s.list.id, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      shippingListId: s.list.id,
      appointDate: '2026-07-09',
      slot: 1,
      appointTime: '09.00',
      status: 0,
      reason: null,
      isOverdue: false,
    });
    const [request] = await sent(s.list.code);
    expect(request).toMatchObject({
      EMAIL: s.user.email,
      SHIPPING_NO: s.list.code,
      APPOINTDATE: '09/07/2026',
      APPOINTTIME: '09.00',
      POSTCODE: '10110',
      TOTALSHIPPINGCOST: '2150.50',
      TOTALWEIGHT: 4200,
      TOTALITEM: 3,
      NAME: 'สมชาย',
      LASTNAME: 'ใจดี',
      PHONE: '0812345678',
      ADDRESS: form().address,
      ISINTER: 0,
      DESCRIPTION: 'โทรก่อนเข้ารับ',
    });
    expect(await storedJob(s.list.id)).toMatchObject({ status: 0, reason: null, userId: s.user.id, slot: 1 });
  });

  it('stores 1 (accepted) and -1 (queue full) as the service answers them, afternoon slot as 13.00', async () => {
    const accepted = await sellerWithList();
    const a = await book(accepted.list.id, accepted.auth, form({ description: 'ประตูสีฟ้า #accept', slot: 2 }));
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toMatchObject({ status: 1, slot: 2, appointTime: '13.00' });
    expect((await sent(accepted.list.code))[0]).toMatchObject({ APPOINTTIME: '13.00' });

    const full = await sellerWithList();
    const f = await book(full.list.id, full.auth, form({ description: '#queue-full' }));
    expect(f.statusCode, f.body).toBe(200);
    expect(f.json()).toMatchObject({ status: -1 });
    expect(await storedJob(full.list.id)).toMatchObject({ status: -1 });

    const view = await read(full.list.id, full.auth);
    expect(view.json()).toMatchObject({ canBook: true, job: { status: -1 } });
  });

  it('lets the seller choose another day after a full queue (-1), and not after that booking is answered', async () => {
    const s = await sellerWithList();
    expect((await book(s.list.id, s.auth, form({ description: '#queue-full' }))).json()).toMatchObject({ status: -1 });
    const other = await book(s.list.id, s.auth, form({ description: 'วันอื่น', appointDate: '2026-07-10' }));
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toMatchObject({ status: 0, appointDate: '2026-07-10' });
    expect(await sent(s.list.code)).toHaveLength(2);
    expect((await read(s.list.id, s.auth)).json()).toMatchObject({ canBook: false, job: { status: 0 } });
    const third = await book(s.list.id, s.auth, form({ appointDate: '2026-07-13' }));
    expect(third.json().error.code).toBe('POST_JOB_ALREADY_SENT');
  });

  it('shows the service’s REASON, stores it without a status and lets the seller try again', async () => {
    const s = await sellerWithList();
    const res = await book(s.list.id, { ...s.auth, 'accept-language': 'th' }, form({ description: '#reason:ไม่มีพนักงานในพื้นที่' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toMatchObject({
      code: 'POST_JOB_REJECTED',
      message: 'นัดหมายไม่สำเร็จ: ไม่มีพนักงานในพื้นที่',
      params: { reason: 'ไม่มีพนักงานในพื้นที่' },
    });
    expect(await storedJob(s.list.id)).toMatchObject({ status: null, reason: 'ไม่มีพนักงานในพื้นที่' });
    expect((await read(s.list.id, s.auth)).json()).toMatchObject({ canBook: true, job: { status: null, reason: 'ไม่มีพนักงานในพื้นที่' } });

    const en = await book(s.list.id, { ...s.auth, 'accept-language': 'en' }, form({ description: '#reason:No officer nearby' }));
    expect(en.json().error.message).toBe('The pick-up was not booked: No officer nearby');

    const retry = await book(s.list.id, s.auth, form({ description: 'ลองใหม่', appointDate: '2026-07-10' }));
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await storedJob(s.list.id)).toMatchObject({ status: 0, reason: null, appointDate: '2026-07-10', description: 'ลองใหม่' });
  });

  it('refuses a second booking of the same list', async () => {
    const s = await sellerWithList();
    expect((await book(s.list.id, s.auth)).statusCode).toBe(200);
    const again = await book(s.list.id, s.auth, form({ appointDate: '2026-07-10' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('POST_JOB_ALREADY_SENT');
    expect(await sent(s.list.code)).toHaveLength(1);
    expect(await storedJob(s.list.id)).toMatchObject({ appointDate: '2026-07-09' });
  });

  it('sends two simultaneous bookings of one list to the service once', async () => {
    const s = await sellerWithList();
    const [a, b] = await Promise.all([book(s.list.id, s.auth), book(s.list.id, s.auth)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await sent(s.list.code)).toHaveLength(1);
  });

  describe('refuses the day', () => {
    const cases: Array<[string, string, string, string, string]> = [
      [
        'today',
        '2026-07-08',
        'POST_JOB_DATE_NOT_AFTER_TODAY',
        'ไม่สามารถนัดหมายวันนี้หรือวันที่ผ่านมาแล้วได้',
        'A pick-up cannot be booked for today or a past day',
      ],
      [
        'a past day',
        '2026-07-01',
        'POST_JOB_DATE_NOT_AFTER_TODAY',
        'ไม่สามารถนัดหมายวันนี้หรือวันที่ผ่านมาแล้วได้',
        'A pick-up cannot be booked for today or a past day',
      ],
      [
        'a Saturday',
        '2026-07-11',
        'POST_JOB_DATE_WEEKEND',
        'ไม่สามารถนัดหมายในวันเสาร์หรือวันอาทิตย์ได้',
        'A pick-up cannot be booked on a Saturday or Sunday',
      ],
      [
        'a Sunday',
        '2026-07-12',
        'POST_JOB_DATE_WEEKEND',
        'ไม่สามารถนัดหมายในวันเสาร์หรือวันอาทิตย์ได้',
        'A pick-up cannot be booked on a Saturday or Sunday',
      ],
      [
        'a seeded holiday (the King’s Birthday, a Tuesday)',
        '2026-07-28',
        'POST_JOB_DATE_HOLIDAY',
        'ไม่สามารถนัดหมายในวันหยุดนักขัตฤกษ์ได้',
        'A pick-up cannot be booked on a public holiday',
      ],
    ];
    it.each(cases)('%s (%s), in Thai and in English, and sends nothing', async (_label, day, code, thai, english) => {
      const s = await sellerWithList();
      const th = await book(s.list.id, s.auth, form({ appointDate: day }));
      expect(th.statusCode).toBe(400);
      expect(th.json().error).toMatchObject({ code, message: thai });
      const en = await book(s.list.id, { ...s.auth, 'accept-language': 'en' }, form({ appointDate: day }));
      expect(en.json().error).toMatchObject({ code, message: english });
      expect(await sent(s.list.code)).toEqual([]);
      expect(await storedJob(s.list.id)).toBeUndefined();
    });
  });

  it('refuses a wrong password, sends nothing, and counts it toward the sign-in lock-out', async () => {
    const s = await sellerWithList();
    const wrong = await book(s.list.id, s.auth, form({ password: 'not-my-password' }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'รหัสผ่านไม่ถูกต้อง' });
    expect(await sent(s.list.code)).toEqual([]);
    expect(await storedJob(s.list.id)).toBeUndefined();

    for (let i = 0; i < 4; i++) await book(s.list.id, s.auth, form({ password: 'not-my-password' }));
    const locked = await book(s.list.id, s.auth);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await sent(s.list.code)).toEqual([]);
  });

  it('refuses a list that is not paid yet, or already handed over', async () => {
    const unpaid = await sellerWithList({ statusPayment: 'UNPAID', paidAt: null });
    const res = await book(unpaid.list.id, unpaid.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'POST_JOB_NOT_ALLOWED' });
    expect((await read(unpaid.list.id, unpaid.auth)).json()).toMatchObject({ canBook: false, job: null });

    const draft = await sellerWithList({ statusKey: 'DRAFT_FOR_SHIPPINGLIST', statusPayment: 'UNPAID', confirmedAt: null, paidAt: null });
    expect((await book(draft.list.id, draft.auth)).json().error.code).toBe('POST_JOB_NOT_ALLOWED');

    const handedOver = await sellerWithList({ sentPosAt: new Date('2026-07-07T08:00:00Z') });
    expect((await book(handedOver.list.id, handedOver.auth)).json().error.code).toBe('POST_JOB_NOT_ALLOWED');
    expect(await sent(unpaid.list.code)).toEqual([]);
  });

  describe('the free pick-up rule: postage over 2,000 baht, or at least 60 prepaid boxes', () => {
    it('refuses a 37-baht list with the rule and the counter in its message, before the password, and sends nothing', async () => {
      const s = await sellerWithList({ priceTotalSatang: 3_700, orderQtyTotal: 1 });
      const res = await book(s.list.id, { ...s.auth, 'accept-language': 'th' }, form({ password: 'not-even-asked' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'POST_JOB_BELOW_FREE_MINIMUM',
        params: { minimumBaht: '2,000', minimumBoxes: 60, postageBaht: '37.00', prepaidBoxes: 0 },
      });
      expect(res.json().error.message).toBe(
        'บริการรับพัสดุถึงบ้านไม่มีค่าใช้จ่ายเมื่อค่าบริการรวมของใบนำส่งเกิน 2,000 บาท หรือมีกล่องพร้อมส่งอย่างน้อย 60 กล่อง ใบนำส่งนี้มีค่าบริการ 37.00 บาท และกล่องพร้อมส่ง 0 กล่อง กรุณานำพัสดุไปฝากส่งที่ที่ทำการไปรษณีย์',
      );
      const en = await book(s.list.id, { ...s.auth, 'accept-language': 'en' });
      expect(en.json().error.message).toMatch(/over 2,000 baht .* at least 60 prepaid boxes; this list has 37.00 baht .* post office$/);
      expect((await read(s.list.id, s.auth)).json()).toMatchObject({ canBook: false, freePickUp: false, postageSatang: 3_700, job: null });
      expect(await sent(s.list.code)).toEqual([]);
      expect(await storedJob(s.list.id)).toBeUndefined();
    });

    it('takes "over": 2,000.00 baht is refused, 2,000.01 books', async () => {
      const at = await sellerWithList({ priceTotalSatang: 200_000 });
      expect((await book(at.list.id, at.auth)).json().error.code).toBe('POST_JOB_BELOW_FREE_MINIMUM');
      const over = await sellerWithList({ priceTotalSatang: 200_001 });
      expect((await read(over.list.id, over.auth)).json()).toMatchObject({ canBook: true, freePickUp: true });
      const res = await book(over.list.id, over.auth);
      expect(res.statusCode, res.body).toBe(200);
      expect(await sent(over.list.code)).toHaveLength(1);
    });

    it('counts prepaid (ready-to-send) boxes: 60 book a small list, 59 or 60 ordinary parcels do not', async () => {
      const boxes = await sellerWithList({ priceTotalSatang: 3_700, orderQtyTotal: 60 });
      await addListParcels(t.database.db, boxes.list, boxes.user.id, 60);
      expect((await read(boxes.list.id, boxes.auth)).json()).toMatchObject({ canBook: true, freePickUp: true, prepaidBoxes: 60 });
      const booked = await book(boxes.list.id, boxes.auth);
      expect(booked.statusCode, booked.body).toBe(200);

      const fewer = await sellerWithList({ priceTotalSatang: 3_700, orderQtyTotal: 59 });
      await addListParcels(t.database.db, fewer.list, fewer.user.id, 59);
      const refused = await book(fewer.list.id, fewer.auth);
      expect(refused.json().error).toMatchObject({ code: 'POST_JOB_BELOW_FREE_MINIMUM', params: { prepaidBoxes: 59 } });

      const ems = await sellerWithList({ priceTotalSatang: 3_700, orderQtyTotal: 60 });
      await addListParcels(t.database.db, ems.list, ems.user.id, 60, 'ems');
      expect((await read(ems.list.id, ems.auth)).json()).toMatchObject({ canBook: false, prepaidBoxes: 0 });
      expect((await book(ems.list.id, ems.auth)).json().error.code).toBe('POST_JOB_BELOW_FREE_MINIMUM');
    });
  });

  it('refuses another store’s list (403), an unknown list (404) and anonymous callers (401, before the body is read)', async () => {
    const s = await sellerWithList();
    const other = await createUser(t.app, t.database.db, { store: {} });
    const foreign = await book(s.list.id, other.auth);
    expect(foreign.statusCode).toBe(403);
    expect((await read(s.list.id, other.auth)).statusCode).toBe(403);

    const unknown = await book('00000000-0000-4000-8000-000000000000', s.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('SHIPPING_LIST_NOT_FOUND');

    const anonymous = await book(s.list.id, {}, { nonsense: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHENTICATED');
    expect((await read(s.list.id, {})).statusCode).toBe(401);
    expect(await sent(s.list.code)).toEqual([]);
  });

  it('says which field is missing, each with its own message', async () => {
    const s = await sellerWithList();
    const res = await book(
      s.list.id,
      s.auth,
      form({ name: '', surname: ' ', phone: '', address: '', postcode: '', appointDate: '', slot: 3 }),
    );
    expect(res.statusCode).toBe(400);
    const issues = Object.fromEntries(res.json().error.issues.map((i: { path: string; code: string }) => [i.path, i.code]));
    expect(issues).toMatchObject({
      name: 'postJob.nameRequired',
      surname: 'postJob.surnameRequired',
      phone: 'postJob.phoneRequired',
      address: 'postJob.addressRequired',
      postcode: 'postJob.postcodeRequired',
      appointDate: 'postJob.dateRequired',
      slot: 'postJob.slotRequired',
    });
  });

  it('accepts the spec’s casing of the path', async () => {
    const s = await sellerWithList();
    const res = await t.app.inject({ method: 'POST', url: `/api/PostJob/${s.list.id}/CreateSending`, headers: s.auth, payload: form() });
    expect(res.statusCode, res.body).toBe(200);
  });

  describe('with the service down or answering nonsense', () => {
    it.each([
      ['503', '#down'],
      ['a body that is no answer', '#garbage'],
    ])('answers POST_JOB_SERVICE_UNAVAILABLE on %s and stores nothing', async (_label, marker) => {
      const s = await sellerWithList();
      const res = await book(s.list.id, s.auth, form({ description: marker }));
      expect(res.statusCode).toBe(502);
      expect(res.json().error).toMatchObject({
        code: 'POST_JOB_SERVICE_UNAVAILABLE',
        message: 'ไม่สามารถติดต่อระบบนัดหมายรับพัสดุได้ กรุณาลองใหม่อีกครั้ง',
      });
      expect(await storedJob(s.list.id)).toBeUndefined();
      expect((await read(s.list.id, s.auth)).json()).toMatchObject({ canBook: true, job: null });
    });

    it('keeps an earlier REASON untouched when the retry cannot reach the service', async () => {
      const s = await sellerWithList();
      await book(s.list.id, s.auth, form({ description: '#reason:คิวเต็มช่วงเช้า' }));
      const res = await book(s.list.id, s.auth, form({ description: '#down', appointDate: '2026-07-10' }));
      expect(res.json().error.code).toBe('POST_JOB_SERVICE_UNAVAILABLE');
      expect(await storedJob(s.list.id)).toMatchObject({ reason: 'คิวเต็มช่วงเช้า', appointDate: '2026-07-09', status: null });
    });

    it('answers POST_JOB_SERVICE_UNAVAILABLE when nothing listens at POST_JOB_API_URL', async () => {
      const offline = await createTestApp({
        env: { POST_JOB_API_URL: `http://127.0.0.1:${await freePort()}/sim/postjob` },
        now: () => now,
      });
      try {
        const seller = await createUser(offline.app, offline.database.db, { store: {} });
        const list = await insertShippingList(offline.database.db, seller.storeId!);
        const res = await offline.app.inject({
          method: 'POST',
          url: `/api/postjob/${list.id}/createSending`,
          headers: seller.auth,
          payload: form(),
        });
        expect(res.statusCode).toBe(502);
        expect(res.json().error.code).toBe('POST_JOB_SERVICE_UNAVAILABLE');
        expect((await offline.database.db.select().from(postJobs).where(eq(postJobs.shippingListId, list.id))).length).toBe(0);
      } finally {
        await offline.close();
      }
    });
  });
});

describe('GET /api/postjob/:id', () => {
  it('before booking: no job, the form may book, defaults from the account, the next bookable day and the slot by hour', async () => {
    const s = await sellerWithList();
    const res = await read(s.list.id, s.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      shippingListId: s.list.id,
      shippingListCode: s.list.code,
      canBook: true,
      postageSatang: 215_050,
      prepaidBoxes: 0,
      freePickUp: true,
      job: null,
      defaults: { email: s.user.email, name: 'ทดสอบ', surname: 'ระบบ', phone: '0800000000', appointDate: '2026-07-09', slot: 1 },
    });
  });

  it('skips weekends and holidays for the default day, and offers no slot after 15:00', async () => {
    const s = await sellerWithList();
    now = new Date('2026-07-24T09:00:00Z'); // Friday 24 July, 16:00 in Bangkok; Mon 27 is a working day
    try {
      expect((await read(s.list.id, s.auth)).json().defaults).toMatchObject({ appointDate: '2026-07-27', slot: null });
      now = new Date('2026-07-27T06:00:00Z'); // Monday 27 July 13:00: 28 (holiday), 29, 30 (holidays) -> 31
      expect((await read(s.list.id, s.auth)).json().defaults).toMatchObject({ appointDate: '2026-07-31', slot: 2 });
    } finally {
      now = WEDNESDAY_10AM;
    }
  });

  it('after booking: the stored job, read-only (canBook false); a waiting job is overdue once its day has passed', async () => {
    const s = await sellerWithList();
    await book(s.list.id, s.auth, form({ description: 'ซอย 5' }));
    const before = (await read(s.list.id, s.auth)).json();
    expect(before).toMatchObject({
      canBook: false,
      job: {
        name: 'สมชาย',
        postcode: '10110',
        appointDate: '2026-07-09',
        appointTime: '09.00',
        description: 'ซอย 5',
        status: 0,
        isOverdue: false,
      },
    });
    now = new Date('2026-07-10T03:00:00Z');
    try {
      expect((await read(s.list.id, s.auth)).json().job).toMatchObject({ status: 0, isOverdue: true });
    } finally {
      now = WEDNESDAY_10AM;
    }
  });

  it('an accepted job is never overdue', async () => {
    const s = await sellerWithList();
    await book(s.list.id, s.auth, form({ description: '#accept' }));
    now = new Date('2026-07-20T03:00:00Z');
    try {
      expect((await read(s.list.id, s.auth)).json().job).toMatchObject({ status: 1, isOverdue: false });
    } finally {
      now = WEDNESDAY_10AM;
    }
  });
});

describe('GET /api/holidays', () => {
  it('lists the seeded days with Thai and English names, without sign-in', async () => {
    const res = await t.app.inject({ url: '/api/holidays?from=2026-07-01&to=2026-08-31' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().contents.map((h: { day: string }) => h.day)).toEqual(['2026-07-28', '2026-07-29', '2026-07-30', '2026-08-12']);
    expect(res.json().contents[0]).toEqual({
      day: '2026-07-28',
      nameTh: 'วันเฉลิมพระชนมพรรษาพระบาทสมเด็จพระเจ้าอยู่หัว',
      nameEn: "H.M. the King's Birthday",
    });
  });

  it('defaults to a year from today (Bangkok) and covers 2026 and 2027', async () => {
    const res = await t.app.inject({ url: '/api/holidays' });
    const days = res.json().contents.map((h: { day: string }) => h.day);
    expect(days[0]).toBe('2026-07-28');
    expect(days.at(-1) <= '2027-07-08').toBe(true);
    const all = await t.app.inject({ url: '/api/holidays?from=2026-01-01&to=2027-12-31' });
    const years = all.json().contents.map((h: { day: string }) => h.day.slice(0, 4));
    expect(years.filter((y: string) => y === '2026').length).toBeGreaterThanOrEqual(19);
    expect(years.filter((y: string) => y === '2027').length).toBeGreaterThanOrEqual(19);
  });

  it('refuses a range that ends before it starts or spans more than two years', async () => {
    expect((await t.app.inject({ url: '/api/holidays?from=2026-08-01&to=2026-07-01' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/holidays?from=2026-01-01&to=2029-01-01' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/holidays?from=01/07/2026' })).statusCode).toBe(400);
  });
});

describe('/sim/postjob', () => {
  it('answers loopback callers only, and only with the API key', async () => {
    const outside = await t.app.inject({ method: 'POST', url: '/sim/postjob/createSending', remoteAddress: '203.0.113.9', payload: {} });
    expect(outside.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/sim/postjob/requests', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/sim/postjob/createSending',
      payload: { SHIPPING_NO: 'X', APPOINTDATE: '09/07/2026' },
    });
    expect(keyless.statusCode).toBe(401);
  });
});
