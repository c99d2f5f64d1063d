import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createRecipients } from '../../../test/mailing-fixtures';
import { checkout, createBuyer, createShop, createStorefrontTestApp, shipAddress } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { orders } from '../../db/schema/orders';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

type Shop = typeof shop;
const createBody = (s: Shop, overrides: Record<string, unknown> = {}) => ({
  statusKey: 'WAITING_FOR_PAYMENT',
  items: [
    { productId: s.shirt.id, quantity: 2, discount: 500 },
    { productId: s.chilli.id, quantity: 1 },
  ],
  deliveryOptionId: 'registered',
  shipAddress: shipAddress(s.geo, { fullName: 'ลูกค้าทางโทรศัพท์' }),
  ...overrides,
});
const create = (s: Shop, auth: Record<string, string>, overrides: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/stores/${s.store.id}/orders/manage`, headers: auth, payload: createBody(s, overrides) });
const orderCount = async (s: Shop) => (await t.database.db.select().from(orders).where(eq(orders.storeId, s.store.id))).length;

describe('POST /api/stores/:storeId/orders/manage (the seller’s own order)', () => {
  it('creates an order priced by the server, named from the checkout counter, without a new-order notice', async () => {
    const fresh = await createShop(t);
    // Prices sent by the client are ignored.
    const res = await create(fresh, fresh.seller.auth, { items: createBody(fresh).items.map((i) => ({ ...i, price: 1 })) });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order.name).toMatch(/^SD-\d{6}-0001$/);
    // 2 x 100.00 - 5.00 + 1 x 25.50 = 220.50 baht, registered fee 30.00.
    expect(order).toMatchObject({
      status: { referenceKey: 'WAITING_FOR_PAYMENT' },
      confirmPayment: false,
      totalQty: 3,
      totalPrice: 22050,
      discount: 500,
      deliveryFee: 3000,
      grandTotal: 25050,
      recipientName: 'ลูกค้าทางโทรศัพท์',
      isEditable: true,
      canMakeLabel: false,
    });
    expect(order.orderItems.map((i: { name: string; total: number }) => [i.name, i.total])).toEqual([
      ['เสื้อยืด', 19500],
      ['น้ำพริก', 2550],
    ]);
    const listed = await t.app.inject({ method: 'GET', url: `/api/stores/${fresh.store.id}/orders`, headers: fresh.seller.auth });
    expect(listed.json().contents.map((o: { id: string }) => o.id)).toEqual([order.id]);

    // The same daily counter as checkout.
    const buyer = await createBuyer(t);
    expect((await checkout(t, fresh, buyer.auth)).json().name).toBe(order.name.replace(/0001$/, '0002'));
    // Only the buyer's checkout notifies the seller.
    const notices = await t.app.inject({ method: 'GET', url: `/api/Notification?storeId=${fresh.store.id}`, headers: fresh.seller.auth });
    expect(notices.json().unreadCount).toBe(1);
    expect(notices.json().contents.map((n: { link: { orderId: string } }) => n.link.orderId)).not.toContain(order.id);
  });

  it('keeps the seller’s own orders out of their purchases, which still list what they bought elsewhere', async () => {
    const fresh = await createShop(t);
    expect((await create(fresh, fresh.seller.auth)).statusCode).toBe(201);
    const bought = (await checkout(t, shop, fresh.seller.auth)).json();
    const mine = await t.app.inject({ method: 'GET', url: '/api/Account/Orders', headers: fresh.seller.auth });
    expect(mine.json().contents.map((o: { id: string }) => o.id)).toEqual([bought.id]);
    expect(mine.json().paging.totalCount).toBe(1);
    const ofStore = await t.app.inject({ method: 'GET', url: `/api/Account/Orders?storeId=${fresh.store.id}`, headers: fresh.seller.auth });
    expect(ofStore.json()).toMatchObject({ contents: [], paging: { totalCount: 0 } });
  });

  it('needs at least one item of quantity >= 1 from the store’s own products and a valid address; nothing is saved', async () => {
    const before = await orderCount(shop);
    const none = await create(shop, shop.seller.auth, { items: [] });
    expect(none.statusCode).toBe(400);
    expect(issueMessages(none.json()).items).toBe('กรุณาเลือกสินค้าก่อนสร้างรายการสั่งซื้อสินค้า');
    const zero = await create(shop, shop.seller.auth, { items: [{ productId: shop.shirt.id, quantity: 0 }] });
    expect(issueMessages(zero.json())['items.0.quantity']).toBe('จำนวนสินค้าต้องไม่น้อยกว่า 1');
    const other = await createShop(t);
    const foreign = await create(shop, shop.seller.auth, { items: [{ productId: other.shirt.id, quantity: 1 }] });
    expect(foreign.statusCode).toBe(400);
    expect(issueMessages(foreign.json())['items.0.productId']).toBe('ไม่พบสินค้า');
    const option = await create(shop, shop.seller.auth, { deliveryOptionId: 'parcel' });
    expect(issueMessages(option.json()).deliveryOptionId).toBe('ร้านค้านี้ไม่มีบริการจัดส่งที่เลือก');
    const postcode = await create(shop, shop.seller.auth, { shipAddress: shipAddress(shop.geo, { postcode: '50200' }) });
    expect(issueMessages(postcode.json())['shipAddress.postcode']).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
    expect(await orderCount(shop)).toBe(before);
  });

  it("refuses another store's saved recipient as the order's shipAddressId, on create, edit and checkout", async () => {
    const other = await createShop(t);
    const [foreign] = await createRecipients(t.database.db, other.store.id, other.seller.user.id, 1);
    const [own] = await createRecipients(t.database.db, shop.store.id, shop.seller.user.id, 1);
    const pointing = (id: string) => ({ shipAddress: shipAddress(shop.geo, { shipAddressId: id }) });
    const before = await orderCount(shop);
    const refused = await create(shop, shop.seller.auth, pointing(foreign!.id));
    expect(refused.statusCode).toBe(400);
    expect(issueMessages(refused.json())).toEqual({ 'shipAddress.shipAddressId': 'ข้อมูลไม่ถูกต้อง' });
    const buyer = await createBuyer(t);
    expect((await checkout(t, shop, buyer.auth, pointing(foreign!.id))).statusCode).toBe(400);
    expect(await orderCount(shop)).toBe(before);

    const made = await create(shop, shop.seller.auth, pointing(own!.id));
    expect(made.statusCode, made.body).toBe(201);
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${shop.store.id}/orders/${made.json().id}`,
      headers: shop.seller.auth,
      payload: { ...createBody(shop), ...pointing(foreign!.id) },
    });
    expect(edit.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, made.json().id));
    expect(row?.shipAddressId).toBe(own!.id);
  });

  it('is for the store owner only', async () => {
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    expect((await create(shop, stranger.auth)).statusCode).toBe(403);
    const buyer = await createBuyer(t);
    expect((await create(shop, buyer.auth)).statusCode).toBe(403);
    expect((await create(shop, {})).statusCode).toBe(401);
  });

  it('starts waiting for payment, or waiting to be packed when the seller records the payment', async () => {
    const unpaid = await create(shop, shop.seller.auth, { statusKey: 'PENDING_TO_BE_PACKED' });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().error).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      params: { fromKey: 'WAITING_FOR_PAYMENT', toKey: 'PENDING_TO_BE_PACKED', reason: 'needsPayment' },
    });
    const slip = await create(shop, shop.seller.auth, { statusKey: 'WAITING_FOR_PAYMENT_CONFIRMATION' });
    expect(slip.json().error.params.reason).toBe('needsSlip');
    const shipped = await create(shop, shop.seller.auth, { statusKey: 'DELIVERED', confirmPayment: true });
    expect(shipped.json().error.params).toMatchObject({ fromKey: 'PENDING_TO_BE_PACKED', reason: 'systemOnly' });
    expect((await create(shop, shop.seller.auth, { statusKey: 'PACKING', confirmPayment: true })).statusCode).toBe(409);

    // Paid and waiting for payment at once is a contradiction: refused, nothing stored.
    const before = await orderCount(shop);
    for (const statusKey of ['WAITING_FOR_PAYMENT', 'WAITING_FOR_PAYMENT_CONFIRMATION']) {
      const contradictory = await create(shop, shop.seller.auth, { statusKey, confirmPayment: true });
      expect(contradictory.statusCode).toBe(409);
      expect(contradictory.json().error.params).toMatchObject({ toKey: statusKey, reason: 'alreadyPaid' });
    }
    expect(await orderCount(shop)).toBe(before);

    const inProgress = await create(shop, shop.seller.auth, { statusKey: 'IN_PROGRESS' });
    expect(inProgress.json()).toMatchObject({ status: { referenceKey: 'IN_PROGRESS' }, confirmPayment: false });
    const paid = await create(shop, shop.seller.auth, { statusKey: 'PENDING_TO_BE_PACKED', confirmPayment: true });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      status: { referenceKey: 'PENDING_TO_BE_PACKED' },
      confirmPayment: true,
      canMakeLabel: true,
      // Paid and waiting to be packed: still editable (an address fixed after payment).
      isEditable: true,
    });
  });
});
