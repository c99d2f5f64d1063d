import { isValidS10 } from '@songdee/shared/mailing/s10';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueList, thai } from '../../../test/api-errors';
import { createSender } from '../../../test/mailing-fixtures';
import { type ListBody, packingApi, setBarcodeRangeExhausted, usePackingShop } from '../../../test/packing-fixtures';
import { createShop, paidOrder } from '../../../test/storefront-fixtures';

const { t, shop, api } = usePackingShop();
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
});

const orderStatus = async (id: string) =>
  (await t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${id}`, headers: shop.seller.auth })).json().status.referenceKey;
const counts = (list: ListBody, orderId: string, packed: (quantity: number) => number) =>
  list.orders.find((o) => o.id === orderId)!.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: packed(i.quantity) }));

describe('packing flow: pick, count, pack, weigh, label, finish', () => {
  it('walks every status, refuses every step out of order, and retries failed boxes without duplicates', async () => {
    const a = await paidOrder(t, shop, 'ems');
    const b = await paidOrder(t, shop, 'registered');
    const c = await paidOrder(t, shop, 'ems');

    const available = (await api.available(`?searchString=${a.name}`)).json();
    expect(available.contents.map((o: { id: string }) => o.id)).toEqual([a.id]);

    const none = await api.create([]);
    expect(none.statusCode).toBe(400);
    expect(issueList(none)).toEqual(['กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ']);

    const created = await api.create([a.id, b.id, c.id]);
    expect(created.statusCode, created.body).toBe(201);
    let list = created.json() as ListBody;
    expect(list).toMatchObject({ packingCode: 'PK-00001', status: { referenceKey: 'COUNTING' }, canConfirmCount: true });
    expect(await orderStatus(a.id)).toBe('PACKING');
    expect((await api.available()).json().paging.totalCount).toBe(0);
    const twice = await api.create([a.id]);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('PACKING_ORDERS_UNAVAILABLE');

    // Steps out of order are refused with the from/to statuses.
    for (const res of [await api.confirmPacking(list.id), await api.labels(list.id), await api.finish(list.id)]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'PACKING_TRANSITION_NOT_ALLOWED', params: { from: 'COUNTING' } });
    }

    // Counting: integer 0..ordered, and a submit needs one order fully counted.
    const over = await api.counts(list.id, counts(list, a.id, (q) => q + 1).slice(0, 1), false);
    expect(over.statusCode).toBe(400);
    expect(issueList(over)).toEqual(['จำนวนที่นับได้ต้องไม่เกินจำนวนที่สั่ง (2)']);
    const negative = await api.counts(
      list.id,
      counts(list, a.id, () => -1),
      false,
    );
    expect(negative.statusCode).toBe(400);
    expect(issueList(negative)?.[0]).toBe('กรุณาระบุจำนวนที่นับได้เป็นจำนวนเต็มตั้งแต่ 0');
    const partial = await api.counts(
      list.id,
      counts(list, a.id, (q) => q - 1),
      true,
    );
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error).toMatchObject({ code: 'PACKING_COUNT_INCOMPLETE', message: 'กรุณาตรวจสอบจำนวนการนับสินค้า' });

    const draft = await api.counts(list.id, [...counts(list, a.id, (q) => q), ...counts(list, c.id, () => 1)], false);
    expect(draft.json()).toMatchObject({ status: { referenceKey: 'COUNTING' } });
    const submitted = await api.counts(
      list.id,
      counts(list, b.id, (q) => q),
      true,
    );
    expect(submitted.statusCode, submitted.body).toBe(200);
    list = submitted.json();
    expect(list.status.referenceKey).toBe('WAITING_FOR_PACKING');
    // The order not fully counted is given back, uncounted.
    expect(list.orders.map((o) => o.id)).toEqual([a.id, b.id]);
    expect(await orderStatus(c.id)).toBe('PENDING_TO_BE_PACKED');
    expect((await api.available()).json().contents.map((o: { id: string }) => o.id)).toEqual([c.id]);
    const orderA = list.orders[0]!;
    const [shirt, chilli] = orderA.orderItems;
    expect(orderA.packs).toEqual([
      expect.objectContaining({ boxNo: 1, items: [expect.objectContaining({ quantity: 2 }), expect.objectContaining({ quantity: 1 })] }),
    ]);

    // Splitting a box: at least one product, never more than the first box holds, quantities from 0.
    const empty = await api.split(list.id, a.id, [{ orderItemId: shirt!.orderItemId, quantity: 0 }]);
    expect(issueList(empty)).toEqual(['กรุณาเลือกจำนวนสินค้าที่จะแบ่งกล่อง']);
    const tooMany = await api.split(list.id, a.id, [{ orderItemId: shirt!.orderItemId, quantity: 3 }]);
    expect(issueList(tooMany)).toEqual(['จำนวนสินค้าที่ต้องการแบ่งกล่องเกินจำนวนของกล่องแรก']);
    const minus = await api.split(list.id, a.id, [{ orderItemId: shirt!.orderItemId, quantity: -1 }]);
    expect(minus.statusCode).toBe(400);
    expect(issueList(minus)?.[0]).toBe('กรุณาระบุจำนวนสินค้าเป็นตัวเลขตั้งแต่ 0');
    const split = await api.split(list.id, a.id, [{ orderItemId: shirt!.orderItemId, quantity: 1 }]);
    expect(split.statusCode, split.body).toBe(201);
    const extra = await api.split(list.id, a.id, [{ orderItemId: chilli!.orderItemId, quantity: 1 }]);
    let packs = (extra.json() as ListBody).orders[0]!.packs;
    expect(packs.map((p) => p.items.map((i) => i.quantity))).toEqual([[1], [1], [1]]);
    const firstDelete = await api.deleteBox(list.id, packs[0]!.id);
    expect(firstDelete.json().error.code).toBe('PACKING_FIRST_BOX_UNDELETABLE');
    packs = ((await api.deleteBox(list.id, packs[2]!.id)).json() as ListBody).orders[0]!.packs;
    expect(packs.map((p) => p.items.map((i) => i.quantity))).toEqual([[1, 1], [1]]);

    list = (await api.confirmPacking(list.id)).json();
    expect(list.status.referenceKey).toBe('WAITING_FOR_SHIPMENT_ORDER');
    expect((await api.split(list.id, a.id, [{ orderItemId: shirt!.orderItemId, quantity: 1 }])).json().error.code).toBe(
      'PACKING_TRANSITION_NOT_ALLOWED',
    );

    const boxes = list.orders.flatMap((o) => o.packs);
    const badWeight = await api.weights(list.id, [{ packId: boxes[0]!.id, weight: -5 }]);
    expect(issueList(badWeight)).toEqual(['กรุณาระบุน้ำหนักเป็นตัวเลขตั้งแต่ 0']);
    // Registered mail takes up to 2 kg: a heavier box is refused at its field, not priced into "no price found".
    const registeredBox = list.orders[1]!.packs[0]!;
    const tooHeavy = await api.weights(list.id, [{ packId: registeredBox.id, weight: 2_001 }]);
    expect(tooHeavy.statusCode).toBe(400);
    expect(tooHeavy.json().error.issues).toMatchObject([{ path: 'packs.0.weight', message: 'น้ำหนักเกิน 2,000 กรัม ที่บริการนี้รับได้' }]);
    list = (
      await api.weights(
        list.id,
        boxes.map((p) => ({ packId: p.id, weight: 500 })),
      )
    ).json();
    expect(list.orders.flatMap((o) => o.packs).every((p) => p.weight === 500 && (p.serviceCost ?? 0) > 0)).toBe(true);

    // Registered mail has no barcode left: its box fails, the EMS boxes get their labels.
    await setBarcodeRangeExhausted(t, 'registered', true);
    list = (await api.labels(list.id)).json();
    expect(list.status.referenceKey).toBe('WAITING_FOR_SHIPMENT_ORDER_EDIT');
    const [packA1, packA2] = list.orders[0]!.packs;
    expect([packA1, packA2].every((p) => p && isValidS10(p.barcode!) && p.errorMsg === null)).toBe(true);
    expect(list.orders[1]!.packs[0]).toMatchObject({ barcode: null, errorMsg: { code: 'BARCODE_RANGE_EXHAUSTED', params: {} } });
    expect(thai(list.orders[1]!.packs[0]!.errorMsg!)).toBe('เลขบาร์โค้ดของบริการนี้หมดแล้ว กรุณาติดต่อไปรษณีย์เพื่อขอช่วงเลขใหม่');
    expect(list.totals).toMatchObject({ boxes: 3, labelled: 2, failed: 1 });
    expect(await orderStatus(a.id)).toBe('PENDING_FOR_SHIPMENT');
    expect(await orderStatus(b.id)).toBe('PACKING');
    expect((await api.finish(list.id)).json().error.code).toBe('PACKING_NOT_READY_TO_FINISH');

    // Refilled, "create labels for failed items" labels only the failed box.
    await setBarcodeRangeExhausted(t, 'registered', false);
    list = (await api.labels(list.id)).json();
    expect(list.status.referenceKey).toBe('PACKED');
    expect(list.orders[0]!.packs.map((p) => p.barcode)).toEqual([packA1!.barcode, packA2!.barcode]);
    expect(list.orders[1]!.packs[0]).toMatchObject({ barcode: expect.stringMatching(/^RA\d{9}TH$/), errorMsg: null });
    const mailings = await t.app.inject({ url: `/api/stores/${shop.store.id}/mailings?size=100`, headers: shop.seller.auth });
    expect(mailings.json().paging.totalCount).toBe(3);
    expect(await orderStatus(b.id)).toBe('PENDING_FOR_SHIPMENT');

    // A PACKED list cannot be confirmed again in picking, nor deleted, nor labelled twice.
    const again = await api.counts(list.id, [], true);
    expect(again.json().error).toMatchObject({
      code: 'PACKING_TRANSITION_NOT_ALLOWED',
      params: { from: 'PACKED', to: 'WAITING_FOR_PACKING' },
    });
    expect(list.canConfirmCount).toBe(false);
    expect((await api.remove(list.id)).json().error.code).toBe('PACKING_LIST_NOT_DELETABLE');
    expect((await api.labels(list.id)).statusCode).toBe(409);

    // Pending vs history, searched by packing code and by order code.
    expect((await api.list(`?searchString=${b.name}`)).json().contents).toEqual([
      expect.objectContaining({ packingCode: 'PK-00001', orderCount: 2, number: 1 }),
    ]);
    expect((await api.list('?tab=history')).json().paging.totalCount).toBe(0);
    list = (await api.finish(list.id)).json();
    expect(list.status.referenceKey).toBe('DONE');
    expect((await api.list('?tab=history&searchString=PK-00001')).json().contents).toEqual([
      expect.objectContaining({ id: list.id, status: expect.objectContaining({ referenceKey: 'DONE', name: 'เสร็จสิ้น' }) }),
    ]);
    expect((await api.list()).json().paging.totalCount).toBe(0);
    expect((await api.finish(list.id)).json().error.params).toMatchObject({ from: 'DONE', to: 'DONE' });
  });

  it('deletes a pending list and gives its orders back uncounted', async () => {
    const order = await paidOrder(t, shop);
    const list = (await api.create([order.id])).json() as ListBody;
    await api.counts(
      list.id,
      counts(list, order.id, (q) => q),
      false,
    );
    const res = await api.remove(list.id);
    expect(res.statusCode).toBe(204);
    expect(await orderStatus(order.id)).toBe('PENDING_TO_BE_PACKED');
    const detail = await t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${order.id}`, headers: shop.seller.auth });
    expect(detail.json().orderItems.map((i: { packedQuantity: number }) => i.packedQuantity)).toEqual([0, 0]);
    expect((await api.get(list.id)).statusCode).toBe(404);
  });

  it('never shows or changes a list from another store', async () => {
    const order = await paidOrder(t, shop);
    const list = (await api.create([order.id])).json() as ListBody;
    const other = await createShop(t);
    const theirs = packingApi(t, shop, other);
    for (const res of [
      await theirs.get(list.id),
      await theirs.list(),
      await theirs.available(),
      await theirs.remove(list.id),
      await theirs.labels(list.id),
      await theirs.printLabels(list.id),
      await theirs.printHandover(list.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(order.name);
    }
    // Through their own store id, our list does not exist.
    const own = packingApi(t, other);
    expect((await own.get(list.id)).statusCode).toBe(404);
    expect((await own.printHandover(list.id)).statusCode).toBe(404);
    expect((await own.create([order.id])).json().error.code).toBe('PACKING_ORDERS_UNAVAILABLE');
  });
});
