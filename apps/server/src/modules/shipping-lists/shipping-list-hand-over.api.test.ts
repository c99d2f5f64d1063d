import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PaymentForm, payAtSimulator } from '../../../test/card-payment-fixtures';
import { createListeningTestApp, type TestApp } from '../../../test/create-test-app';
import { labelledOrders, shippingApi } from '../../../test/shipping-list-fixtures';
import { createShop } from '../../../test/storefront-fixtures';
import { pushTrackEvents } from '../../../test/track-sim';
import { postalDate } from '../../integrations/track-trace/sim-scenarios';

/*
 * A shipping list is handed over (SentPos) once the post office has received every parcel on it. Facts (shared
 * reference postal-facts.md): the track API answers each barcode's events with a `status` code; 101 is the sender's
 * pre-advice (the post office does not have the parcel yet), 103 "accepted" and every later code mean it does; the
 * push service POSTs { items: [the same event objects], track_datetime }. The track simulator answers a story chosen
 * by the serial's last digit (0 not scanned, 1 accepted, 2 in transit, 4 delivered, 6 withdrawn), and the payment
 * goes through the 2C2P simulator, both over real HTTP.
 */

let t: TestApp & { origin: string };
beforeAll(async () => {
  t = await createListeningTestApp((origin) => ({ PUBLIC_URL: origin }));
});
afterAll(async () => t.close());

const PRINT_ONLY = { canEdit: false, canConfirm: false, canPay: false, canDelete: false, canBookPickUp: false, canPrint: true };

/** A fresh shop (its own 3-hour sync window), a confirmed list of orders with these track stories, and its api. */
async function confirmedList(stories: number[]) {
  const shop = await createShop(t);
  const api = shippingApi(t, shop.store.id, shop.seller.auth);
  const orders = await labelledOrders(t, shop, stories.length, { stories });
  const created = await api.create(
    orders.map((o) => o.id),
    true,
  );
  expect(created.statusCode, created.body).toBe(201);
  const list = created.json() as { id: string; code: string };
  const sync = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/mailings/update-tracking-status`,
      headers: shop.seller.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().fromCache).toBe(false);
  };
  const pay = async () => {
    const form = (await api.token(list.id)).json() as PaymentForm;
    await payAtSimulator(form, 'success');
    expect((await api.get(list.id)).json().statusPayment).toBe(true);
  };
  const codesIn = async (query: string) => ((await api.list(query)).json().contents as Array<{ code: string }>).map((l) => l.code);
  const sentPosFlags = async () => {
    const rows = (await t.database.db.execute(
      sql`SELECT sent_pos FROM orders WHERE id IN (${sql.join(
        orders.map((o) => sql`${o.id}::uuid`),
        sql`, `,
      )})`,
    )) as unknown as { rows: Array<{ sent_pos: boolean }> };
    return rows.rows.map((r) => r.sent_pos);
  };
  return { shop, api, orders, list, sync, pay, codesIn, sentPosFlags, get: async () => (await api.get(list.id)).json() };
}

describe('a shipping list is handed over when the post office has received all its parcels', () => {
  it('paid, then every parcel accepted or further along (tracking sync): handed over, print only, in the history', async () => {
    // Accepted, in transit, delivered.
    const l = await confirmedList([1, 2, 4]);
    await l.pay();
    expect(await l.get()).toMatchObject({ sentPos: false, sentPosDate: null, actions: { canBookPickUp: true } });
    expect(await l.codesIn('?onlyDuringDelivery=true')).toEqual([]);

    const before = Date.now();
    await l.sync();
    const after = await l.get();
    expect(after).toMatchObject({ sentPos: true, actions: PRINT_ONLY });
    expect(new Date(after.sentPosDate).getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(await l.codesIn('?onlyDuringDelivery=true')).toEqual([l.list.code]);
    expect(await l.codesIn('?onlyNotDelivery=true')).toEqual([]);
    expect(await l.sentPosFlags()).toEqual([true, true, true]);
    // Handed over: no more deleting, paying or booking a pick-up; printing still works.
    expect((await l.api.remove(l.list.id)).statusCode).toBe(409);
    expect((await l.api.print(l.list.id)).statusCode).toBe(200);
  });

  it('one parcel not yet scanned by the post office: the list stays open', async () => {
    const l = await confirmedList([1, 0]);
    await l.pay();
    await l.sync();
    expect(await l.get()).toMatchObject({ sentPos: false, sentPosDate: null, actions: { canBookPickUp: true, canPrint: true } });
    expect(await l.codesIn('?onlyNotDelivery=true')).toEqual([l.list.code]);
    expect(await l.codesIn('?onlyDuringDelivery=true')).toEqual([]);
    expect(await l.sentPosFlags()).toEqual([false, false]);
  });

  it('a pre-advice (101) pushed for the last parcel is not a receipt; its acceptance (103) pushed later is', async () => {
    const l = await confirmedList([1, 0]);
    await l.pay();
    await l.sync();
    const last = l.orders[1]!.barcode;
    const push = async (code: number, date: Date) => {
      const item = {
        barcode: last,
        status: String(code),
        status_description: 'จำลอง',
        status_date: postalDate(date, 'TH'),
        location: 'ไปรษณีย์จำลอง',
        postcode: '10000',
      };
      const res = await pushTrackEvents(t, [item], postalDate(new Date(), 'TH', false));
      expect(res.statusCode, res.body).toBe(200);
    };
    await push(101, new Date(Date.now() - 60 * 60_000));
    expect(await l.get()).toMatchObject({ sentPos: false });
    await push(103, new Date(Date.now() - 30 * 60_000));
    expect(await l.get()).toMatchObject({ sentPos: true, actions: PRINT_ONLY });
    expect(await l.sentPosFlags()).toEqual([true, true]);
  });

  it('a withdrawn parcel does not hold the list; an unpaid list is not handed over, and is at the next sync once paid', async () => {
    // Accepted, and accepted then withdrawn by the sender (the mailing ends cancelled).
    const l = await confirmedList([1, 6]);
    await l.sync();
    expect(await l.get()).toMatchObject({ sentPos: false, statusPayment: false });
    await l.pay();
    expect(await l.get()).toMatchObject({ sentPos: false, statusPayment: true });
    // The store's next sync (after its 3-hour window) asks about the accepted parcel again.
    await t.database.db.execute(
      sql`UPDATE tracking_syncs SET synced_at = now() - interval '3 hours 1 minute' WHERE store_id = ${l.shop.store.id}`,
    );
    await l.sync();
    expect(await l.get()).toMatchObject({ sentPos: true, statusPayment: true, actions: PRINT_ONLY });
  });
});
