import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueMessages, thai } from '../../../test/api-errors';
import { createSender, publish, remainingStock, setStock } from '../../../test/mailing-fixtures';
import { everyItemPacked, type ListBody, usePackingShop } from '../../../test/packing-fixtures';
import { paidOrder } from '../../../test/storefront-fixtures';
import { orders } from '../../db/schema/orders';
import { packingBoxes } from '../../db/schema/packing';
import { storeDeliveryOptions } from '../../db/schema/stores';
import { translate } from '../../lib/i18n';

/**
 * Box-size (ready-to-send box) and zone (regional box) services on a packing list: each box is given its
 * size or zone on the weigh screen, priced like the delivery-manage screen prices it, and a ready-to-send
 * box takes its barcode from the store's stock of that size.
 */

const { t, shop, api } = usePackingShop();
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
  await t.database.db.insert(storeDeliveryOptions).values([
    { storeId: shop.store.id, deliveryOptionId: 'promptpost', feeSatang: 4000 },
    { storeId: shop.store.id, deliveryOptionId: 'zonebox', feeSatang: 4500 },
  ]);
});

type WeighBody = Array<{ packId: string; weight?: number; sizeId?: number; zoneId?: number }>;

const weigh = (id: string, packs: WeighBody) => api.weights(id, packs as Array<{ packId: string; weight: number }>);

/** What the delivery-manage screen charges for one more order of the same service (and its stock), for comparison. */
async function deliveryManageCost(payload: Record<string, unknown>, deliveryOptionId: string) {
  const order = await paidOrder(t, shop, deliveryOptionId);
  const res = await publish(t.app, shop.store.id, shop.seller.auth, {
    optionId: deliveryOptionId,
    orders: [{ orderId: order.id }],
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().created[0].serviceCost as number;
}

/** A list of these orders, counted and packed: on the weigh screen. */
async function weighing(orderIds: string[]) {
  let list = (await api.create(orderIds)).json() as ListBody;
  list = (await api.counts(list.id, everyItemPacked(list), true)).json();
  list = (await api.confirmPacking(list.id)).json();
  expect(list.status.referenceKey).toBe('WAITING_FOR_SHIPMENT_ORDER');
  return list;
}

describe('packing orders of box-size and zone services', () => {
  it('offers them for picking, asks each box for its size or zone, and prices them like delivery manage', async () => {
    const ems = await paidOrder(t, shop, 'ems');
    const box = await paidOrder(t, shop, 'promptpost');
    const zone = await paidOrder(t, shop, 'zonebox');
    const available = (await api.available()).json().contents.map((o: { id: string }) => o.id);
    expect(available).toEqual(expect.arrayContaining([ems.id, box.id, zone.id]));

    let list = await weighing([ems.id, box.id, zone.id]);
    expect(list.orders.map((o) => (o as unknown as { storeDeliveryOption: { pricing: string } }).storeDeliveryOption.pricing)).toEqual([
      'weight',
      'boxSize',
      'zone',
    ]);
    const [packE, packB, packZ] = list.orders.map((o) => o.packs[0]!);

    // Each box is asked what its own service is priced by, with the delivery-manage messages.
    const missing = await weigh(list.id, [{ packId: packE!.id }, { packId: packB!.id, weight: 400 }, { packId: packZ!.id, sizeId: 2 }]);
    expect(missing.statusCode).toBe(400);
    expect(issueMessages(missing.json())).toEqual({
      'packs.0.weight': 'กรุณาระบุน้ำหนัก',
      'packs.1.sizeId': 'กรุณาเลือกขนาดกล่อง',
      'packs.2.zoneId': 'กรุณาเลือกโซนและขนาดกล่อง',
    });
    const invalid = await weigh(list.id, [{ packId: packB!.id, sizeId: 9, zoneId: 0 }]);
    expect(issueMessages(invalid.json())).toMatchObject({
      'packs.0.sizeId': 'กรุณาเลือกขนาดกล่อง',
      'packs.0.zoneId': 'กรุณาเลือกโซนและขนาดกล่อง',
    });
    expect((await api.get(list.id)).json().orders[1].packs[0]).toMatchObject({ weight: null, sizeId: null, serviceCost: null });

    const weighed = await weigh(list.id, [
      { packId: packE!.id, weight: 500 },
      { packId: packB!.id, sizeId: 3, weight: 800 },
      { packId: packZ!.id, zoneId: 1 },
    ]);
    expect(weighed.statusCode, weighed.body).toBe(200);
    list = weighed.json();
    await setStock(t.database.db, shop.store.id, 3, 2);
    const boxCost = await deliveryManageCost({ sizeId: 3 }, 'promptpost');
    const zoneCost = await deliveryManageCost({ zoneId: 1 }, 'zonebox');
    expect(list.orders.map((o) => o.packs[0])).toMatchObject([
      { weight: 500, sizeId: null, zoneId: null, serviceCost: 3700, errorMsg: null },
      { weight: 800, sizeId: 3, zoneId: null, serviceCost: boxCost, errorMsg: null },
      // A regional box's zone carries its size (zone 1 is SS).
      { weight: null, sizeId: 1, zoneId: 1, serviceCost: zoneCost, errorMsg: null },
    ]);

    // Labels: the ready-to-send box takes one reserved barcode of its size from the stock.
    expect(await remainingStock(t.database.db, shop.store.id, 3)).toBe(1);
    list = (await api.labels(list.id)).json();
    expect(list.status.referenceKey).toBe('PACKED');
    expect(list.orders.every((o) => o.packs[0]!.barcode !== null)).toBe(true);
    expect(await remainingStock(t.database.db, shop.store.id, 3)).toBe(0);
    const mailings = (await t.app.inject({ url: `/api/stores/${shop.store.id}/mailings?size=100`, headers: shop.seller.auth })).json();
    // Each box is its own batch (batch id = box id).
    const ofBox = (i: number) => mailings.contents.find((m: { batchId: string }) => m.batchId === list.orders[i]!.packs[0]!.id);
    expect(ofBox(1)).toMatchObject({ serviceCost: boxCost, weight: 800, storeDeliverySize: { id: 3, code: 'M' }, zoneId: null });
    expect(ofBox(2)).toMatchObject({ serviceCost: zoneCost, weight: 0, storeDeliverySize: { id: 1, code: 'SS' }, zoneId: 1 });
  });

  it('fails only the ready-to-send box when its size is out of stock, and labels it on retry once stock is added', async () => {
    const [a, b] = [await paidOrder(t, shop, 'ems'), await paidOrder(t, shop, 'promptpost')];
    let list = await weighing([a.id, b.id]);
    const [packA, packB] = list.orders.map((o) => o.packs[0]!);
    await setStock(t.database.db, shop.store.id, 2, 0);
    list = (
      await weigh(list.id, [
        { packId: packA!.id, weight: 300 },
        { packId: packB!.id, sizeId: 2 },
      ])
    ).json();
    expect(list.orders[1]!.packs[0]).toMatchObject({ sizeId: 2, errorMsg: null });

    list = (await api.labels(list.id)).json();
    expect(list.orders[0]!.packs[0]!.barcode).not.toBeNull();
    expect(list.orders[1]!.packs[0]).toMatchObject({
      barcode: null,
      errorMsg: { code: 'BARCODE_STOCK_INSUFFICIENT', params: { sizeName: 'กล่องขนาด S', remaining: 0, requested: 1 } },
    });
    expect(thai(list.orders[1]!.packs[0]!.errorMsg!)).toBe('จำนวนบาร์โค้ดกล่องขนาด S ไม่เพียงพอ (คงเหลือ 0 กล่อง ต้องการ 1 กล่อง)');
    expect(list.totals).toMatchObject({ boxes: 2, labelled: 1, failed: 1 });
    expect(list.status.referenceKey).toBe('WAITING_FOR_SHIPMENT_ORDER_EDIT');

    await setStock(t.database.db, shop.store.id, 2, 1);
    list = (await api.labels(list.id)).json();
    expect(list.orders[1]!.packs[0]).toMatchObject({ errorMsg: null, barcode: expect.any(String) });
    expect(list.status.referenceKey).toBe('PACKED');
    expect(await remainingStock(t.database.db, shop.store.id, 2)).toBe(0);
  });

  it('asks a box for a size when the seller moved its order to a box-size service after weighing', async () => {
    const c = await paidOrder(t, shop);
    let list = await weighing([c.id]);
    const pack = list.orders[0]!.packs[0]!;
    list = (await weigh(list.id, [{ packId: pack.id, weight: 500 }])).json();
    // A paid order that is still being packed may be edited by the seller, its service included.
    await t.database.db.update(orders).set({ deliveryOptionId: 'promptpost' }).where(eq(orders.id, c.id));
    list = (await api.labels(list.id)).json();
    expect(list.orders[0]!.packs[0]).toMatchObject({ barcode: null, errorMsg: { code: 'BOX_SIZE_REQUIRED', params: {} } });
    expect(thai(list.orders[0]!.packs[0]!.errorMsg!)).toBe('กรุณาเลือกขนาดกล่อง');
    expect((await api.get(list.id)).json().orders[0].storeDeliveryOption.pricing).toBe('boxSize');
  });

  it('stores a box failure as a code with params, worded in the language of each request that reads it', async () => {
    const c = await paidOrder(t, shop, 'promptpost');
    let list = await weighing([c.id]);
    const pack = list.orders[0]!.packs[0]!;
    list = (await weigh(list.id, [{ packId: pack.id, sizeId: 1 }])).json();
    await setStock(t.database.db, shop.store.id, 1, 0);
    list = (await api.labels(list.id)).json();
    // The row keeps no text: a code and params, the box size named by its key.
    const [row] = await t.database.db.select().from(packingBoxes).where(eq(packingBoxes.id, pack.id));
    expect(row).toMatchObject({
      errorCode: 'BARCODE_STOCK_INSUFFICIENT',
      errorParams: { sizeName: { $t: 'reference.boxSizes.SS' }, remaining: 0, requested: 1 },
    });
    // The same stored row, read twice: Thai by default, English when the request asks for it.
    const url = `/api/stores/${shop.store.id}/packing-lists/${list.id}`;
    const th = (await t.app.inject({ url, headers: shop.seller.auth })).json().orders[0].packs[0].errorMsg;
    const en = (await t.app.inject({ url, headers: { ...shop.seller.auth, 'accept-language': 'en' } })).json().orders[0].packs[0].errorMsg;
    expect(th).toEqual({ code: 'BARCODE_STOCK_INSUFFICIENT', params: { sizeName: 'กล่องขนาด SS', remaining: 0, requested: 1 } });
    expect(en).toEqual({ code: 'BARCODE_STOCK_INSUFFICIENT', params: { sizeName: 'Box size SS', remaining: 0, requested: 1 } });
    expect(translate('th', `errors.${th.code}`, th.params)).toBe('จำนวนบาร์โค้ดกล่องขนาด SS ไม่เพียงพอ (คงเหลือ 0 กล่อง ต้องการ 1 กล่อง)');
    expect(translate('en', `errors.${en.code}`, en.params)).toBe('Not enough barcodes for Box size SS (0 boxes left, 1 needed)');
  });
});
