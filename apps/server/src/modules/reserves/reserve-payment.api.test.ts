import type { AddressInfo } from 'node:net';
import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-errors';
import {
  createListeningTestApp,
  gatewayResult,
  OUTLET_A,
  outletId,
  type PaymentForm,
  type reserveApi,
  reserveInput,
  reserveSeller,
  signedResult,
} from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { verifyRequest } from '../../integrations/card-payment/signature';

const t = useTestApp(() => createListeningTestApp());
let outlet: string;
beforeAll(async () => {
  outlet = await outletId(t, OUTLET_A);
});
/** Where the test app listens (the gateway simulator and its result call go over real HTTP). */
const base = () => `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

async function unpaid(sets = { M: 2 }) {
  const s = await reserveSeller(t);
  const reserve = (await s.api.create(reserveInput(outlet, sets))).json() as Reserve;
  return { ...s, reserve };
}

async function formOf(api: ReturnType<typeof reserveApi>, id: string): Promise<PaymentForm> {
  const res = await api.token(id);
  expect(res.statusCode).toBe(200);
  return res.json() as PaymentForm;
}

const paidAttempts = async (targetId: string) =>
  (
    (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM card_payments WHERE target_kind = 'reserve' AND target_id = ${targetId} AND status = 'PAID'`,
    )) as unknown as { rows: Array<{ n: number }> }
  ).rows[0]!.n;

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

describe('GET /api/stores/:storeId/reserves/:reserveId/token', () => {
  it('signs a card-payment form for the reservation’s total that returns to the reservation’s page', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    expect(form.action).toBe(`${base()}/sim/payment`);
    expect(form.fields).toMatchObject({
      version: '7.2',
      currency: '764',
      amount: String(reserve.totalPrice).padStart(12, '0'),
      user_defined_1: reserve.id,
      result_url_1: `${base()}/stores/reserve/view?reserveId=${reserve.id}&reference=${form.reference}`,
    });
    expect(verifyRequest('songdee-payment-sim-secret', form.fields)).toBe(true);
  });
});

describe('the gateway simulator over real HTTP', () => {
  it('pays on success (status 000) and keeps PaymentInfo, RefBankCode and ApprovalBankCode from the signed result', async () => {
    const { api, reserve, auth } = await unpaid();
    const form = await formOf(api, reserve.id);
    const done = await post(`${base()}/sim/payment/decide`, { ...form.fields, choice: 'success' });
    expect(done.status).toBe(303);
    const back = new URL(done.headers.get('location')!);
    expect(back.pathname).toBe('/stores/reserve/view');
    const query = Object.fromEntries(back.searchParams);
    expect(query).toMatchObject({ reserveId: reserve.id, payment: '1', paymentStatus: '000', target: reserve.id });
    // The gateway's server call paid it already; the browser's return, forwarded by the page, answers the same.
    const paid = (await api.get(reserve.id)).json() as Reserve;
    expect(paid).toMatchObject({
      statusPayment: true,
      paymentInfo: 'VISA 411111XXXXXX1111',
      refBankCode: query.refBankCode,
      approvalBankCode: query.approvalCode,
      actions: { canPay: false, canEdit: true, canDelete: true, canConfirm: false },
    });
    expect(paid.approvalBankCode).toMatch(/^\d{6}$/);
    const forwarded = await api.confirmPayment(reserve.id, query);
    expect(forwarded.json()).toMatchObject({ status: 'PAID', paid: true, targetKind: 'reserve', targetId: reserve.id });
    const viaReturn = await t.app.inject({ method: 'POST', url: '/api/payments/card/return', headers: auth, payload: query });
    expect(viaReturn.json()).toMatchObject({ status: 'PAID', paid: true, targetKind: 'reserve' });
    expect(await paidAttempts(reserve.id)).toBe(1);
    expect((await api.token(reserve.id)).json().error.code).toBe('RESERVE_NOT_PAYABLE');
  });

  it.each([
    ['failure', '0', 'FAILED'],
    ['cancel', '-1', 'CANCELLED'],
  ])('%s leaves the reservation unpaid and payable', async (choice, flag, status) => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const done = await post(`${base()}/sim/payment/decide`, { ...form.fields, choice });
    const query = Object.fromEntries(new URL(done.headers.get('location')!).searchParams);
    expect(query.payment).toBe(flag);
    expect((await api.confirmPayment(reserve.id, query)).json()).toMatchObject({ status, paid: false });
    expect((await api.get(reserve.id)).json()).toMatchObject({ statusPayment: false, paymentInfo: null, actions: { canPay: true } });
  });
});

describe('a payment result that must be refused', () => {
  it('refuses a result for another reservation, on the reservation’s confirm and on the return with reserveId', async () => {
    const { api, reserve, auth } = await unpaid();
    const other = (await api.create(reserveInput(outlet, { S: 1 }))).json() as Reserve;
    const form = await formOf(api, reserve.id);
    const result = signedResult(form);
    const viaOther = await api.confirmPayment(other.id, result);
    expect(viaOther.statusCode).toBe(400);
    expect(apiError(viaOther).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const wrongReserveId = await t.app.inject({
      method: 'POST',
      url: '/api/payments/card/return',
      headers: auth,
      payload: { ...result, reserveId: other.id },
    });
    expect(apiError(wrongReserveId).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const retargeted = await gatewayResult(t, signedResult(form, '1', { target: other.id }));
    expect(apiError(retargeted).code).toBe('PAYMENT_VERIFICATION_FAILED');
    for (const id of [reserve.id, other.id]) expect((await api.get(id)).json().statusPayment).toBe(false);
    expect(await paidAttempts(reserve.id)).toBe(0);
  });

  it('refuses a forged signature, a changed amount and tampered gateway codes', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const forged = await gatewayResult(t, { ...signedResult(form), signature: 'b'.repeat(64) });
    expect(apiError(forged).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const cheap = await gatewayResult(t, signedResult(form, '1', { amount: 100 }));
    expect(apiError(cheap).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const tampered = await gatewayResult(t, { ...signedResult(form), approvalCode: '999999' });
    expect(apiError(tampered).code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await api.get(reserve.id)).json().statusPayment).toBe(false);
  });

  it('records a success whose gateway status is not 000 as failed: nothing is paid', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const res = await gatewayResult(t, signedResult(form, '1', { paymentStatus: '001' }));
    expect(res.json()).toMatchObject({ status: 'FAILED', paid: false });
    expect((await api.get(reserve.id)).json().statusPayment).toBe(false);
  });

  it('pays once when the browser return and the server call arrive together', async () => {
    const { api, reserve } = await unpaid();
    const result = signedResult(await formOf(api, reserve.id));
    const [a, b] = await Promise.all([api.confirmPayment(reserve.id, result), gatewayResult(t, result)]);
    expect([a.json().status, b.json().status]).toEqual(['PAID', 'PAID']);
    expect(await paidAttempts(reserve.id)).toBe(1);
  });

  it('pays nothing for a reservation deleted meanwhile', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    await t.database.db.execute(sql`DELETE FROM reserves WHERE id = ${reserve.id}`);
    const res = await gatewayResult(t, signedResult(form));
    expect(res.json()).toMatchObject({ status: 'FAILED', paid: false, targetKind: 'reserve' });
  });
});
