import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import {
  createListeningTestApp,
  OUTLET_A,
  OUTLET_B,
  outletId,
  paidReserve,
  postOfficeAdmin,
  postOfficeApi,
  reserveApi,
  reserveInput,
  reserveSeller,
  SIZE,
  stockOf,
} from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp(() => createListeningTestApp());
let outletA: string;
let outletB: string;
let clerkA: ReturnType<typeof postOfficeApi>;
let clerkB: ReturnType<typeof postOfficeApi>;
let central: ReturnType<typeof postOfficeApi>;
beforeAll(async () => {
  outletA = await outletId(t, OUTLET_A);
  outletB = await outletId(t, OUTLET_B);
  clerkA = postOfficeApi(t, (await postOfficeAdmin(t, OUTLET_A)).auth);
  clerkB = postOfficeApi(t, (await postOfficeAdmin(t, OUTLET_B, 'AdminStaff')).auth);
  central = postOfficeApi(t, (await postOfficeAdmin(t, '000000')).auth);
});

const seller = () => reserveSeller(t);

describe('PUT /api/confirmreserves/:reserveId/Confirm', () => {
  it('grants exactly sets x 10 barcodes per size (LimitBarcode and RemainBarcode) and sets CONFIRM_FOR_RESERVE', async () => {
    const s = await seller();
    expect(await stockOf(s.api)).toEqual({ 1: [0, 0], 2: [0, 0], 3: [0, 0], 4: [0, 0] });
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { M: 2, L: 3, SS: 1 }));
    const res = await clerkA.confirm(reserve.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: reserve.id,
      status: { id: 402, referenceKey: 'CONFIRM_FOR_RESERVE', name: 'ยืนยันการจองแล้ว' },
      statusPayment: true,
      actions: { canConfirm: false, canEdit: false, canDelete: false, canPay: false },
    });
    expect(res.json().confirmedAt).not.toBeNull();
    expect(await stockOf(s.api)).toEqual({ 1: [10, 10], 2: [0, 0], 3: [20, 20], 4: [30, 30] });
    // The seller sees it confirmed and can no longer edit or delete it.
    expect((await s.api.get(reserve.id)).json()).toMatchObject({
      status: { referenceKey: 'CONFIRM_FOR_RESERVE' },
      actions: { canEdit: false, canDelete: false, canPay: false, canConfirm: false },
    });
    expect(apiError(await s.api.update(reserve.id, reserveInput(outletA, { M: 1 }))).code).toBe('RESERVE_NOT_EDITABLE');
    expect(apiError(await s.api.delete(reserve.id)).code).toBe('RESERVE_NOT_DELETABLE');
    // A second reservation adds to the stock, after some boxes were used.
    const second = await paidReserve(t, s.api, reserveInput(outletA, { M: 1 }));
    expect((await central.confirm(second.id)).statusCode).toBe(200);
    expect((await stockOf(s.api))[SIZE.M]).toEqual([30, 30]);
    const report = await t.app.inject({ url: `/api/stores/${s.storeId}/reports/StockRemainPromptPost`, headers: s.auth });
    expect(report.json().find((r: { boxSizeId: number }) => r.boxSizeId === SIZE.M)).toMatchObject({
      deliveryTypeSizeName: 'กล่องพร้อมส่ง กล่องขนาด M',
      limitBarcode: 30,
      remainBarcode: 30,
    });
  });

  it('refuses a second confirm (409) and grants nothing more', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { S: 2 }));
    expect((await clerkA.confirm(reserve.id)).statusCode).toBe(200);
    const again = await clerkA.confirm(reserve.id);
    expect(again.statusCode).toBe(409);
    expect(apiError(again)).toMatchObject({ code: 'RESERVE_ALREADY_CONFIRMED', message: `รายการจอง ${reserve.code} ยืนยันการรับกล่องแล้ว` });
    const viaPost = await t.app.inject({
      method: 'POST',
      url: `/api/confirmreserves/${reserve.id}`,
      headers: (await postOfficeAdmin(t, '000000')).auth,
    });
    expect(viaPost.statusCode).toBe(409);
    expect((await stockOf(s.api))[SIZE.S]).toEqual([20, 20]);
  });

  it('confirms exactly once under 10 concurrent confirms', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { M: 3, SS: 2 }));
    const clerks = [clerkA, central];
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => clerks[i % 2]!.confirm(reserve.id)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409)) expect(apiError(a).code).toBe('RESERVE_ALREADY_CONFIRMED');
    expect(await stockOf(s.api)).toMatchObject({ [SIZE.M]: [30, 30], [SIZE.SS]: [20, 20] });
  });

  it('refuses an unpaid reservation: the boxes are prepaid', async () => {
    const s = await seller();
    const reserve = (await s.api.create(reserveInput(outletA, { M: 1 }))).json() as Reserve;
    const res = await clerkA.confirm(reserve.id);
    expect(res.statusCode).toBe(409);
    expect(apiError(res)).toMatchObject({ code: 'RESERVE_NOT_PAID', message: `รายการจอง ${reserve.code} ยังไม่ได้ชำระเงิน ยืนยันการรับกล่องไม่ได้` });
    expect((await clerkA.get(reserve.id)).json().actions.canConfirm).toBe(false);
    expect((await stockOf(s.api))[SIZE.M]).toEqual([0, 0]);
  });

  it('refuses a non-admin, an admin with a store and an admin of another outlet; grants nothing', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { M: 1 }));
    const buyer = postOfficeApi(t, (await createUser(t.app, t.database.db)).auth);
    const adminWithStore = postOfficeApi(
      t,
      (await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: OUTLET_A, store: {} })).auth,
    );
    const noOutlet = postOfficeApi(t, (await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: null })).auth);
    for (const who of [buyer, adminWithStore, noOutlet, postOfficeApi(t, s.auth)]) {
      for (const res of [await who.confirm(reserve.id), await who.get(reserve.id), await who.list()]) {
        expect(res.statusCode).toBe(403);
        expect(apiError(res).code).toBe('FORBIDDEN');
      }
    }
    for (const res of [await clerkB.confirm(reserve.id), await clerkB.get(reserve.id)]) {
      expect(res.statusCode).toBe(404);
      expect(apiError(res).code).toBe('RESERVE_NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'PUT', url: `/api/confirmreserves/${reserve.id}/Confirm` })).statusCode).toBe(401);
    expect((await stockOf(s.api))[SIZE.M]).toEqual([0, 0]);
    expect((await s.api.get(reserve.id)).json().status.referenceKey).toBe('DRAFT_FOR_RESERVE');
  });
});

describe('GET /api/confirmreserves', () => {
  it('shows an outlet admin the reservations of their outlet, the central admin every one', async () => {
    const s = await seller();
    const atA = (await s.api.create(reserveInput(outletA, { M: 1 }))).json() as Reserve;
    const atB = (await s.api.create(reserveInput(outletB, { M: 1 }))).json() as Reserve;
    const mine = (await clerkA.list('?size=100')).json();
    const codesOf = (page: { contents: Reserve[] }) => page.contents.filter((r) => r.storeId === s.storeId).map((r) => r.id);
    expect(codesOf(mine)).toEqual([atA.id]);
    expect(codesOf((await clerkB.list('?size=100')).json())).toEqual([atB.id]);
    expect(codesOf((await central.list('?size=100')).json()).sort()).toEqual([atA.id, atB.id].sort());
    const detail = (await clerkA.get(atA.id)).json();
    expect(detail).toMatchObject({
      storeName: 'ร้านทดสอบ',
      outlet: { outletCode: OUTLET_A },
      actions: { canConfirm: false, canEdit: false },
    });
    expect(detail.lines).toHaveLength(1);
  });

  it('searches the store name and filters by status', async () => {
    const storeName = `ร้านค้นหา ${Date.now().toString(36)}`;
    const s = await createUser(t.app, t.database.db, { store: { name: storeName } });
    const api = reserveApi(t, s.storeId!, s.auth);
    const paid = await paidReserve(t, api, reserveInput(outletA, { S: 1 }));
    await api.create(reserveInput(outletA, { S: 2 }));
    await clerkA.confirm(paid.id);
    const statuses = (await t.app.inject({ url: '/api/reserveStatuses' })).json() as Array<{ id: number; referenceKey: string }>;
    const confirmedId = statuses.find((st) => st.referenceKey === 'CONFIRM_FOR_RESERVE')!.id;
    const confirmed = (await clerkA.list(`?filterReserveStatusId=${confirmedId}&size=100`)).json();
    expect(confirmed.contents.every((r: Reserve) => r.status.referenceKey === 'CONFIRM_FOR_RESERVE')).toBe(true);
    expect(confirmed.contents.map((r: Reserve) => r.id)).toContain(paid.id);
    const byStore = (await clerkA.list(`?searchString=${encodeURIComponent(storeName)}`)).json();
    expect(byStore.paging.totalCount).toBe(2);
    const confirmedOfStore = (
      await clerkA.list(`?searchString=${encodeURIComponent(storeName)}&filterReserveStatusId=${confirmedId}`)
    ).json();
    expect(confirmedOfStore.contents.map((r: Reserve) => r.id)).toEqual([paid.id]);
  });
});

describe('publishing from the stock a confirmation granted', () => {
  it('publishes ready-to-send M boxes from it, and says how many remain of which size when it runs out', async () => {
    const s = await seller();
    const reserve = await paidReserve(t, s.api, reserveInput(outletA, { M: 2 }));
    await clerkA.confirm(reserve.id);
    await createSender(t.database.db, s.storeId, s.user.id);
    const recipients = await createRecipients(t.database.db, s.storeId, s.user.id, 21);
    const twenty = await publish(t.app, s.storeId, s.auth, {
      optionId: 'promptpost',
      sizeId: SIZE.M,
      recipients: ids(recipients.slice(0, 20)),
    });
    expect(twenty.statusCode).toBe(201);
    expect((await stockOf(s.api))[SIZE.M]).toEqual([20, 0]);
    const more = await publish(t.app, s.storeId, s.auth, { optionId: 'promptpost', sizeId: SIZE.M, recipients: ids(recipients.slice(20)) });
    expect(more.statusCode).toBe(409);
    expect(apiError(more)).toMatchObject({
      code: 'BARCODE_STOCK_INSUFFICIENT',
      message: 'จำนวนบาร์โค้ดกล่องขนาด M ไม่เพียงพอ (คงเหลือ 0 กล่อง ต้องการ 1 กล่อง)',
    });
  });
});
