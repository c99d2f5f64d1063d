import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/create-test-app';
import { orders } from '../../db/schema/orders';
import { storeDeliveryOptions } from '../../db/schema/stores';
import { createSender } from '../mailings/mailing-fixtures';
import { type ListBody, type packingApi, packingShop, paidOrder, type Shop } from './packing-fixtures';

/** Box-size (ready-to-send box) and zone (regional box) services: a packing list prices boxes by weight only. */

let t: TestApp;
let shop: Shop;
let api: ReturnType<typeof packingApi>;
beforeAll(async () => {
  ({ t, shop, api } = await packingShop());
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
  await t.database.db.insert(storeDeliveryOptions).values([
    { storeId: shop.store.id, deliveryOptionId: 'promptpost', feeSatang: 4000 },
    { storeId: shop.store.id, deliveryOptionId: 'zonebox', feeSatang: 4500 },
  ]);
});
afterAll(async () => t.close());

const orderStatus = async (id: string) =>
  (await t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${id}`, headers: shop.seller.auth })).json().status.referenceKey;
const countAll = (list: ListBody) =>
  list.orders.flatMap((o) => o.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: i.quantity })));

describe('packing orders of box-size and zone services', () => {
  it('never offers them for picking and refuses them on a list, so no box is priced wrongly', async () => {
    const ems = await paidOrder(t, shop, 'ems');
    const box = await paidOrder(t, shop, 'promptpost');
    const zone = await paidOrder(t, shop, 'zonebox');
    const available = (await api.available()).json().contents.map((o: { id: string }) => o.id);
    expect(available).toContain(ems.id);
    expect(available).not.toContain(box.id);
    expect(available).not.toContain(zone.id);

    const refused = await api.create([ems.id, box.id]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'PACKING_ORDERS_UNAVAILABLE', params: { orders: box.name } });
    expect(await orderStatus(ems.id)).toBe('PENDING_TO_BE_PACKED');

    const list = (await api.create([ems.id])).json() as ListBody;
    const added = await api.setOrders(list.id, [ems.id, zone.id]);
    expect(added.json().error).toMatchObject({ code: 'PACKING_ORDERS_UNAVAILABLE', params: { orders: zone.name } });
    expect((await api.get(list.id)).json().orders.map((o: { id: string }) => o.id)).toEqual([ems.id]);
    expect(await orderStatus(zone.id)).toBe('PENDING_TO_BE_PACKED');
    // Their labels are made from the order list, where the box size or zone is chosen.
    await api.remove(list.id);
  });

  it('refuses a box whose order moved to such a service with its own message, and prices the others', async () => {
    const [a, b, c] = [await paidOrder(t, shop), await paidOrder(t, shop), await paidOrder(t, shop)];
    let list = (await api.create([a.id, b.id, c.id])).json() as ListBody;
    list = (await api.counts(list.id, countAll(list), true)).json();
    list = (await api.confirmPacking(list.id)).json();
    expect(list.status.referenceKey).toBe('WAITING_FOR_SHIPMENT_ORDER');
    // A paid order that is still being packed may be edited by the seller, its service included.
    await t.database.db.update(orders).set({ deliveryOptionId: 'promptpost' }).where(eq(orders.id, b.id));
    await t.database.db.update(orders).set({ deliveryOptionId: 'zonebox' }).where(eq(orders.id, c.id));

    const packs = list.orders.flatMap((o) => o.packs);
    list = (
      await api.weights(
        list.id,
        packs.map((p) => ({ packId: p.id, weight: 500 })),
      )
    ).json();
    const [packA, packB, packC] = list.orders.map((o) => o.packs[0]!);
    expect(packA).toMatchObject({ serviceCost: 3700, errorMsg: null });
    expect(packB).toMatchObject({
      serviceCost: null,
      errorMsg: 'บริการกล่องพร้อมส่งคิดค่าบริการตามขนาดกล่อง ซึ่งเลือกในรายการแพ็คไม่ได้ กรุณาลบรายการแพ็คนี้ แล้วสร้างใบจ่าหน้าของรายการสั่งซื้อนี้จากหน้ารายการสั่งซื้อ',
    });
    expect(packC).toMatchObject({ serviceCost: null, errorMsg: expect.stringMatching(/^บริการกล่องส่งในภูมิภาคคิดค่าบริการตามขนาดกล่อง/) });

    // Creating labels never publishes them at a guessed price.
    list = (await api.labels(list.id)).json();
    expect(list.orders.map((o) => o.packs[0]!.barcode !== null)).toEqual([true, false, false]);
    expect(list.orders[1]!.packs[0]!.errorMsg).toBe(packB!.errorMsg);
    expect(list.totals).toMatchObject({ boxes: 3, labelled: 1, failed: 2 });
    const mailings = await t.app.inject({ url: `/api/stores/${shop.store.id}/mailings?size=100`, headers: shop.seller.auth });
    expect(mailings.json().paging.totalCount).toBe(1);
  });
});
