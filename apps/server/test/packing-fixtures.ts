import { sql } from 'drizzle-orm';
import type { TestApp } from './create-test-app';
import { checkout, createBuyer, createShop, createStorefrontTestApp } from './storefront-fixtures';

/** Test helpers for packing: paid orders (PENDING_TO_BE_PACKED) and calls on a store's packing lists. */

export type Shop = Awaited<ReturnType<typeof createShop>>;

/** A buyer's order (2 shirts, 1 chilli paste), paid and confirmed by the seller: ready to be packed. */
export async function paidOrder(t: TestApp, shop: Shop, deliveryOptionId = 'ems') {
  const buyer = await createBuyer(t);
  const placed = await checkout(t, shop, buyer.auth, { deliveryOptionId });
  if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.body}`);
  const order = placed.json() as { id: string; name: string };
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
    headers: shop.seller.auth,
  });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.body}`);
  return order;
}

/** A test app with one shop and its owner's packing calls. */
export async function packingShop() {
  const t = await createStorefrontTestApp();
  const shop = await createShop(t);
  return { t, shop, api: packingApi(t, shop.store.id, shop.seller.auth) };
}

export function packingApi(t: TestApp, storeId: string, auth: Record<string, string>) {
  const base = `/api/stores/${storeId}/packing-lists`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: auth, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    available: (query = '') => call('GET', `/api/stores/${storeId}/orders/availableForPacking${query}`),
    create: (orderIds: string[]) => call('POST', base, { orderIds }),
    setOrders: (id: string, orderIds: unknown) => call('PUT', `${base}/${id}/orders`, { orderIds }),
    list: (query = '') => call('GET', `${base}${query}`),
    get: (id: string) => call('GET', `${base}/${id}`),
    remove: (id: string) => call('DELETE', `${base}/${id}`),
    counts: (id: string, items: Array<{ orderItemId: string; packedQuantity: number }>, submit: boolean) =>
      call('PUT', `${base}/${id}/counts`, { items, submit }),
    split: (id: string, orderId: string, items: Array<{ orderItemId: string; quantity: number }>) =>
      call('POST', `${base}/${id}/orders/${orderId}/packs`, { items }),
    deleteBox: (id: string, packId: string) => call('DELETE', `${base}/${id}/packs/${packId}`),
    sender: (id: string, senderId: string) => call('PUT', `${base}/${id}/sender`, { senderId }),
    confirmPacking: (id: string) => call('POST', `${base}/${id}/confirm-packing`),
    weights: (id: string, packs: Array<{ packId: string; weight: number }>) => call('PUT', `${base}/${id}/weights`, { packs }),
    labels: (id: string) => call('POST', `${base}/${id}/labels`),
    finish: (id: string) => call('POST', `${base}/${id}/finish`),
    printLabels: (id: string, option = 1) =>
      call('GET', `/api/stores/${storeId}/printmailings/mailingFromPacking?packingListId=${id}&LabelOption=${option}`),
    printHandover: (id: string) => call('GET', `/api/stores/${storeId}/printshippinglists?packingListId=${id}`),
  };
}

/** Uses up (or gives back) a delivery option's barcode ranges, to make label creation fail for real. */
export async function setBarcodeRangeExhausted(t: TestApp, deliveryOptionId: string, exhausted: boolean) {
  await t.database.db.execute(
    exhausted
      ? sql`UPDATE barcode_ranges SET next_serial = last_serial + 1 WHERE delivery_option_id = ${deliveryOptionId}`
      : sql`UPDATE barcode_ranges SET next_serial = first_serial + 500 WHERE delivery_option_id = ${deliveryOptionId}`,
  );
}

export interface ListBody {
  id: string;
  packingCode: string;
  status: { referenceKey: string };
  orders: Array<{
    id: string;
    status: { referenceKey: string };
    orderItems: Array<{ orderItemId: string; quantity: number; packedQuantity: number; name: string }>;
    packs: Array<{
      id: string;
      boxNo: number;
      barcode: string | null;
      errorMsg: string | null;
      weight: number | null;
      serviceCost: number | null;
      items: Array<{ orderItemId: string; quantity: number }>;
    }>;
  }>;
  totals: { boxes: number; labelled: number; failed: number };
  canConfirmCount: boolean;
}
