import { sql } from 'drizzle-orm';
import type { TestApp } from './create-test-app';
import { createShop, createStorefrontTestApp } from './storefront-fixtures';

/** Test helpers for shipping lists: labelled orders made in SQL (300 at once), and calls on a store's lists. */

export type Shop = Awaited<ReturnType<typeof createShop>>;

let serialBase = 10_000_000 + (process.pid % 1000) * 10_000;

/** An S10 barcode (EB + 8 digits + check digit + TH) for a serial: real labels scan the same way. */
function s10(serial: number, prefix = 'EB') {
  const digits = String(serial).padStart(8, '0');
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = [...digits].reduce((n, d, i) => n + Number(d) * weights[i]!, 0);
  const check = 11 - (sum % 11);
  return `${prefix}${digits}${check === 10 ? 0 : check === 11 ? 5 : check}TH`;
}

/** The next unused serial whose last digit is `story`: the track simulator tells that parcel's story (sim-scenarios.ts). */
function serialWithStory(story: number) {
  while (serialBase % 10 !== story) serialBase++;
  return serialBase++;
}

/**
 * `count` orders of the store with a published label (PENDING_FOR_SHIPMENT, a barcode, and a mailing waiting for
 * delivery), in three INSERT statements. Order i weighs 500 + i grams and costs 3,700 + i satang. With `stories`
 * (one per order), order i's barcode gets a serial ending in stories[i], so the track simulator answers that story
 * for it (0 not scanned, 1 accepted, 4 delivered, 6 withdrawn...).
 */
export async function labelledOrders(t: TestApp, shop: Shop, count: number, options: { stories?: readonly number[] } = {}) {
  const first = serialBase;
  const stories = options.stories;
  if (stories && stories.length !== count) throw new Error('one story per order');
  if (!stories) serialBase += count;
  const barcodes = Array.from({ length: count }, (_, i) => (stories ? s10(serialWithStory(stories[i]!)) : s10(first + i)));
  const result = await t.database.db.execute(sql`
    WITH input AS (
      SELECT i, (${sql.raw(`ARRAY[${barcodes.map((b) => `'${b}'`).join(',')}]`)})[i] AS barcode
        FROM generate_series(1, ${count}) AS i
    ), created AS (
      INSERT INTO orders (store_id, user_id, name, status_key, confirm_payment, delivery_option_id, delivery_fee_satang,
                          total_price_satang, total_qty, recipient_name, recipient_phone, home_address, postcode,
                          barcode, weight_grams, service_cost_satang, created_at)
      SELECT ${shop.store.id}, ${shop.seller.user.id}, 'SL-T-' || barcode, 'PENDING_FOR_SHIPMENT', true, 'ems', 3700,
             10000, 1 + (i % 3), 'ผู้รับ ' || i, '0811111111', '1 ถนนทดสอบ', '10110',
             barcode, 500 + i, 3700 + i, now() - make_interval(secs => ${count} - i)
        FROM input
      RETURNING id, name, barcode, weight_grams, service_cost_satang, recipient_name
    ), labels AS (
      INSERT INTO mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
                            sender_name, sender_phone, sender_address, sender_postcode,
                            recipient_name, recipient_phone, recipient_address, recipient_postcode, order_id)
      SELECT ${shop.store.id}, barcode, gen_random_uuid(), 'ems', weight_grams, service_cost_satang, '10110',
             'ร้านทดสอบ', '0800000000', '9 ถนนผู้ส่ง', '10110',
             recipient_name, '0811111111', '1 ถนนทดสอบ 10110', '10110', id
        FROM created
      RETURNING id
    )
    SELECT id, name, barcode FROM created ORDER BY barcode`);
  return (result as unknown as { rows: Array<{ id: string; name: string; barcode: string }> }).rows;
}

export async function shippingShop() {
  const t = await createStorefrontTestApp();
  const shop = await createShop(t);
  return { t, shop, api: shippingApi(t, shop.store.id, shop.seller.auth) };
}

export function shippingApi(t: TestApp, storeId: string, auth: Record<string, string>) {
  const base = `/api/stores/${storeId}/shippinglists`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...auth, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    available: (query = '') => call('GET', `/api/stores/${storeId}/orders/availableForShippingList${query}`),
    printable: (query = '') => call('GET', `/api/stores/${storeId}/orders/availableForPrintLotMailing${query}`),
    create: (orderIds: string[], confirm = false, idempotencyKey?: string) =>
      call('POST', base, { orderIds, confirm }, idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    update: (id: string, orderIds: string[], confirm = false) => call('PUT', `${base}/${id}`, { orderIds, confirm }),
    list: (query = '') => call('GET', `${base}${query}`),
    get: (id: string) => call('GET', `${base}/${id}`),
    remove: (id: string) => call('DELETE', `${base}/${id}`),
    token: (id: string) => call('GET', `${base}/${id}/token`),
    print: (id: string) => call('GET', `/api/stores/${storeId}/printshippinglists?shippingListId=${id}`),
  };
}

/** Moves a list's confirmation back in time, so its 10-minute payment window has passed. */
export const ageConfirmation = (t: TestApp, listId: string, minutes: number) =>
  t.database.db.execute(sql`UPDATE shipping_lists SET confirmed_at = now() - make_interval(mins => ${minutes}) WHERE id = ${listId}`);

export async function mailingStatuses(t: TestApp, orderIds: string[]) {
  const result = await t.database.db.execute(
    sql`SELECT status_key FROM mailings WHERE order_id IN (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY barcode`,
  );
  return (result as unknown as { rows: Array<{ status_key: string }> }).rows.map((r) => r.status_key);
}
