import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ShippingListActions, shippingListActionsSchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import {
  ageConfirmation,
  labelledOrders,
  mailingStatuses,
  type Shop,
  type shippingApi,
  shippingShop,
} from '../../../test/shipping-list-fixtures';

/** A list's `actions` when exactly `allowed` are offered. */
const onlyActions = (...allowed: ShippingListAction[]) =>
  Object.fromEntries(shippingListActionsSchema.keyof().options.map((action) => [action, allowed.includes(action)]));
type ShippingListAction = keyof ShippingListActions;

const ARTIFACTS = fileURLToPath(new URL('../../../test-artifacts/shipping-lists/', import.meta.url));

let t: TestApp;
let shop: Shop;
let api: ReturnType<typeof shippingApi>;
beforeAll(async () => {
  ({ t, shop, api } = await shippingShop());
});
afterAll(async () => t.close());

const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);

describe('shipping list drafts and confirmation', () => {
  it('offers labelled orders on no list, saves a draft with totals, edits it and confirms it', async () => {
    const orders = await labelledOrders(t, shop, 3);
    const available = await api.available(`?searchString=${orders[0]!.name}`);
    expect(available.statusCode).toBe(200);
    expect(available.json().contents).toEqual([
      expect.objectContaining({ orderId: orders[0]!.id, barcode: orders[0]!.barcode, weight: 501, serviceCost: 3701 }),
    ]);
    const draft = await api.create(ids(orders.slice(0, 2)));
    expect(draft.statusCode).toBe(201);
    const body = draft.json();
    expect(body).toMatchObject({
      code: expect.stringMatching(/^SL-\d{5}$/),
      status: { referenceKey: 'DRAFT_FOR_SHIPPINGLIST' },
      orderQtyTotal: 2,
      weightTotal: 501 + 502,
      priceTotal: 3701 + 3702,
      statusPayment: false,
      actions: { canEdit: true, canConfirm: true, canPay: false, canDelete: true, canPrint: true },
    });
    expect(body.orders.map((o: { orderId: string }) => o.orderId)).toEqual(ids(orders.slice(0, 2)));
    // Orders on a list are no longer offered.
    const left = (await api.available()).json().contents.map((o: { orderId: string }) => o.orderId);
    expect(left).toContain(orders[2]!.id);
    expect(left).not.toContain(orders[0]!.id);

    const edited = await api.update(body.id, [orders[2]!.id, orders[0]!.id]);
    expect(edited.json()).toMatchObject({ orderQtyTotal: 2, weightTotal: 503 + 501 });
    expect(edited.json().orders.map((o: { orderId: string }) => o.orderId)).toEqual([orders[2]!.id, orders[0]!.id]);
    expect(await mailingStatuses(t, [orders[0]!.id])).toEqual(['WAITING_FOR_DELIVERY']);

    const confirmed = await api.update(body.id, [orders[2]!.id, orders[0]!.id], true);
    expect(confirmed.json()).toMatchObject({
      status: { referenceKey: 'CONFIRM_FOR_SHIPPINGLIST' },
      actions: { canEdit: false, canConfirm: false, canPay: true, canDelete: true },
    });
    expect(await mailingStatuses(t, [orders[0]!.id, orders[2]!.id])).toEqual(['DURING_DELIVERY_NOTE', 'DURING_DELIVERY_NOTE']);
    const again = await api.update(body.id, [orders[0]!.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SHIPPING_LIST_NOT_EDITABLE');
    // Deleting an unpaid confirmed list frees its orders and puts the parcels back.
    expect((await api.remove(body.id)).statusCode).toBe(204);
    expect(await mailingStatuses(t, [orders[0]!.id, orders[2]!.id])).toEqual(['WAITING_FOR_DELIVERY', 'WAITING_FOR_DELIVERY']);
    expect((await api.get(body.id)).statusCode).toBe(404);
  });

  it('confirms 300 orders and refuses 301 and none, with the spec’s messages; a refused confirm stays a draft', async () => {
    const orders = await labelledOrders(t, shop, 301);
    const tooMany = await api.create(ids(orders), true);
    expect(tooMany.statusCode).toBe(400);
    expect(JSON.stringify(tooMany.json())).toContain('300');
    const empty = await api.create([], true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('กรุณาเลือกรายการสั่งซื้ออย่างน้อย 1 รายการ');
    const draft = (await api.create([])).json();
    expect(draft.status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
    const stillDraft = await api.update(draft.id, [], true);
    expect(stillDraft.json().error.code).toBe('SHIPPING_LIST_EMPTY');
    expect((await api.get(draft.id)).json().status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
    const full = await api.update(draft.id, ids(orders.slice(0, 300)), true);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({ orderQtyTotal: 300, status: { referenceKey: 'CONFIRM_FOR_SHIPPINGLIST' } });
    expect((await api.remove(draft.id)).statusCode).toBe(204);
  });

  it('refuses orders without a label, on another list or of another store, naming them, and saves nothing', async () => {
    const [a, b] = await labelledOrders(t, shop, 2);
    const first = (await api.create([a!.id])).json();
    const taken = await api.create([b!.id, a!.id]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'SHIPPING_LIST_ORDERS_UNAVAILABLE', params: { orders: a!.name } });
    const otherShop = await shippingShop();
    const [foreign] = await labelledOrders(otherShop.t, otherShop.shop, 1);
    const refused = await api.update(first.id, [foreign!.id]);
    expect(refused.json().error.params.orders).toBe(foreign!.id);
    await otherShop.t.close();
    expect((await api.get(first.id)).json().orders).toHaveLength(1);
    await api.remove(first.id);
  });

  it('answers the first list for a repeated Idempotency-Key', async () => {
    const orders = await labelledOrders(t, shop, 1);
    const first = await api.create(ids(orders), false, 'key-1');
    const second = await api.create(ids(orders), false, 'key-1');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().id).toBe(first.json().id);
    await api.remove(first.json().id);
  });

  it('expires an unpaid confirmed list after 10 minutes: not payable, a draft again, parcels back', async () => {
    const orders = await labelledOrders(t, shop, 1);
    const list = (await api.create(ids(orders), true)).json();
    await ageConfirmation(t, list.id, 9);
    expect((await api.get(list.id)).json()).toMatchObject({
      status: { referenceKey: 'CONFIRM_FOR_SHIPPINGLIST' },
      isExpired: false,
      paymentExpiredAt: null,
    });
    await ageConfirmation(t, list.id, 11);
    const token = await api.token(list.id);
    expect(token.statusCode).toBe(409);
    expect(token.json().error.code).toBe('SHIPPING_LIST_NOT_PAYABLE');
    const after = (await api.get(list.id)).json();
    expect(after).toMatchObject({ status: { referenceKey: 'DRAFT_FOR_SHIPPINGLIST' }, actions: { canEdit: true, canPay: false } });
    // It says when the window ran out, so the screen can tell the seller why the pay button is gone.
    expect(Date.now() - Date.parse(after.paymentExpiredAt)).toBeLessThan(60_000);
    expect(await mailingStatuses(t, ids(orders))).toEqual(['WAITING_FOR_DELIVERY']);
    // Re-confirmed, it is payable again, and no longer expired.
    const again = (await api.update(list.id, ids(orders), true)).json();
    expect(again.actions.canPay).toBe(true);
    expect(again.paymentExpiredAt).toBeNull();
    await api.remove(list.id);
  });

  it('lets a paid list only print and book, a handed-over one only print', async () => {
    const orders = await labelledOrders(t, shop, 1);
    const list = (await api.create(ids(orders), true)).json();
    await t.database.db.execute(sql`UPDATE shipping_lists SET status_payment = 'PAID', paid_at = now() WHERE id = ${list.id}`);
    const paid = (await api.get(list.id)).json();
    expect(paid.actions).toEqual(onlyActions('canBookPickUp', 'canPrint'));
    expect((await api.remove(list.id)).json().error.code).toBe('SHIPPING_LIST_NOT_DELETABLE');
    expect((await api.token(list.id)).json().error.code).toBe('SHIPPING_LIST_NOT_PAYABLE');
    await t.database.db.execute(sql`UPDATE shipping_lists SET sent_pos_at = now() WHERE id = ${list.id}`);
    const sent = (await api.get(list.id)).json();
    expect(sent.actions).toEqual(onlyActions('canPrint'));
    expect((await api.print(list.id)).statusCode).toBe(200);
    const history = (await api.list('?onlyDuringDelivery=true')).json();
    expect(history.contents.map((l: { id: string }) => l.id)).toContain(list.id);
    const pending = (await api.list('?onlyNotDelivery=true')).json();
    expect(pending.contents.map((l: { id: string }) => l.id)).not.toContain(list.id);
    expect((await api.list(`?searchString=${orders[0]!.name}`)).json().contents.map((l: { id: string }) => l.id)).toEqual([list.id]);
  });

  it('lists printable labels for a print lot', async () => {
    const [order] = await labelledOrders(t, shop, 1);
    const res = await api.printable(`?searchString=${order!.barcode}`);
    expect(res.json().contents).toEqual([expect.objectContaining({ orderId: order!.id, barcode: order!.barcode, printedLotId: null })]);
  });
});

describe('authorisation', () => {
  it('gives another store’s owner 403 and an anonymous caller 401 on every route', async () => {
    const [order] = await labelledOrders(t, shop, 1);
    const list = (await api.create([order!.id])).json();
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    const base = `/api/stores/${shop.store.id}`;
    const routes: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> = [
      ['GET', `${base}/shippinglists`],
      ['POST', `${base}/shippinglists`, { orderIds: [] }],
      ['GET', `${base}/shippinglists/${list.id}`],
      ['PUT', `${base}/shippinglists/${list.id}`, { orderIds: [] }],
      ['DELETE', `${base}/shippinglists/${list.id}`],
      ['GET', `${base}/shippinglists/${list.id}/token`],
      ['GET', `${base}/orders/availableForShippingList`],
      ['GET', `${base}/orders/availableForPrintLotMailing`],
      ['GET', `${base}/printshippinglists?shippingListId=${list.id}`],
    ];
    for (const [method, url, payload] of routes) {
      const opts = payload === undefined ? {} : { payload: payload as object };
      expect((await t.app.inject({ method, url, headers: stranger.auth, ...opts })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, ...opts })).statusCode, `${method} ${url}`).toBe(401);
    }
    // The stranger's own store does not see the list either.
    const own = await t.app.inject({ url: `/api/stores/${stranger.storeId}/shippinglists/${list.id}`, headers: stranger.auth });
    expect(own.statusCode).toBe(404);
    expect((await api.get(list.id)).json().orders).toHaveLength(1);
  });
});

const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

describe('GET /api/stores/:storeId/printshippinglists?shippingListId', () => {
  it('prints the list’s parcels on A4, twice, with every barcode scannable', async () => {
    const orders = await labelledOrders(t, shop, 3);
    const list = (await api.create(ids(orders), true)).json();
    const res = await api.print(list.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    mkdirSync(ARTIFACTS, { recursive: true });
    const file = join(ARTIFACTS, 'shipping-list.pdf');
    writeFileSync(file, res.rawPayload);
    const info = run('pdfinfo', [file]);
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
    expect([Math.round(Number(w)), Math.round(Number(h))]).toEqual([595, 842]);
    expect(run('pdftotext', ['-layout', file, '-'])).toContain(list.code);
    for (const f of readdirSync(ARTIFACTS).filter((n) => n.startsWith('shipping-list-') && n.endsWith('.png'))) rmSync(join(ARTIFACTS, f));
    run('pdftoppm', ['-r', '300', '-png', file, join(ARTIFACTS, 'shipping-list')]);
    const pngs = readdirSync(ARTIFACTS)
      .filter((n) => n.startsWith('shipping-list-') && n.endsWith('.png'))
      .map((n) => join(ARTIFACTS, n));
    const read = run('zbarimg', ['-q', '--raw', ...pngs])
      .split('\n')
      .filter(Boolean);
    const barcodes = orders.map((o: { barcode: string }) => o.barcode);
    expect(read.sort()).toEqual([...barcodes, ...barcodes].sort());
    const missing = await t.app.inject({ url: `/api/stores/${shop.store.id}/printshippinglists`, headers: shop.seller.auth });
    expect(missing.statusCode).toBe(400);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrency (needs PostgreSQL: set TEST_DATABASE_URL)', () => {
  it('never puts an order on two live lists under 10 concurrent adds', async () => {
    const [order] = await labelledOrders(t, shop, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => api.create([order!.id])));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().error.code)).toEqual(
      Array(9).fill('SHIPPING_LIST_ORDERS_UNAVAILABLE'),
    );
    const rows = await t.database.db.execute(sql`SELECT count(*)::int AS n FROM shipping_list_orders WHERE order_id = ${order!.id}`);
    expect((rows as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(1);
  });
});
