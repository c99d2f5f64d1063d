import { describe, expect, it } from 'vitest';
import { type ListBody, packingApi, usePackingShop } from '../../../test/packing-fixtures';
import { createShop, paidOrder, shipAddress } from '../../../test/storefront-fixtures';

const { t, shop, api } = usePackingShop();

/** An order's status and counted quantities, as the seller sees them. */
const orderState = async (id: string) => {
  const order = (await t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${id}`, headers: shop.seller.auth })).json();
  return {
    status: order.status.referenceKey as string,
    packed: order.orderItems.map((i: { packedQuantity: number }) => i.packedQuantity) as number[],
  };
};
const countAll = (list: ListBody, orderId: string, packed: (quantity: number) => number) =>
  list.orders.find((o) => o.id === orderId)!.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: packed(i.quantity) }));
const orderIdsOf = (list: ListBody) => list.orders.map((o) => o.id);

describe('PUT packing-lists/:id/orders (select orders again while counting)', () => {
  it('adds, removes and keeps orders: removed ones wait to be packed again uncounted, kept ones keep their counts', async () => {
    const [a, b, c] = [await paidOrder(t, shop), await paidOrder(t, shop), await paidOrder(t, shop)];
    let list = (await api.create([a.id, b.id])).json() as ListBody;
    await api.counts(list.id, [...countAll(list, a.id, (q) => q), ...countAll(list, b.id, () => 1)], false);

    const res = await api.setOrders(list.id, [c.id, a.id, c.id]);
    expect(res.statusCode, res.body).toBe(200);
    list = res.json();
    // Kept orders keep their place, added ones follow; duplicates count once.
    expect(list).toMatchObject({ status: { referenceKey: 'COUNTING' } });
    expect(orderIdsOf(list)).toEqual([a.id, c.id]);
    expect(list.orders.every((o) => o.packs.length === 0)).toBe(true);
    expect(list.orders[0]!.orderItems.map((i) => i.packedQuantity)).toEqual([2, 1]);
    expect(list.orders[1]!.orderItems.map((i) => i.packedQuantity)).toEqual([0, 0]);
    expect(await orderState(a.id)).toEqual({ status: 'PACKING', packed: [2, 1] });
    expect(await orderState(b.id)).toEqual({ status: 'PENDING_TO_BE_PACKED', packed: [0, 0] });
    expect(await orderState(c.id)).toEqual({ status: 'PACKING', packed: [0, 0] });
    expect((await api.available()).json().contents.map((o: { id: string }) => o.id)).toEqual([b.id]);
    expect((await api.list(`?searchString=${list.packingCode}`)).json().contents[0]).toMatchObject({ orderCount: 2 });

    // The same selection again changes nothing; the list still counts and submits as usual.
    expect(orderIdsOf((await api.setOrders(list.id, [a.id, c.id])).json())).toEqual([a.id, c.id]);
    const submitted = (await api.counts(list.id, [], true)).json() as ListBody;
    expect(submitted.status.referenceKey).toBe('WAITING_FOR_PACKING');
    expect(orderIdsOf(submitted)).toEqual([a.id]);
    expect(await orderState(c.id)).toEqual({ status: 'PENDING_TO_BE_PACKED', packed: [0, 0] });
  });

  it('refuses an order that is not available and changes nothing', async () => {
    const [a, b, elsewhere] = [await paidOrder(t, shop), await paidOrder(t, shop), await paidOrder(t, shop)];
    const list = (await api.create([a.id, b.id])).json() as ListBody;
    await api.counts(
      list.id,
      countAll(list, b.id, (q) => q),
      false,
    );
    const other = (await api.create([elsewhere.id])).json() as ListBody;
    const otherShop = await createShop(t);
    const foreign = await paidOrder(t, otherShop);

    // The store's own order is named by its code; another store's order or an unknown id stays an id.
    const unknown = crypto.randomUUID();
    for (const [unavailable, named] of [
      [elsewhere.id, elsewhere.name],
      [foreign.id, foreign.id],
      [unknown, unknown],
    ]) {
      const res = await api.setOrders(list.id, [a.id, unavailable as string]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({ code: 'PACKING_ORDERS_UNAVAILABLE', params: { orders: named } });
      expect(res.json().error.message).toContain('รายการสั่งซื้อบางรายการไม่พร้อมแพ็ค');
    }
    // b was to be taken off in the same request: it is still on the list, counted.
    expect(orderIdsOf((await api.get(list.id)).json())).toEqual([a.id, b.id]);
    expect(await orderState(b.id)).toEqual({ status: 'PACKING', packed: [2, 1] });
    expect(orderIdsOf((await api.get(other.id)).json())).toEqual([elsewhere.id]);
    expect(await orderState(elsewhere.id)).toEqual({ status: 'PACKING', packed: [0, 0] });
  });

  it('is refused once the count is confirmed', async () => {
    const [a, b] = [await paidOrder(t, shop), await paidOrder(t, shop)];
    const list = (await api.create([a.id])).json() as ListBody;
    await api.counts(
      list.id,
      countAll(list, a.id, (q) => q),
      true,
    );
    const res = await api.setOrders(list.id, [b.id]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PACKING_TRANSITION_NOT_ALLOWED',
      params: { from: 'WAITING_FOR_PACKING', to: 'COUNTING' },
      message: 'ไม่สามารถเปลี่ยนสถานะรายการแพ็คจากรอแพ็คสินค้าเป็นกำลังนับสินค้าได้',
    });
    expect(orderIdsOf((await api.get(list.id)).json())).toEqual([a.id]);
    expect(await orderState(b.id)).toEqual({ status: 'PENDING_TO_BE_PACKED', packed: [0, 0] });
  });

  it('needs at least one order', async () => {
    const a = await paidOrder(t, shop);
    const list = (await api.create([a.id])).json() as ListBody;
    for (const orderIds of [[], undefined, ['not-a-uuid']]) {
      const res = await api.setOrders(list.id, orderIds);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.issues.map((i: { message: string }) => i.message)).toEqual(['กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ']);
    }
    expect(orderIdsOf((await api.get(list.id)).json())).toEqual([a.id]);
  });

  it('never changes a list of another store', async () => {
    const [a, b] = [await paidOrder(t, shop), await paidOrder(t, shop)];
    const list = (await api.create([a.id])).json() as ListBody;
    const other = await createShop(t);
    const theirs = await packingApi(t, shop, other).setOrders(list.id, [b.id]);
    expect(theirs.statusCode).toBe(403);
    expect(theirs.body).not.toContain(a.name);
    // Through their own store id, our list does not exist.
    expect((await packingApi(t, other).setOrders(list.id, [b.id])).statusCode).toBe(404);
    expect(orderIdsOf((await api.get(list.id)).json())).toEqual([a.id]);
    expect(await orderState(b.id)).toEqual({ status: 'PENDING_TO_BE_PACKED', packed: [0, 0] });
  });
});

describe('an order on a packing list', () => {
  it('is changed through the list only: no edit, status change or delete from order manage, until it is taken off', async () => {
    const [a, b] = [await paidOrder(t, shop), await paidOrder(t, shop)];
    const list = (await api.create([a.id, b.id])).json() as ListBody;
    const orderUrl = `/api/stores/${shop.store.id}/orders/${a.id}`;
    const seen = (await t.app.inject({ url: orderUrl, headers: shop.seller.auth })).json();
    expect(seen).toMatchObject({ status: { referenceKey: 'PACKING' }, isEditable: false });

    const edit = await t.app.inject({
      method: 'PUT',
      url: orderUrl,
      headers: shop.seller.auth,
      payload: {
        statusKey: 'WAITING_FOR_PAYMENT',
        items: [{ productId: shop.shirt.id, quantity: 5 }],
        deliveryOptionId: 'registered',
        shipAddress: shipAddress(shop.geo, { fullName: 'ผู้รับใหม่' }),
      },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error).toMatchObject({ code: 'ORDER_NOT_EDITABLE' });
    expect(edit.json().error.message).toContain('ไม่สามารถแก้ไขรายการสั่งซื้อในสถานะ');
    const removed = await t.app.inject({ method: 'DELETE', url: orderUrl, headers: shop.seller.auth });
    expect(removed.statusCode).toBe(409);
    expect(await orderState(a.id)).toEqual({ status: 'PACKING', packed: [0, 0] });

    // Taken off the list, it waits to be packed again and is the seller's to change as before.
    await api.setOrders(list.id, [b.id]);
    const after = (await t.app.inject({ url: orderUrl, headers: shop.seller.auth })).json();
    expect(after.status.referenceKey).toBe('PENDING_TO_BE_PACKED');
  });
});
