import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { checkout, createBuyer, createShop, createStorefrontTestApp, shipAddress } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

describe('POST /api/stores/:storeId/orders (checkout)', () => {
  it('creates a WAITING_FOR_PAYMENT order with a readable name and the server’s totals', async () => {
    const buyer = await createBuyer(t);
    const res = await checkout(t, shop, buyer.auth);
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.name).toMatch(/^SD-\d{6}-0001$/);
    expect(order.status).toMatchObject({ referenceKey: 'WAITING_FOR_PAYMENT', name: 'รอชำระเงิน', id: 2 });
    // 2 x 100.00 + 1 x 25.50 = 225.50 baht, EMS fee 50.00.
    expect(order).toMatchObject({ totalQty: 3, totalPrice: 22550, deliveryFee: 5000, grandTotal: 27550, discount: 0, isEditable: true });
    expect(order.orderItems.map((i: { name: string; total: number }) => [i.name, i.total])).toEqual([
      ['เสื้อยืด', 20000],
      ['น้ำพริก', 2550],
    ]);
    expect(order.shipAddress.address).toContain('12/3');
    expect(order.storeDeliveryOption).toMatchObject({ deliveryOptionId: 'ems', fee: 5000 });
    const second = (await checkout(t, shop, buyer.auth)).json();
    expect(second.name).toBe(order.name.replace(/0001$/, '0002'));
  });

  it('ignores prices and totals sent by the client (price tampering)', async () => {
    const buyer = await createBuyer(t);
    const res = await checkout(t, shop, buyer.auth, {
      items: [{ productId: shop.shirt.id, quantity: 1, price: 1, discount: 10000 }],
      totalPrice: 1,
      grandTotal: 1,
      deliveryFee: 0,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ totalPrice: 10000, deliveryFee: 5000, grandTotal: 15000, discount: 0 });
    expect(res.json().orderItems[0]).toMatchObject({ price: 10000, discount: 0 });
  });

  it('needs items, quantities of at least 1, the store’s own products and options, and a verified postcode', async () => {
    const buyer = await createBuyer(t);
    const empty = await checkout(t, shop, buyer.auth, { items: [] });
    expect(issueMessages(empty.json()).items).toBe('กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า');
    const zero = await checkout(t, shop, buyer.auth, { items: [{ productId: shop.shirt.id, quantity: 0 }] });
    expect(issueMessages(zero.json())['items.0.quantity']).toBe('จำนวนสินค้าต้องไม่น้อยกว่า 1');
    const other = await createShop(t);
    const foreign = await checkout(t, shop, buyer.auth, { items: [{ productId: other.shirt.id, quantity: 1 }] });
    expect(issueMessages(foreign.json())['items.0.productId']).toBe('ไม่พบสินค้า');
    const option = await checkout(t, shop, buyer.auth, { deliveryOptionId: 'parcel' });
    expect(issueMessages(option.json()).deliveryOptionId).toBe('ร้านค้านี้ไม่มีบริการจัดส่งที่เลือก');
    const postcode = await checkout(t, shop, buyer.auth, { shipAddress: shipAddress(shop.geo, { postcode: '50200' }) });
    expect(issueMessages(postcode.json())['shipAddress.postcode']).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
    const required = await checkout(t, shop, buyer.auth, { shipAddress: {} });
    expect(issueMessages(required.json())).toMatchObject({
      'shipAddress.fullName': 'ไม่สามารถเว้นว่างได้',
      'shipAddress.homeAddress': 'ไม่สามารถเว้นว่างได้',
      'shipAddress.postcode': 'ไม่สามารถเว้นว่างได้',
    });
    expect((await checkout(t, shop, {})).statusCode).toBe(401);
  });

  it('refuses checkout at a Draft store', async () => {
    const draft = await createUser(t.app, t.database.db, { store: { type: 'Draft' } });
    const buyer = await createBuyer(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${draft.storeId}/orders`,
      headers: buyer.auth,
      payload: { items: [{ productId: shop.shirt.id, quantity: 1 }], deliveryOptionId: 'ems', shipAddress: shipAddress(shop.geo) },
    });
    expect(res.statusCode).toBe(404);
  });

  it('notifies the seller of the new order (TypeNotification 1)', async () => {
    const fresh = await createShop(t);
    const buyer = await createBuyer(t);
    const order = (await checkout(t, fresh, buyer.auth)).json();
    const list = await t.app.inject({ method: 'GET', url: `/api/Notification?storeId=${fresh.store.id}`, headers: fresh.seller.auth });
    expect(list.json().unreadCount).toBe(1);
    expect(list.json().contents[0]).toMatchObject({
      typeNotification: 1,
      readStatus: false,
      content: `มีคำสั่งซื้อใหม่ ${order.name}`,
      link: { orderId: order.id },
    });
    const denied = await t.app.inject({ method: 'GET', url: `/api/Notification?storeId=${fresh.store.id}`, headers: buyer.auth });
    expect(denied.statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'PUT',
      url: `/api/Notification?storeId=${fresh.store.id}`,
      headers: fresh.seller.auth,
      payload: {},
    });
    expect(read.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: `/api/Notification?storeId=${fresh.store.id}`, headers: fresh.seller.auth });
    expect(after.json().unreadCount).toBe(0);
  });
});

describe('GET /api/Account/Orders', () => {
  it('lists only the buyer’s own orders, 10 per page, with the total including delivery', async () => {
    const buyer = await createBuyer(t);
    const mine = (await checkout(t, shop, buyer.auth)).json();
    const list = await t.app.inject({ method: 'GET', url: `/api/Account/Orders?storeId=${shop.store.id}`, headers: buyer.auth });
    expect(list.json().paging).toMatchObject({ page: 1, size: 10, totalCount: 1 });
    expect(list.json().contents[0]).toMatchObject({
      id: mine.id,
      name: mine.name,
      totalQty: 3,
      grandTotal: 27550,
      barcode: null,
      isEditable: true,
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/Account/Orders/${mine.id}`, headers: buyer.auth })).json().orderItems,
    ).toHaveLength(2);

    const other = await createBuyer(t);
    const theirs = await t.app.inject({ method: 'GET', url: `/api/Account/Orders/${mine.id}`, headers: other.auth });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/Orders', headers: other.auth })).json().contents).toEqual([]);
  });
});
