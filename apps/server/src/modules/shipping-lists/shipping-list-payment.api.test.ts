import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attemptStatus,
  browserPostBack,
  injectForm,
  type PaymentForm,
  paidAttempts,
  payAtSimulator,
  postForm,
  resultFor,
} from '../../../test/card-payment-fixtures';
import { createListeningTestApp, createTestApp, freePort, type TestApp } from '../../../test/create-test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { ageConfirmation, labelledOrders, type Shop, shippingApi } from '../../../test/shipping-list-fixtures';
import { checkout, createBuyer, createShop } from '../../../test/storefront-fixtures';
import { signRequest, verifyRequest } from '../../integrations/card-payment/signature';

/*
 * The card payment is 2C2P's redirect payment API 7.2 (facts from 2C2P's parameter page and official plugins, via
 * the shared reference on card payment): the browser posts the signed form itself (no "register" call); 2C2P posts
 * the form-encoded result to result_url_2 server to server and returns the browser with a form POST to
 * result_url_1; payment_status 000 paid, 001 pending, anything else not paid; hash_value HMAC-SHA1.
 */

let t: TestApp;
let base: string;
let shop: Shop;
let api: ReturnType<typeof shippingApi>;
beforeAll(async () => {
  // The app listens so the gateway simulator and its result call go over real HTTP.
  const listening = await createListeningTestApp((origin) => ({ PUBLIC_URL: origin }));
  t = listening;
  base = listening.origin;
  shop = await createShop(t);
  api = shippingApi(t, shop.store.id, shop.seller.auth);
});
afterAll(async () => t.close());

/** A confirmed list of `n` labelled orders and its card-payment form. */
async function payableList(n = 2) {
  const orders = await labelledOrders(t, shop, n);
  const list = (
    await api.create(
      orders.map((o) => o.id),
      true,
    )
  ).json() as { id: string; priceTotal: number };
  const token = await api.token(list.id);
  expect(token.statusCode).toBe(200);
  return { list, orders, form: token.json() as PaymentForm };
}

const listResultUrl = (listId: string, storeId = shop.store.id) => `/api/stores/${storeId}/shippinglists/${listId}/payment`;
/** 2C2P's server-to-server result to the list's own result URL (the catalogue's POST .../payment), no session. */
const listResult = (listId: string, fields: Record<string, string>) => injectForm(t, listResultUrl(listId), fields);
const verdict = (reference: string, auth = shop.seller.auth) =>
  t.app.inject({ url: `/api/payments/card/attempts/${reference}`, headers: auth });
const listOf = async (id: string) => (await api.get(id)).json();

describe('GET /api/stores/:storeId/shippinglists/:id/token (the 2C2P 7.2 form, signed, no call to the gateway)', () => {
  it('builds the exact form: 7.2, merchant, order id = reference + 5 digits (20 at most), 764, 12-digit amount, option A, Bangkok expiry', async () => {
    const { list, form } = await payableList();
    expect(form.action).toBe(`${base}/sim/payment`);
    expect(form.fields).toMatchObject({
      version: '7.2',
      merchant_id: 'SONGDEE-SIM',
      invoice_no: form.reference,
      currency: '764',
      amount: String(list.priceTotal).padStart(12, '0'),
      payment_option: 'A',
      result_url_1: `${base}/api/payments/card/return`,
      result_url_2: `${base}${listResultUrl(list.id)}`,
    });
    expect(form.reference.length).toBeLessThanOrEqual(15);
    expect(form.fields.order_id).toMatch(new RegExp(`^${form.reference}\\d{5}$`));
    expect(form.fields.order_id!.length).toBeLessThanOrEqual(20);
    // payment_expiry: the list's 10 minutes, as yyyy-MM-dd HH:mm:ss in Bangkok time (UTC+7).
    const row = (await t.database.db.execute(sql`SELECT confirmed_at FROM shipping_lists WHERE id = ${list.id}`)) as unknown as {
      rows: Array<{ confirmed_at: string | Date }>;
    };
    const deadline = new Date(new Date(row.rows[0]!.confirmed_at).getTime() + 10 * 60_000 + 7 * 3_600_000);
    expect(form.fields.payment_expiry).toBe(deadline.toISOString().slice(0, 19).replace('T', ' '));
    expect(verifyRequest('songdee-payment-sim-secret', form.fields)).toBe(true);
    expect(form.fields.hash_value).toMatch(/^[0-9a-f]{40}$/);
  });

  it('refuses a draft', async () => {
    const orders = await labelledOrders(t, shop, 1);
    const draft = (await api.create([orders[0]!.id])).json();
    expect((await api.token(draft.id)).json().error.code).toBe('SHIPPING_LIST_NOT_PAYABLE');
  });

  it('needs no gateway to issue a form (2C2P has no register call): a gateway URL nobody answers still gives one', async () => {
    const offline = await createTestApp({
      env: { PAYMENT_GATEWAY_URL: `http://127.0.0.1:${await freePort()}/2C2PFrontEnd/RedirectV3/payment` },
    });
    try {
      const offShop = await createShop(offline);
      const offApi = shippingApi(offline, offShop.store.id, offShop.seller.auth);
      const orders = await labelledOrders(offline, offShop, 1);
      const list = (await offApi.create([orders[0]!.id], true)).json();
      const token = await offApi.token(list.id);
      expect(token.statusCode).toBe(200);
      expect(token.json().action).toMatch(/\/2C2PFrontEnd\/RedirectV3\/payment$/);
    } finally {
      await offline.close();
    }
  });
});

describe('paying through the 2C2P simulator over real HTTP', () => {
  it('success: the back-end result pays the list, the browser POST-back (no cookie, foreign Origin) lands on the list’s page', async () => {
    const { list, form } = await payableList();
    const back = await payAtSimulator(form, 'success');
    expect(back.page).toContain(`${(list.priceTotal / 100).toFixed(2)} THB`);
    for (const choice of ['success', 'pending', 'declined', 'cancelled']) expect(back.page).toContain(`value="${choice}"`);
    // The server-to-server result already paid the list, before the browser comes back.
    expect(await listOf(list.id)).toMatchObject({ statusPayment: true, actions: { canPay: false, canBookPickUp: true } });
    expect(back.action).toBe(`${base}/api/payments/card/return`);
    expect(back.fields).toMatchObject({ payment_status: '000', order_id: form.fields.order_id, amount: form.fields.amount });
    const landed = await browserPostBack(back);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(
      `${base}/stores/shippinglists/payment?shippingListId=${list.id}&reference=${form.reference}&payment=1`,
    );
    expect((await verdict(form.reference)).json()).toMatchObject({
      status: 'PAID',
      paid: true,
      targetKind: 'shippingList',
      targetId: list.id,
    });
    expect(await paidAttempts(t, list.id)).toBe(1);
  });

  it.each([
    ['declined', '0', 'FAILED'],
    ['cancelled', '-1', 'CANCELLED'],
  ] as const)('%s: payment=%s on the page, %s recorded, the list stays unpaid and payable', async (choice, flag, status) => {
    const { list, form } = await payableList();
    const back = await payAtSimulator(form, choice);
    const landed = await browserPostBack(back);
    expect(landed.status).toBe(303);
    expect(new URL(landed.headers.get('location')!).searchParams.get('payment')).toBe(flag);
    expect((await verdict(form.reference)).json()).toMatchObject({ status, paid: false });
    expect(await listOf(list.id)).toMatchObject({ statusPayment: false, actions: { canPay: true } });
  });

  it('pending (001) is "waiting for the bank", not paid; the bank’s later 000 from the simulator’s pending page pays it', async () => {
    const { list, form } = await payableList();
    const back = await payAtSimulator(form, 'pending');
    expect((await browserPostBack(back)).headers.get('location')).toContain('payment=0');
    expect((await verdict(form.reference)).json()).toMatchObject({ status: 'AWAITING_BANK', paid: false });
    expect((await listOf(list.id)).statusPayment).toBe(false);
    // No second payment while the bank has not answered the first.
    const again = await api.token(list.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('PAYMENT_AWAITING_BANK');
    const pendingPage = await (await fetch(`${base}/sim/payment/pending`)).text();
    expect(pendingPage).toContain(form.fields.order_id);
    const settled = await postForm(`${base}/sim/payment/pending/settle`, { order_id: form.fields.order_id!, choice: 'success' });
    expect(settled.status).toBe(303);
    expect((await verdict(form.reference)).json()).toMatchObject({ status: 'PAID', paid: true });
    expect((await listOf(list.id)).statusPayment).toBe(true);
    expect(await (await fetch(`${base}/sim/payment/pending`)).text()).not.toContain(form.fields.order_id);
  });

  it('pending then the bank’s 000 after the 10 minutes: the expired list is confirmed again and paid (its orders are still free)', async () => {
    const { list, form } = await payableList();
    await payAtSimulator(form, 'pending');
    await ageConfirmation(t, list.id, 11);
    expect((await listOf(list.id)).status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
    // Expiry cancels only attempts without a result: this one is still waiting for the bank.
    expect(await attemptStatus(t, form.reference)).toBe('AWAITING_BANK');
    await postForm(`${base}/sim/payment/pending/settle`, { order_id: form.fields.order_id!, choice: 'success' });
    expect(await listOf(list.id)).toMatchObject({ statusPayment: true, status: { referenceKey: 'CONFIRM_FOR_SHIPPINGLIST' } });
    expect(await attemptStatus(t, form.reference)).toBe('PAID');
  });

  it('pending then failed (002): nothing is paid', async () => {
    const { list, form } = await payableList();
    await payAtSimulator(form, 'pending');
    await postForm(`${base}/sim/payment/pending/settle`, { order_id: form.fields.order_id!, choice: 'declined' });
    expect(await attemptStatus(t, form.reference)).toBe('FAILED');
    expect((await listOf(list.id)).statusPayment).toBe(false);
  });

  it('refuses a form that is not 2C2P’s: a tampered amount, a SHA256 hash', async () => {
    const { form } = await payableList();
    expect((await postForm(form.action, { ...form.fields, amount: '000000000100' })).status).toBe(400);
    const { createHmac } = await import('node:crypto');
    const sha256 = createHmac('sha256', 'songdee-payment-sim-secret').update(signRequestText(form.fields)).digest('hex');
    expect((await postForm(form.action, { ...form.fields, hash_value: sha256 })).status).toBe(400);
    expect((await postForm(`${base}/sim/payment/decide`, { ...form.fields, amount: '000000000100', choice: 'success' })).status).toBe(400);
    expect(signRequest('songdee-payment-sim-secret', form.fields)).toBe(form.fields.hash_value);
  });
});

/** The request's signed text (for a deliberately wrong SHA256 signature of it). */
function signRequestText(fields: Record<string, string>) {
  const order = ['version', 'merchant_id', 'payment_description', 'order_id', 'invoice_no', 'currency', 'amount'];
  return order.map((k) => fields[k] ?? '').join('');
}

describe('POST /api/stores/:storeId/shippinglists/:id/payment (the list’s result_url_2: no session, the hash is the authority)', () => {
  it('pays on a signed 000, once: a replay answers the same and records nothing again', async () => {
    const { list, form } = await payableList();
    const result = resultFor(form, '000');
    const first = await listResult(list.id, result);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PAID', paid: true, targetId: list.id });
    const settlement = async () =>
      (
        (await t.database.db.execute(sql`SELECT settled_at, result FROM card_payments WHERE reference = ${form.reference}`)) as {
          rows: unknown[];
        }
      ).rows;
    const recorded = await settlement();
    expect((await listResult(list.id, result)).json()).toMatchObject({ status: 'PAID', paid: true });
    expect((await browserPostBack({ action: `${base}/api/payments/card/return`, fields: result })).status).toBe(303);
    // The rows, not the driver's result objects (pg's carry per-query parser state that never compares equal).
    expect(await settlement()).toEqual(recorded);
    expect(await paidAttempts(t, list.id)).toBe(1);
  });

  it('never pays for a wrong or SHA256 hash, 001, or another amount, merchant, currency, order or list', async () => {
    const { list, form } = await payableList();
    const other = await payableList(1);
    const refused = async (fields: Record<string, string>, listId = list.id) => (await listResult(listId, fields)).json().error?.code;
    expect(await refused({ ...resultFor(form), hash_value: 'a'.repeat(40) })).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await refused(resultFor(form, '000', {}, 'not-the-merchant-secret'))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await refused(resultFor(form, '000', { amount: '000000000100' }))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await refused(resultFor(form, '000', { merchant_id: 'OTHER-MERCHANT' }))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await refused(resultFor(form, '000', { currency: '840' }))).toBe('PAYMENT_VERIFICATION_FAILED');
    expect(await refused(resultFor(form, '000', { order_id: 'SDNOTOURS0000012345' }))).toBe('PAYMENT_REFERENCE_UNKNOWN');
    expect(await refused(resultFor(form), other.list.id)).toBe('PAYMENT_VERIFICATION_FAILED');
    const otherStore = await injectForm(t, listResultUrl(list.id, other.list.id), resultFor(form));
    expect(otherStore.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    // A SHA256 hash of the same fields (the old, invented protocol) is refused by the route's schema or the adapter.
    const { createHmac } = await import('node:crypto');
    const r = resultFor(form);
    const text = ['version', 'request_timestamp', 'merchant_id', 'order_id', 'invoice_no', 'currency', 'amount']
      .map((k) => r[k as keyof typeof r] ?? '')
      .join('');
    expect(
      (await listResult(list.id, { ...r, hash_value: createHmac('sha256', 'songdee-payment-sim-secret').update(text).digest('hex') }))
        .statusCode,
    ).toBe(400);
    expect((await listResult(list.id, resultFor(form, '001'))).json()).toMatchObject({ status: 'AWAITING_BANK', paid: false });
    expect((await listOf(list.id)).statusPayment).toBe(false);
    expect(await paidAttempts(t, list.id)).toBe(0);
  });

  it('records one payment when the browser return and the server call arrive together', async () => {
    const { list, form } = await payableList();
    const result = resultFor(form);
    const [a, b] = await Promise.all([
      browserPostBack({ action: `${base}/api/payments/card/return`, fields: result }),
      listResult(list.id, result),
    ]);
    expect(a.status).toBe(303);
    expect(b.json().status).toBe('PAID');
    expect(await paidAttempts(t, list.id)).toBe(1);
  });

  it('a late 000 for an expired list whose orders changed is recorded as a refund due, never dropped and never paid', async () => {
    const { list, orders, form } = await payableList(2);
    await ageConfirmation(t, list.id, 11);
    expect((await listOf(list.id)).status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
    expect(await attemptStatus(t, form.reference)).toBe('CANCELLED');
    // The seller takes an order off the draft meanwhile: the paid total is no longer the list's.
    expect((await api.update(list.id, [orders[0]!.id])).statusCode).toBe(200);
    expect((await listResult(list.id, resultFor(form))).json()).toMatchObject({ status: 'REFUND_DUE', paid: false });
    expect((await listOf(list.id)).statusPayment).toBe(false);
  });

  it('a late 000 for an expired, unchanged list confirms it again and pays it', async () => {
    const { list, form } = await payableList(1);
    await ageConfirmation(t, list.id, 11);
    expect((await listOf(list.id)).status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
    expect((await listResult(list.id, resultFor(form))).json()).toMatchObject({ status: 'PAID', paid: true });
    expect(await listOf(list.id)).toMatchObject({ statusPayment: true, status: { referenceKey: 'CONFIRM_FOR_SHIPPINGLIST' } });
  });
});

describe('POST /api/payments/card/return (result_url_1: the browser, cross-site)', () => {
  it('is not refused as cross-site even with a session cookie and a foreign Origin, and redirects to the page', async () => {
    const { list, form } = await payableList();
    const { user } = await createUser(t.app, t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Login?mode=cookie',
      payload: { grant_type: 'password', username: user.email, password: TEST_PASSWORD },
    });
    const cookie = login.cookies.find((c) => c.name === 'sd_session')?.value;
    expect(cookie).toBeTruthy();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/card/return',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'https://t.2c2p.com',
        ...(cookie ? { cookie: `sd_session=${cookie}` } : {}),
      },
      payload: new URLSearchParams(resultFor(form)).toString(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toContain(`/stores/shippinglists/payment?shippingListId=${list.id}`);
  });

  it('an unverifiable post pays nothing and still lands on the list’s page (payment=0)', async () => {
    const { list, form } = await payableList();
    const landed = await browserPostBack({
      action: `${base}/api/payments/card/return`,
      fields: { ...resultFor(form), hash_value: 'f'.repeat(40) },
    });
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(
      `${base}/stores/shippinglists/payment?shippingListId=${list.id}&reference=${form.reference}&payment=0`,
    );
    expect(await attemptStatus(t, form.reference)).toBe('PENDING');
    const garbage = await browserPostBack({ action: `${base}/api/payments/card/return`, fields: { hello: 'world' } });
    expect(garbage.status).toBe(303);
    expect(garbage.headers.get('location')).toBe(`${base}/`);
  });

  it('tells the outcome only to the list’s store owner', async () => {
    const { form } = await payableList();
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    expect((await verdict(form.reference, stranger.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ url: `/api/payments/card/attempts/${form.reference}` })).statusCode).toBe(401);
  });
});

describe('a buyer’s card payment of an order', () => {
  it('gives the buyer a form for the order total; the simulator pays it and the browser lands on the order', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json() as { id: string; grandTotal: number };
    const stranger = await createBuyer(t);
    expect((await t.app.inject({ url: `/api/orders/${order.id}/token`, headers: stranger.auth })).statusCode).toBe(404);
    const token = await t.app.inject({ url: `/api/orders/${order.id}/token`, headers: buyer.auth });
    expect(token.statusCode).toBe(200);
    const form = token.json() as PaymentForm;
    expect(form.fields.amount).toBe(String(order.grandTotal).padStart(12, '0'));
    expect(form.fields.result_url_2).toBe(`${base}/api/payments/card/result`);
    const landed = await browserPostBack(await payAtSimulator(form, 'success'));
    expect(landed.headers.get('location')).toBe(`${base}/orders/view?orderId=${order.id}&reference=${form.reference}&payment=1`);
    expect((await verdict(form.reference, buyer.auth)).json()).toMatchObject({ status: 'PAID', paid: true });
    const mine = await t.app.inject({ url: `/api/Account/Orders/${order.id}`, headers: buyer.auth });
    expect(mine.json()).toMatchObject({ confirmPayment: true, status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
  });
});
