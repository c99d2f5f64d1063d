import { beforeAll, describe, expect, it } from 'vitest';
import { createSender } from '../../../test/mailing-fixtures';
import { everyItemPacked, type ListBody, usePackingShop } from '../../../test/packing-fixtures';
import { paidOrder } from '../../../test/storefront-fixtures';

const { t, shop, api } = usePackingShop();
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
});

const get = (url: string) => t.app.inject({ url: `/api/stores/${shop.store.id}/${url}`, headers: shop.seller.auth });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/stores/${shop.store.id}/${url}`, headers: shop.seller.auth, payload });

/** An EMS order packed in two boxes of 1,200 g and 300 g, both labelled. */
async function orderInTwoBoxes() {
  const order = await paidOrder(t, shop, 'ems');
  let list = (await api.create([order.id])).json() as ListBody;
  const items = list.orders[0]!.orderItems;
  list = (await api.counts(list.id, everyItemPacked(list), true)).json();
  list = (await api.split(list.id, order.id, [{ orderItemId: items[1]!.orderItemId, quantity: items[1]!.quantity }])).json();
  list = (await api.confirmPacking(list.id)).json();
  const [first, second] = list.orders[0]!.packs;
  list = (
    await api.weights(list.id, [
      { packId: first!.id, weight: 1200 },
      { packId: second!.id, weight: 300 },
    ])
  ).json();
  list = (await api.labels(list.id)).json();
  expect(list.status.referenceKey).toBe('PACKED');
  return { order, packs: list.orders[0]!.packs };
}

describe('an order packed in two boxes is charged the same on its labels, its hand-over list and its invoice', () => {
  it('prices every box by its own weight everywhere: 68.00 + 37.00 baht for 1,200 g and 300 g by EMS', async () => {
    const { order, packs } = await orderInTwoBoxes();
    // The labels: one EMS parcel per box (EMS 1-2 kg 68 baht, 250-500 g 37 baht, shared reference rates).
    expect(packs.map((p) => p.serviceCost)).toEqual([6800, 3700]);

    // The hand-over list offers the order at the sum of its boxes.
    const offered = (await get('orders/availableForShippingList?size=100')).json().contents;
    expect(offered.find((o: { orderId: string }) => o.orderId === order.id)).toMatchObject({ weight: 1500, serviceCost: 10500 });

    // The invoice starts from the boxes' weight together and bills it box by box, not as one 1,500 g parcel.
    const choice = (await get('orders/availableForInvoice?size=100')).json().contents;
    expect(choice.find((o: { id: string }) => o.id === order.id)).toMatchObject({ weight: 1500, serviceCost: 10500 });
    const invoice = await post('invoices', { orders: [{ orderId: order.id, weight: 1500 }] });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().orders[0]).toMatchObject({ weight: 1500, serviceCost: 10500 });
    expect(invoice.json().totals).toEqual({ weight: 1500, cost: 10500 });
  });

  it('bills a weight typed other than the boxes together as one parcel of that weight', async () => {
    const { order } = await orderInTwoBoxes();
    const invoice = await post('invoices', { orders: [{ orderId: order.id, weight: 1400 }] });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().orders[0]).toMatchObject({ weight: 1400, serviceCost: 6800 });
  });
});
