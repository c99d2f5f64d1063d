import { randomUUID } from 'node:crypto';
import type { Mailing } from '@songdee/shared/mailing/mailing.schema';
import { isValidS10 } from '@songdee/shared/mailing/s10';
import { describe, expect, it } from 'vitest';
import { apiError, issueAt, thai } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { BANGKOK, createRecipients, createSender, ids, publish, remainingStock, setStock } from '../../../test/mailing-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

/** A seller with a default sender in Bangkok and `n` recipients in Chiang Mai. */
async function seller(n = 3) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  const storeId = u.storeId!;
  const sender = await createSender(t.database.db, storeId, u.user.id);
  const recipients = await createRecipients(t.database.db, storeId, u.user.id, n);
  return { ...u, storeId, sender, recipients };
}

describe('POST /api/stores/:storeId/mailings validation (spec 1 section 5 "Create mailing")', () => {
  it('asks for a service: กรุณาเลือกบริการ', async () => {
    const s = await seller(1);
    for (const optionId of [undefined, '', 'ems-eg', 'nope']) {
      const res = await publish(t.app, s.storeId, s.auth, { optionId, weight: 100, recipients: ids(s.recipients) });
      expect(res.statusCode).toBe(400);
      expect(issueAt(res, 'optionId')).toBe('กรุณาเลือกบริการ');
    }
  });

  it('needs the sender address: ไม่พบข้อมูลที่อยู่ผู้ส่ง', async () => {
    const u = await createUser(t.app, t.database.db, { store: {} });
    const recipients = await createRecipients(t.database.db, u.storeId!, u.user.id, 1);
    const noDefault = await publish(t.app, u.storeId!, u.auth, { optionId: 'ems', weight: 100, recipients: ids(recipients) });
    expect(noDefault.statusCode).toBe(400);
    expect(apiError(noDefault)).toMatchObject({ code: 'SENDER_NOT_FOUND', message: 'ไม่พบข้อมูลที่อยู่ผู้ส่ง' });
    const other = await seller(1);
    const foreign = await publish(t.app, u.storeId!, u.auth, {
      optionId: 'ems',
      weight: 100,
      senderId: other.sender.id,
      recipients: ids(recipients),
    });
    expect(apiError(foreign).code).toBe('SENDER_NOT_FOUND');
  });

  it('needs a recipient: กรุณาระบุที่อยู่ผู้รับ', async () => {
    const s = await seller(0);
    for (const recipients of [[], undefined]) {
      const res = await publish(t.app, s.storeId, s.auth, { optionId: 'ems', weight: 100, recipients });
      expect(res.statusCode).toBe(400);
      expect(issueAt(res, 'recipients')).toBe('กรุณาระบุที่อยู่ผู้รับ');
    }
  });

  it('refuses more than 100 recipients', async () => {
    const s = await seller(0);
    const recipients = Array.from({ length: 101 }, () => ({ shipAddressId: randomUUID() }));
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'ems', weight: 100, recipients });
    expect(res.statusCode).toBe(400);
    expect(issueAt(res, 'recipients')).toBe('จำนวนผู้รับต้องไม่เกิน 100 รายการ');
  });

  it('asks for the weight of weight-priced services, and refuses a negative one: กรุณาระบุน้ำหนัก', async () => {
    const s = await seller(1);
    const missing = await publish(t.app, s.storeId, s.auth, { optionId: 'ems', recipients: ids(s.recipients) });
    expect(issueAt(missing, 'weight')).toBe('กรุณาระบุน้ำหนัก');
    const negative = await publish(t.app, s.storeId, s.auth, { optionId: 'registered', weight: -1, recipients: ids(s.recipients) });
    expect(issueAt(negative, 'weight')).toBe('กรุณาระบุน้ำหนัก');
  });

  it('asks for a box size for the ready-to-send box, then checks the stock: จำนวนบาร์โค้ด ... ไม่เพียงพอ', async () => {
    const s = await seller(3);
    const noSize = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', recipients: ids(s.recipients) });
    expect(issueAt(noSize, 'sizeId')).toBe('กรุณาเลือกขนาดกล่อง');
    await setStock(t.database.db, s.storeId, 3, 2);
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', sizeId: 3, recipients: ids(s.recipients) });
    expect(res.statusCode).toBe(409);
    expect(apiError(res).code).toBe('BARCODE_STOCK_INSUFFICIENT');
    expect(apiError(res).message).toMatch(/^จำนวนบาร์โค้ด.*กล่องขนาด M ไม่เพียงพอ \(คงเหลือ \d+ กล่อง/);
    expect(apiError(res).params).toMatchObject({ remaining: 2, requested: 3 });
  });

  it('asks for a zone for the regional box, and lists recipients without a price: ไม่พบข้อมูลค่าบริการ', async () => {
    const s = await seller(2);
    const noZone = await publish(t.app, s.storeId, s.auth, { optionId: 'zonebox', recipients: ids(s.recipients) });
    expect(issueAt(noZone, 'zoneId')).toBe('กรุณาเลือกโซนและขนาดกล่อง');
    const wrongZone = await publish(t.app, s.storeId, s.auth, { optionId: 'zonebox', zoneId: 999, recipients: ids(s.recipients) });
    expect(wrongZone.statusCode).toBe(422);
    const e = apiError(wrongZone);
    expect(e.code).toBe('MAILING_RECIPIENTS_FAILED');
    expect(e.params?.failures).toEqual(
      s.recipients.map((r) => ({ shipAddressId: r.id, recipientName: r.fullName, message: { code: 'PRICE_NOT_FOUND', params: {} } })),
    );
    expect(thai({ code: 'PRICE_NOT_FOUND', params: {} })).toBe('ไม่พบข้อมูลค่าบริการ');
  });

  it("refuses a weight above the service's own maximum, for the batch and for each parcel", async () => {
    const s = await seller(1);
    const batch = await publish(t.app, s.storeId, s.auth, { optionId: 'registered', weight: 2001, recipients: ids(s.recipients) });
    expect(batch.statusCode).toBe(400);
    expect(issueAt(batch, 'weight')).toBe('น้ำหนักเกิน 2,000 กรัม ที่บริการนี้รับได้');
    const parcel = await publish(t.app, s.storeId, s.auth, {
      optionId: 'ems',
      recipients: s.recipients.map((r) => ({ shipAddressId: r.id, weight: 20_001 })),
    });
    expect(parcel.statusCode).toBe(400);
    expect(issueAt(parcel, 'recipients.0.weight')).toBe('น้ำหนักเกิน 20,000 กรัม ที่บริการนี้รับได้');
  });

  it('speaks English when asked', async () => {
    const s = await seller(1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${s.storeId}/mailings`,
      headers: { ...s.auth, 'accept-language': 'en' },
      payload: { optionId: 'ems', recipients: ids(s.recipients) },
    });
    expect(issueAt(res, 'weight')).toBe('Please enter the weight');
  });
});

describe('POST /api/stores/:storeId/mailings publishing', () => {
  it('prices each service from the rate tables', async () => {
    const s = await seller(1);
    const cost = async (payload: Record<string, unknown>) => {
      const res = await publish(t.app, s.storeId, s.auth, { recipients: ids(s.recipients), ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().created[0].serviceCost as number;
    };
    expect(await cost({ optionId: 'ems', weight: 300 })).toBe(3700);
    expect(await cost({ optionId: 'registered', weight: 100 })).toBe(2200);
    expect(await cost({ optionId: 'parcel', weight: 1500 })).toBe(4500);
    await setStock(t.database.db, s.storeId, 3, 5);
    expect(await cost({ optionId: 'promptpost', sizeId: 3 })).toBe(5200);
    expect(await remainingStock(t.database.db, s.storeId, 3)).toBe(4);
    // Sender in Bangkok, recipient in Chiang Mai: other-area price; a Bangkok recipient: same-area.
    expect(await cost({ optionId: 'zonebox', zoneId: 1 })).toBe(3500);
    const [local] = await createRecipients(t.database.db, s.storeId, s.user.id, 1, { provinceId: BANGKOK, postcode: '10200' });
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'zonebox', zoneId: 1, recipients: [{ shipAddressId: local!.id }] });
    expect(res.json().created[0]).toMatchObject({ serviceCost: 3000, storeDeliverySize: { id: 1, code: 'SS' }, zoneId: 1 });
  });

  it('gives every mailing a valid S10 barcode and snapshots sender and recipient', async () => {
    const s = await seller(3);
    const res = await publish(t.app, s.storeId, s.auth, { optionId: 'ems', weight: 1250, recipients: ids(s.recipients) });
    expect(res.statusCode).toBe(201);
    const created = res.json().created as Mailing[];
    expect(created).toHaveLength(3);
    expect(created.every((m) => isValidS10(m.barcode) && m.barcode.startsWith('EA'))).toBe(true);
    expect(new Set(created.map((m) => m.barcode)).size).toBe(3);
    expect(created[0]).toMatchObject({
      weight: 1250,
      status: { referenceKey: 'WAITING_FOR_DELIVERY', name: 'รอนำส่ง', tone: 'info' },
      storeDeliveryOption: { id: 'ems', name: 'อีเอ็มเอส (EMS)' },
      sender: { name: 'สมชาย ใจดี', phone: '0812345678', postcode: '10110' },
      shipAddress: { name: s.recipients[0]!.fullName, postcode: '50200', remark: 'ฝากไว้ที่ป้อมยาม' },
      trackTraceStatus: null,
    });
    expect(created[0]!.shipAddress.address).toContain('เชียงใหม่');
  });

  it('returns recipients already done when the batch is confirmed again, and never creates them twice', async () => {
    const s = await seller(3);
    const batchId = randomUUID();
    const first = await publish(t.app, s.storeId, s.auth, {
      batchId,
      optionId: 'ems',
      weight: 100,
      recipients: ids(s.recipients.slice(0, 2)),
    });
    expect(first.statusCode).toBe(201);
    const again = await publish(t.app, s.storeId, s.auth, { batchId, optionId: 'ems', weight: 100, recipients: ids(s.recipients) });
    expect(again.statusCode).toBe(201);
    expect(again.json().created).toHaveLength(1);
    expect(
      again
        .json()
        .alreadyCreated.map((m: { barcode: string }) => m.barcode)
        .sort(),
    ).toEqual(
      first
        .json()
        .created.map((m: { barcode: string }) => m.barcode)
        .sort(),
    );
    // A client that lost the answer sends the batch again: it gets every mailing of it, barcodes included, to print.
    const done = await publish(t.app, s.storeId, s.auth, { batchId, optionId: 'ems', weight: 100, recipients: ids(s.recipients) });
    expect(done.statusCode).toBe(201);
    expect(done.json().created).toEqual([]);
    expect(
      done
        .json()
        .alreadyCreated.map((m: { barcode: string }) => m.barcode)
        .sort(),
    ).toEqual([...first.json().created, ...again.json().created].map((m: { barcode: string }) => m.barcode).sort());
    const list = await t.app.inject({ url: `/api/stores/${s.storeId}/mailings`, headers: s.auth });
    expect(list.json().paging.totalCount).toBe(3);
  });

  it('creates nothing when one recipient fails (all or nothing)', async () => {
    const s = await seller(2);
    const other = await seller(1);
    const res = await publish(t.app, s.storeId, s.auth, {
      optionId: 'ems',
      weight: 100,
      recipients: [...ids(s.recipients), ...ids(other.recipients)],
    });
    expect(res.statusCode).toBe(422);
    expect(apiError(res).params?.failures).toEqual([
      {
        shipAddressId: other.recipients[0]!.id,
        recipientName: 'ผู้รับที่ถูกลบแล้ว',
        message: { code: 'RECIPIENT_NOT_FOUND', params: {} },
      },
    ]);
    const inEnglish = await publish(
      t.app,
      s.storeId,
      { ...s.auth, 'accept-language': 'en' },
      { optionId: 'ems', weight: 100, recipients: [...ids(s.recipients), ...ids(other.recipients)] },
    );
    expect(apiError(inEnglish).params?.failures).toEqual([expect.objectContaining({ recipientName: 'Deleted recipient' })]);
    expect(thai({ code: 'RECIPIENT_NOT_FOUND', params: {} })).toBe('ไม่พบข้อมูลที่อยู่ผู้รับ');
    const list = await t.app.inject({ url: `/api/stores/${s.storeId}/mailings`, headers: s.auth });
    expect(list.json().paging.totalCount).toBe(0);
  });

  it('stops at the stock and leaves it untouched when the batch fails', async () => {
    const s = await seller(3);
    await setStock(t.database.db, s.storeId, 1, 2);
    const tooMany = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', sizeId: 1, recipients: ids(s.recipients) });
    expect(tooMany.statusCode).toBe(409);
    expect(await remainingStock(t.database.db, s.storeId, 1)).toBe(2);
    const two = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', sizeId: 1, recipients: ids(s.recipients.slice(0, 2)) });
    expect(two.statusCode).toBe(201);
    expect(await remainingStock(t.database.db, s.storeId, 1)).toBe(0);
    const none = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', sizeId: 1, recipients: ids(s.recipients.slice(2)) });
    expect(apiError(none).code).toBe('BARCODE_STOCK_INSUFFICIENT');
    const stock = await t.app.inject({ url: `/api/stores/${s.storeId}/stockbarcode`, headers: s.auth });
    expect(stock.json()[0]).toMatchObject({
      deliveryTypeSizeId: 1,
      deliveryTypeSizeName: 'กล่องพร้อมส่ง กล่องขนาด SS',
      boxSizeCode: 'SS',
      limitBarcode: 2,
      remainBarcode: 0,
    });
    expect(stock.json()).toHaveLength(4);
    const english = await t.app.inject({ url: `/api/stores/${s.storeId}/stockbarcode`, headers: { ...s.auth, 'accept-language': 'en' } });
    expect(english.json()[0].deliveryTypeSizeName).toBe('Ready-to-send box Box size SS');
  });

  it('denies another store, with no data', async () => {
    const s = await seller(1);
    const intruder = await createUser(t.app, t.database.db, { store: {} });
    const res = await publish(t.app, s.storeId, intruder.auth, { optionId: 'ems', weight: 100, recipients: ids(s.recipients) });
    expect(res.statusCode).toBe(403);
    for (const url of [
      `/api/stores/${s.storeId}/mailings`,
      `/api/stores/${s.storeId}/stockbarcode`,
      `/api/stores/${s.storeId}/mailings/history`,
    ]) {
      const r = await t.app.inject({ url, headers: intruder.auth });
      expect(r.statusCode).toBe(403);
      expect(r.json().contents).toBeUndefined();
    }
    const anonymous = await t.app.inject({ url: `/api/stores/${s.storeId}/mailings` });
    expect(anonymous.statusCode).toBe(401);
  });
});
