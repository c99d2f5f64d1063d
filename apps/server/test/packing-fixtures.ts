import { sql } from 'drizzle-orm';
import type { TestApp } from './create-test-app';
import { createStorefrontTestApp, type Shop } from './storefront-fixtures';
import { useShop, useTestApp } from './use-test-app';

/** Test helpers for packing: calls on a store's packing lists. */

/** The file's test app with one shop and its owner's packing calls. */
export function usePackingShop() {
  const t = useTestApp(createStorefrontTestApp);
  const shop = useShop(t);
  return { t, shop, api: packingApi(t, shop) };
}

/** The packing calls on `shop`'s store, made by `caller`'s seller (the owner by default); both read when called. */
export function packingApi(t: TestApp, shop: Shop, caller: Shop = shop) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/stores/${shop.store.id}/${path}`,
      headers: caller.seller.auth,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const base = 'packing-lists';
  return {
    available: (query = '') => call('GET', `orders/availableForPacking${query}`),
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
    printLabels: (id: string, option = 1) => call('GET', `printmailings/mailingFromPacking?packingListId=${id}&LabelOption=${option}`),
    printHandover: (id: string) => call('GET', `printshippinglists?packingListId=${id}`),
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

/** Every item of every order on the list counted as fully packed: what `counts` takes to pack everything. */
export const everyItemPacked = (list: ListBody) =>
  list.orders.flatMap((o) => o.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: i.quantity })));

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
      errorMsg: { code: string; params: Record<string, unknown> } | null;
      weight: number | null;
      serviceCost: number | null;
      items: Array<{ orderItemId: string; quantity: number }>;
    }>;
  }>;
  totals: { boxes: number; labelled: number; failed: number };
  canConfirmCount: boolean;
}
