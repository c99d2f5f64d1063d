import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, createTestApp, freePort, type TestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { ageConfirmation, labelledOrders, type Shop, shippingApi } from '../../../test/shipping-list-fixtures';
import { checkout, createBuyer, createShop } from '../../../test/storefront-fixtures';
import { signResult, verifyRequest } from '../../integrations/card-payment/signature';

const SECRET = 'songdee-payment-sim-secret';

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

interface Form {
  reference: string;
  action: string;
  fields: Record<string, string>;
}

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
  return { list, form: token.json() as Form };
}

const result = (form: Form, payment: '1' | '0' | '-1', overrides: { amount?: number; target?: string } = {}) => {
  const amount = overrides.amount ?? Number(form.fields.amount);
  const target = overrides.target ?? form.fields.user_defined_1!;
  return {
    payment,
    reference: form.reference,
    amount: String(amount).padStart(12, '0'),
    target,
    signature: signResult(SECRET, { target, reference: form.reference, amount, payment }),
  };
};
const serverResult = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/payments/card/result', payload: body });
const browserReturn = (body: Record<string, unknown>, auth = shop.seller.auth) =>
  t.app.inject({ method: 'POST', url: '/api/payments/card/return', headers: auth, payload: body });
const listOf = async (id: string) => (await api.get(id)).json();
const paidAttempts = async (targetId: string) =>
  (
    (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM card_payments WHERE target_id = ${targetId} AND status = 'PAID'`,
    )) as unknown as {
      rows: Array<{ n: number }>;
    }
  ).rows[0]!.n;

describe('GET /api/stores/:storeId/shippinglists/:id/token', () => {
  it('signs a version 7.2 form for the list’s postage: currency 764, 12-digit amount, order id = reference + 5 digits', async () => {
    const { list, form } = await payableList();
    expect(form.action).toBe(`${base}/sim/payment`);
    expect(form.fields).toMatchObject({
      version: '7.2',
      currency: '764',
      amount: String(list.priceTotal).padStart(12, '0'),
      invoice_no: form.reference,
      user_defined_1: list.id,
      payment_option: 'A',
      result_url_2: `${base}/api/payments/card/result`,
    });
    expect(form.fields.amount).toMatch(/^\d{12}$/);
    expect(form.fields.order_id).toMatch(new RegExp(`^${form.reference}\\d{5}$`));
    expect(form.fields.result_url_1).toBe(`${base}/stores/shippinglists/payment?shippingListId=${list.id}&reference=${form.reference}`);
    expect(verifyRequest(SECRET, form.fields)).toBe(true);
  });

  it('refuses a draft', async () => {
    const orders = await labelledOrders(t, shop, 1);
    const draft = (await api.create([orders[0]!.id])).json();
    expect((await api.token(draft.id)).json().error.code).toBe('SHIPPING_LIST_NOT_PAYABLE');
  });
});

describe('verify and record', () => {
  it('pays once on a valid signed return; the same result again answers PAID without a second payment', async () => {
    const { list, form } = await payableList();
    const first = await browserReturn({ ...result(form, '1'), shippingListId: list.id });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'PAID', paid: true, targetKind: 'shippingList', targetId: list.id });
    const again = await serverResult(result(form, '1'));
    expect(again.json()).toMatchObject({ status: 'PAID', paid: true });
    expect(await paidAttempts(list.id)).toBe(1);
    expect(await listOf(list.id)).toMatchObject({ statusPayment: true, actions: { canPay: false, canDelete: false, canBookPickUp: true } });
  });

  it('refuses a bad signature, a changed amount and a result for another list; nothing is recorded', async () => {
    const { list, form } = await payableList();
    const other = await payableList(1);
    const forged = await serverResult({ ...result(form, '1'), signature: 'a'.repeat(64) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const cheap = await serverResult(result(form, '1', { amount: 100 }));
    expect(cheap.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const wrongTarget = await serverResult(result(form, '1', { target: other.list.id }));
    expect(wrongTarget.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const forOtherList = await browserReturn({ ...result(form, '1'), shippingListId: other.list.id });
    expect(forOtherList.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const unknown = await serverResult({ ...result(form, '1'), reference: 'SDNOPE' });
    expect(unknown.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const unknownSigned = await serverResult({
      payment: '1',
      reference: 'SDNOPE',
      amount: form.fields.amount,
      target: list.id,
      signature: signResult(SECRET, { target: list.id, reference: 'SDNOPE', amount: Number(form.fields.amount), payment: '1' }),
    });
    expect(unknownSigned.statusCode).toBe(404);
    expect((await listOf(list.id)).statusPayment).toBe(false);
    expect(await paidAttempts(list.id)).toBe(0);
  });

  it('records a failure and a cancel as unpaid (still payable), and a replayed success of a failed attempt pays nothing', async () => {
    const { list, form } = await payableList();
    expect((await serverResult(result(form, '0'))).json()).toMatchObject({ status: 'FAILED', paid: false });
    expect((await serverResult(result(form, '1'))).json()).toMatchObject({ status: 'FAILED', paid: false });
    expect((await listOf(list.id)).actions.canPay).toBe(true);
    const cancelForm = (await api.token(list.id)).json() as Form;
    expect((await browserReturn(result(cancelForm, '-1'))).json()).toMatchObject({ status: 'CANCELLED', paid: false });
    expect(await listOf(list.id)).toMatchObject({ statusPayment: false, actions: { canPay: true } });
  });

  it('records one payment when the browser return and the server call arrive together', async () => {
    const { list, form } = await payableList();
    const [a, b] = await Promise.all([browserReturn(result(form, '1')), serverResult(result(form, '1'))]);
    expect([a.json().status, b.json().status]).toEqual(['PAID', 'PAID']);
    expect(await paidAttempts(list.id)).toBe(1);
  });

  it('cancels a pending attempt when the list expires, so a late success pays nothing', async () => {
    const { list, form } = await payableList();
    await ageConfirmation(t, list.id, 11);
    expect((await api.token(list.id)).statusCode).toBe(409);
    expect((await serverResult(result(form, '1'))).json()).toMatchObject({ status: 'CANCELLED', paid: false });
    expect((await listOf(list.id)).status.referenceKey).toBe('DRAFT_FOR_SHIPPINGLIST');
  });

  it('lets only the list’s store owner forward a return', async () => {
    const { form } = await payableList();
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    expect((await browserReturn(result(form, '1'), stranger.auth)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/card/return', payload: result(form, '1') })).statusCode).toBe(401);
  });
});

describe('the gateway simulator over real HTTP', () => {
  const post = (url: string, fields: Record<string, string>) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

  it('shows the amount and three choices; success pays through the result call and returns payment=1', async () => {
    const { list, form } = await payableList();
    const pageRes = await post(form.action, form.fields);
    expect(pageRes.status).toBe(200);
    const html = await pageRes.text();
    expect(html).toContain(`${(list.priceTotal / 100).toFixed(2)} THB`);
    for (const choice of ['success', 'failure', 'cancel']) expect(html).toContain(`value="${choice}"`);
    const done = await post(`${base}/sim/payment/decide`, { ...form.fields, choice: 'success' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.pathname).toBe('/stores/shippinglists/payment');
    expect(Object.fromEntries(back.searchParams)).toMatchObject({
      payment: '1',
      reference: form.reference,
      shippingListId: list.id,
      target: list.id,
    });
    // The server-to-server result already paid the list; the browser's return answers the same.
    expect((await listOf(list.id)).statusPayment).toBe(true);
    const forwarded = await browserReturn(Object.fromEntries(back.searchParams));
    expect(forwarded.json()).toMatchObject({ status: 'PAID', paid: true });
    expect(await paidAttempts(list.id)).toBe(1);
  });

  it.each([
    ['failure', '0', 'FAILED'],
    ['cancel', '-1', 'CANCELLED'],
  ])('%s returns payment=%s and records %s; the list stays unpaid', async (choice, flag, status) => {
    const { list, form } = await payableList();
    const done = await post(`${base}/sim/payment/decide`, { ...form.fields, choice });
    const back = new URL(done.headers.get('location')!);
    expect(back.searchParams.get('payment')).toBe(flag);
    expect((await browserReturn(Object.fromEntries(back.searchParams))).json()).toMatchObject({ status, paid: false });
    expect((await listOf(list.id)).statusPayment).toBe(false);
  });

  it('refuses a tampered form', async () => {
    const { form } = await payableList();
    expect((await post(form.action, { ...form.fields, amount: '000000000100' })).status).toBe(400);
    expect((await post(`${base}/sim/payment/decide`, { ...form.fields, amount: '000000000100', choice: 'success' })).status).toBe(400);
  });
});

describe('a gateway that is down or answers garbage', () => {
  it.each([
    ['down', async () => `http://127.0.0.1:${await freePort()}/sim/payment`],
    ['garbage', async () => `${base}/docs`],
  ])('(%s) leaves the list unpaid with PAYMENT_GATEWAY_UNAVAILABLE and saves no attempt', async (_, gatewayUrl) => {
    const offline = await createTestApp({ env: { PAYMENT_GATEWAY_URL: await gatewayUrl() } });
    try {
      const offShop = await createShop(offline);
      const offApi = shippingApi(offline, offShop.store.id, offShop.seller.auth);
      const orders = await labelledOrders(offline, offShop, 1);
      const list = (await offApi.create([orders[0]!.id], true)).json();
      const token = await offApi.token(list.id);
      expect(token.statusCode).toBe(502);
      expect(token.json().error.code).toBe('PAYMENT_GATEWAY_UNAVAILABLE');
      const rows = (await offline.database.db.execute(sql`SELECT count(*)::int AS n FROM card_payments`)) as unknown as {
        rows: Array<{ n: number }>;
      };
      expect(rows.rows[0]!.n).toBe(0);
      expect((await offApi.get(list.id)).json()).toMatchObject({ statusPayment: false, actions: { canPay: true } });
    } finally {
      await offline.close();
    }
  });
});

describe('a buyer’s card payment of an order', () => {
  it('gives the buyer a form for the order total and pays the order through the same path', async () => {
    const buyer = await createBuyer(t);
    const order = (await checkout(t, shop, buyer.auth)).json() as { id: string; grandTotal: number };
    const stranger = await createBuyer(t);
    expect((await t.app.inject({ url: `/api/orders/${order.id}/token`, headers: stranger.auth })).statusCode).toBe(404);
    const token = await t.app.inject({ url: `/api/orders/${order.id}/token`, headers: buyer.auth });
    expect(token.statusCode).toBe(200);
    const form = token.json() as Form;
    expect(form.fields.amount).toBe(String(order.grandTotal).padStart(12, '0'));
    expect(form.fields.result_url_1).toBe(`${base}/orders/view?orderId=${order.id}&reference=${form.reference}`);
    const done = await post(`${base}/sim/payment/decide`, { ...form.fields, choice: 'success' });
    const back = new URL(done.headers.get('location')!);
    expect((await browserReturn(Object.fromEntries(back.searchParams), buyer.auth)).json()).toMatchObject({ status: 'PAID', paid: true });
    const mine = await t.app.inject({ url: `/api/Account/Orders/${order.id}`, headers: buyer.auth });
    expect(mine.json()).toMatchObject({ confirmPayment: true, status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
    expect((await t.app.inject({ url: `/api/orders/${order.id}/token`, headers: buyer.auth })).json().error.code).toBe(
      'ORDER_NOT_EDITABLE',
    );
  });

  function post(url: string, fields: Record<string, string>) {
    return fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  }
});
