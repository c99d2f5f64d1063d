import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import {
  BOX_PRICE,
  createListeningTestApp,
  OUTLET_A,
  OUTLET_B,
  outletId,
  paidReserve,
  reserveApi,
  reserveInput,
  reserveSeller,
  SIZE,
} from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp(() => createListeningTestApp());
let outletA: string;
let outletB: string;
let central: string;
beforeAll(async () => {
  outletA = await outletId(t, OUTLET_A);
  outletB = await outletId(t, OUTLET_B);
  central = await outletId(t, '000000');
});

const seller = () => reserveSeller(t);

describe('POST /api/stores/:storeId/reserves', () => {
  it('reserves sets of 10 boxes at today’s price per box: unpaid, not confirmed, collect within 7 working days', async () => {
    const s = await seller();
    const res = await s.api.create(reserveInput(outletA, { M: 2, SS: 1 }));
    expect(res.statusCode).toBe(201);
    const reserve = res.json() as Reserve;
    expect(reserve).toMatchObject({
      code: 'RS-00001',
      storeId: s.storeId,
      outlet: { id: outletA, outletCode: OUTLET_A },
      totalQty: 3,
      totalPrice: BOX_PRICE[3] * 20 + BOX_PRICE[1] * 10,
      status: { id: 401, referenceKey: 'DRAFT_FOR_RESERVE', name: 'รอยืนยันการจอง' },
      statusPayment: false,
      paymentInfo: null,
      refBankCode: null,
      approvalBankCode: null,
      confirmedAt: null,
      actions: { canEdit: false, canDelete: false, canPay: true, canConfirm: false },
    });
    expect(reserve.lines).toEqual([
      { boxSizeId: SIZE.SS, name: 'กล่องขนาด SS', desc: 'กล่องพร้อมส่ง', boxPrice: BOX_PRICE[1], sets: 1, total: BOX_PRICE[1] * 10 },
      { boxSizeId: SIZE.M, name: 'กล่องขนาด M', desc: 'กล่องพร้อมส่ง', boxPrice: BOX_PRICE[3], sets: 2, total: BOX_PRICE[3] * 20 },
    ]);
    expect(reserve.collectBy > reserve.createdDate.slice(0, 10)).toBe(true);
    expect((await s.api.create(reserveInput(outletA, { L: 1 }))).json().code).toBe('RS-00002');
  });

  it('answers the first reservation for the same Idempotency-Key, even when the two requests race', async () => {
    const s = await seller();
    const input = reserveInput(outletA, { S: 1 });
    const [a, b] = await Promise.all([s.api.create(input, 'key-1'), s.api.create(input, 'key-1')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().id).toBe(b.json().id);
    const again = await s.api.create(input, 'key-1');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(a.json().id);
    expect((await s.api.list()).json().paging.totalCount).toBe(1);
  });

  it.each([
    ['zero', 0, 'กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก'],
    ['negative', -2, 'กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก'],
    ['fractional', 1.5, 'กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก'],
    ['text', '2', 'กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก'],
    ['huge', 1_000_000, 'จองได้ไม่เกิน 1,000 ชุดต่อขนาด'],
    ['beyond 32 bits', 2 ** 40, 'จองได้ไม่เกิน 1,000 ชุดต่อขนาด'],
  ])('refuses a %s quantity with the whole-number message', async (_, sets, message) => {
    const s = await seller();
    const res = await s.api.create({ outletId: outletA, lines: [{ boxSizeId: SIZE.M, sets }] });
    expect(res.statusCode).toBe(400);
    expect(issueAt(res, 'lines.0.sets')).toBe(message);
    expect((await s.api.list()).json().paging.totalCount).toBe(0);
  });

  it('needs a post office and at least one size; says so in English when asked', async () => {
    const s = await seller();
    const noOutlet = await s.api.create({ lines: [{ boxSizeId: SIZE.M, sets: 1 }] });
    expect(issueAt(noOutlet, 'outletId')).toBe('กรุณาเลือกที่ทำการไปรษณีย์');
    const noSize = await s.api.create({ outletId: outletA, lines: [] });
    expect(issueAt(noSize, 'lines')).toBe('กรุณาระบุจำนวนกล่องอย่างน้อย 1 ขนาด');
    const english = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${s.storeId}/reserves`,
      headers: { ...s.auth, 'accept-language': 'en' },
      payload: { outletId: outletA, lines: [{ boxSizeId: SIZE.M, sets: 0 }] },
    });
    expect(issueAt(english, 'lines.0.sets')).toBe('Enter the number of sets as a positive whole number');
  });

  it('refuses the central office, an unknown post office and a size that cannot be reserved', async () => {
    const s = await seller();
    for (const outlet of [central, '00000000-0000-4000-8000-000000000000']) {
      const res = await s.api.create(reserveInput(outlet, { M: 1 }));
      expect(res.statusCode).toBe(400);
      expect(apiError(res).code).toBe('RESERVE_OUTLET_UNAVAILABLE');
      expect(issueAt(res, 'outletId')).toBe('ที่ทำการไปรษณีย์ที่เลือกไม่มีบริการกล่องพร้อมส่ง');
    }
    const res = await s.api.create({ outletId: outletA, lines: [{ boxSizeId: 99, sets: 1 }] });
    expect(apiError(res).code).toBe('RESERVE_BOX_SIZE_UNAVAILABLE');
    expect(issueAt(res, 'lines.0.boxSizeId')).toBe('ขนาดกล่องที่เลือกไม่เปิดให้จอง');
  });
});

describe('GET /api/stores/:storeId/reserves', () => {
  it('lists 10 a page, newest first, searches the code and post office, and filters by status id', async () => {
    const s = await seller();
    for (let i = 0; i < 11; i++) await s.api.create(reserveInput(i === 0 ? outletB : outletA, { S: i + 1 }));
    const first = (await s.api.list()).json();
    expect(first.paging).toEqual({ page: 1, size: 10, totalCount: 11 });
    expect(first.contents).toHaveLength(10);
    expect(first.contents[0]).toMatchObject({ code: 'RS-00011', totalQty: 11 });
    expect((await s.api.list('?page=2')).json().contents.map((r: Reserve) => r.code)).toEqual(['RS-00001']);
    expect((await s.api.list('?searchString=RS-00003')).json().contents.map((r: Reserve) => r.code)).toEqual(['RS-00003']);
    expect((await s.api.list(`?searchString=${OUTLET_B}`)).json().contents.map((r: Reserve) => r.code)).toEqual(['RS-00001']);
    const statuses = (await t.app.inject({ url: '/api/reserveStatuses' })).json() as Array<{ id: number; referenceKey: string }>;
    expect(statuses.map((st) => st.referenceKey)).toEqual(['DRAFT_FOR_RESERVE', 'CONFIRM_FOR_RESERVE']);
    const draftId = statuses[0]!.id;
    const confirmedId = statuses[1]!.id;
    expect((await s.api.list(`?filterReserveStatusId=${draftId}`)).json().paging.totalCount).toBe(11);
    expect((await s.api.list(`?filterReserveStatusId=${confirmedId}`)).json().paging.totalCount).toBe(0);
    expect((await s.api.list('?filterReserveStatusId=301')).json().paging.totalCount).toBe(0);
    expect((await s.api.list('?filterReserveStatusId=')).json().paging.totalCount).toBe(11);
    expect((await s.api.list('?filterReserveStatusId=x')).statusCode).toBe(400);
  });
});

describe('edit and delete: only when StatusPayment is true (spec 2 section 4, as stated)', () => {
  it('refuses to edit or delete an unpaid reservation', async () => {
    const s = await seller();
    const reserve = (await s.api.create(reserveInput(outletA, { M: 1 }))).json() as Reserve;
    const edit = await s.api.update(reserve.id, reserveInput(outletA, { M: 2 }));
    expect(edit.statusCode).toBe(409);
    expect(apiError(edit).code).toBe('RESERVE_NOT_EDITABLE');
    const del = await s.api.delete(reserve.id);
    expect(del.statusCode).toBe(409);
    expect(apiError(del).code).toBe('RESERVE_NOT_DELETABLE');
    expect((await s.api.get(reserve.id)).json()).toMatchObject({ totalQty: 1, statusPayment: false });
  });

  it('lets a paid one change post office and sizes within what was paid, keeping the prices it was reserved at', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { M: 2 }));
    expect(reserve).toMatchObject({ statusPayment: true, actions: { canEdit: true, canDelete: true, canPay: false } });
    const cheaper = await s.api.update(reserve.id, reserveInput(outletB, { M: 1, SS: 1 }));
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({
      outlet: { id: outletB },
      totalQty: 2,
      totalPrice: BOX_PRICE[3] * 10 + BOX_PRICE[1] * 10,
      statusPayment: true,
    });
    const dearer = await s.api.update(reserve.id, reserveInput(outletA, { M: 3 }));
    expect(dearer.statusCode).toBe(409);
    expect(apiError(dearer)).toMatchObject({
      code: 'RESERVE_EDIT_OVER_PAID',
      message: `ยอดรวมใหม่ ${((BOX_PRICE[3] * 30) / 100).toFixed(2)} บาท เกินยอดที่ชำระแล้ว ${((BOX_PRICE[3] * 20) / 100).toFixed(2)} บาท`,
    });
    expect((await s.api.delete(reserve.id)).statusCode).toBe(204);
    expect((await s.api.get(reserve.id)).statusCode).toBe(404);
  });

  it('still validates an edit’s quantities', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { S: 1 }));
    const res = await s.api.update(reserve.id, { outletId: outletA, lines: [{ boxSizeId: SIZE.S, sets: -1 }] });
    expect(issueAt(res, 'lines.0.sets')).toBe('กรุณาระบุจำนวนชุดเป็นจำนวนเต็มบวก');
  });
});

describe('another store’s reservation', () => {
  it('is 403 through another store id and 404 through the caller’s own store, on every route, with no data', async () => {
    const owner = await seller();
    const reserve = await paidReserve(t, owner.api, reserveInput(outletA, { M: 1 }));
    const intruder = await seller();
    const viaOwnerStore = reserveApi(t, owner.storeId, intruder.auth);
    const input = reserveInput(outletA, { M: 1 });
    const viaOwner = [
      viaOwnerStore.list(),
      viaOwnerStore.create(input),
      viaOwnerStore.get(reserve.id),
      viaOwnerStore.update(reserve.id, input),
      viaOwnerStore.delete(reserve.id),
      viaOwnerStore.token(reserve.id),
      viaOwnerStore.confirmPayment(reserve.id, { order_id: 'SDX0000000000012345', payment_status: '000', hash_value: 'a'.repeat(40) }),
      viaOwnerStore.stock(),
      t.app.inject({ url: `/api/stores/${owner.storeId}/reports/StockRemainPromptPost`, headers: intruder.auth }),
    ];
    for (const res of await Promise.all(viaOwner)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().contents ?? res.json().id).toBeUndefined();
    }
    const viaOwn = [
      intruder.api.get(reserve.id),
      intruder.api.update(reserve.id, input),
      intruder.api.delete(reserve.id),
      intruder.api.token(reserve.id),
    ];
    for (const res of await Promise.all(viaOwn)) {
      expect(res.statusCode).toBe(404);
      expect(apiError(res).code).toBe('RESERVE_NOT_FOUND');
    }
    expect((await owner.api.get(reserve.id)).json()).toMatchObject({ totalQty: 1, statusPayment: true });
  });

  it('answers an anonymous caller 401 before looking at the input, and a stranger’s valid request 403', async () => {
    const owner = await seller();
    const stranger = await createUser(t.app, t.database.db);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${owner.storeId}/reserves`,
      payload: { outletId: 'x', lines: [{ boxSizeId: 'x', sets: -1 }] },
    });
    expect(anonymous.statusCode).toBe(401);
    const valid = await reserveApi(t, owner.storeId, stranger.auth).create(reserveInput(outletA, { M: 1 }));
    expect(valid.statusCode).toBe(403);
    expect((await owner.api.list()).json().paging.totalCount).toBe(0);
  });
});
