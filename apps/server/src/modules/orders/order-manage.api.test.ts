import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { checkout, createBuyer, createStorefrontTestApp, shipAddress } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { orders } from '../../db/schema/orders';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const url = (path = '') => `/api/stores/${shop.store.id}/orders${path}`;
const manageBody = (overrides: Record<string, unknown> = {}) => ({
  statusKey: 'WAITING_FOR_PAYMENT',
  items: [{ productId: shop.shirt.id, quantity: 1 }],
  deliveryOptionId: 'registered',
  shipAddress: shipAddress(shop.geo, { fullName: 'ผู้รับใหม่' }),
  ...overrides,
});
/** The seller's order manage save (PUT) of `orderId` with the manage body changed by `overrides`. */
const manage = (orderId: string, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'PUT', url: url(`/${orderId}`), headers: shop.seller.auth, payload: manageBody(overrides) });

describe('GET /api/stores/:storeId/orders', () => {
  it('filters by order name, recipient, statuses and delivery option, 10 per page', async () => {
    const buyer = await createBuyer(t);
    const a = (await checkout(t, shop, buyer.auth)).json();
    const b = (
      await checkout(t, shop, buyer.auth, { deliveryOptionId: 'registered', shipAddress: shipAddress(shop.geo, { fullName: 'มานี มีนา' }) })
    ).json();
    const ids = async (query: string) =>
      ((await t.app.inject({ method: 'GET', url: url(query), headers: shop.seller.auth })).json().contents as Array<{ id: string }>).map(
        (o) => o.id,
      );
    const all = await t.app.inject({ method: 'GET', url: url(), headers: shop.seller.auth });
    expect(all.json().paging.size).toBe(10);
    expect(all.json().contents[0]).toMatchObject({
      id: b.id,
      recipientName: 'มานี มีนา',
      isEditable: true,
      canMakeLabel: false,
      showSlipLink: false,
    });
    expect(await ids(`?orderName=${a.name}`)).toEqual([a.id]);
    expect(await ids(`?recipient=${encodeURIComponent('มานี')}`)).toEqual([b.id]);
    expect(await ids('?deliveryOption=registered')).toEqual([b.id]);
    expect(await ids('?statuses=WAITING_FOR_PAYMENT,DELIVERED')).toEqual([b.id, a.id]);
    expect(await ids('?statuses=DELIVERED')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: url('?statuses=NOPE'), headers: shop.seller.auth })).statusCode).toBe(400);
  });

  it('denies another store’s owner and buyers', async () => {
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    expect((await t.app.inject({ method: 'GET', url: url(), headers: stranger.auth })).statusCode).toBe(403);
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    expect((await t.app.inject({ method: 'GET', url: url(`/${order.id}`), headers: stranger.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(`/${order.id}`), headers: buyer.auth })).statusCode).toBe(403);
    // Its own store id with this store's order id finds nothing.
    const own = await t.app.inject({ method: 'GET', url: `/api/stores/${stranger.storeId}/orders/${order.id}`, headers: stranger.auth });
    expect(own.statusCode).toBe(404);
  });
});

describe('PUT /api/stores/:storeId/orders/:orderId', () => {
  it('edits items, delivery option and recipient, keeping the agreed price', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${shop.store.id}/products/${shop.shirt.id}`,
      headers: shop.seller.auth,
      payload: { name: 'เสื้อยืด', categoryId: 1, price: 99900 },
    });
    const res = await manage(order.id, { items: [{ productId: shop.shirt.id, quantity: 3, discount: 500 }] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ totalQty: 3, totalPrice: 29500, discount: 500, deliveryFee: 3000, recipientName: 'ผู้รับใหม่' });
  });

  it('needs at least one item with quantity >= 1', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    const none = await manage(order.id, { items: [] });
    expect(issueMessages(none.json()).items).toBe('กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า');
    const zero = await manage(order.id, { items: [{ productId: shop.shirt.id, quantity: 0 }] });
    expect(issueMessages(zero.json())['items.0.quantity']).toBe('จำนวนสินค้าต้องไม่น้อยกว่า 1');
  });

  it('refuses invalid transitions with ORDER_TRANSITION_NOT_ALLOWED and edits once waiting to ship', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    const toPacked = await manage(order.id, { statusKey: 'PENDING_TO_BE_PACKED' });
    expect(toPacked.statusCode).toBe(409);
    expect(toPacked.json().error).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { fromKey: 'WAITING_FOR_PAYMENT', toKey: 'PENDING_TO_BE_PACKED', reason: 'needsPayment' },
    });
    expect(toPacked.json().error.message).toMatch(/^ไม่สามารถเปลี่ยนสถานะจากรอชำระเงินเป็น.+ได้$/);
    const toShipped = await manage(order.id, { statusKey: 'DELIVERED' });
    expect(toShipped.json().error.params.reason).toBe('systemOnly');

    await t.database.db.update(orders).set({ statusKey: 'PENDING_FOR_SHIPMENT' }).where(eq(orders.id, order.id));
    const locked = await manage(order.id, { statusKey: 'PENDING_FOR_SHIPMENT' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('ORDER_NOT_EDITABLE');
    expect((await t.app.inject({ method: 'DELETE', url: url(`/${order.id}`), headers: shop.seller.auth })).statusCode).toBe(409);
    const listed = (await t.app.inject({ method: 'GET', url: url(`?orderName=${order.name}`), headers: shop.seller.auth })).json()
      .contents[0];
    expect(listed).toMatchObject({ isEditable: false, canMakeLabel: false });
  });

  it('edits a paid order waiting to be packed (its address), never deletes it, and refuses it on a packing list', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(confirmed.json()).toMatchObject({ status: { referenceKey: 'PENDING_TO_BE_PACKED' }, isEditable: true, canMakeLabel: true });
    const viewed = (await t.app.inject({ method: 'GET', url: url(`/${order.id}`), headers: shop.seller.auth })).json();
    expect(viewed.isEditable).toBe(true);

    const fixed = await t.app.inject({
      method: 'PUT',
      url: url(`/${order.id}`),
      headers: shop.seller.auth,
      payload: manageBody({ statusKey: 'PENDING_TO_BE_PACKED', shipAddress: shipAddress(shop.geo, { fullName: 'ผู้รับแก้ไขหลังชำระ' }) }),
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      recipientName: 'ผู้รับแก้ไขหลังชำระ',
      status: { referenceKey: 'PENDING_TO_BE_PACKED' },
      isEditable: true,
    });
    const removed = await t.app.inject({ method: 'DELETE', url: url(`/${order.id}`), headers: shop.seller.auth });
    expect(removed.statusCode).toBe(409);

    await t.database.db.update(orders).set({ statusKey: 'PACKING' }).where(eq(orders.id, order.id));
    expect((await t.app.inject({ method: 'GET', url: url(`/${order.id}`), headers: shop.seller.auth })).json().isEditable).toBe(false);
    const packing = await t.app.inject({
      method: 'PUT',
      url: url(`/${order.id}`),
      headers: shop.seller.auth,
      payload: manageBody({ statusKey: 'PACKING' }),
    });
    expect(packing.statusCode).toBe(409);
    expect(packing.json().error.code).toBe('ORDER_NOT_EDITABLE');
  });

  it('deletes an editable order', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json();
    expect((await t.app.inject({ method: 'DELETE', url: url(`/${order.id}`), headers: shop.seller.auth })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: url(`/${order.id}`), headers: shop.seller.auth })).statusCode).toBe(404);
  });
});
