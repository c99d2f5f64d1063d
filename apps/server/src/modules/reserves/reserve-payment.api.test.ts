import type { AddressInfo } from 'node:net';
import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError } from '../../../test/api-errors';
import { attemptStatus, browserPostBack, payAtSimulator, postForm, resultFor } from '../../../test/card-payment-fixtures';
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

/*
 * The reservation's card payment is 2C2P's redirect payment API 7.2 (facts from 2C2P's parameter page and official
 * plugins, via the shared reference on card payment): form-encoded results with payment_status (000 paid, 001
 * pending, else not paid) and hash_value (HMAC-SHA1 in 2C2P's order), to result_url_2 server to server and, through
 * the browser's form POST, to result_url_1. PaymentInfo, RefBankCode and ApprovalBankCode are the result's
 * masked_pan, transaction_ref and approval_code.
 */

describe('GET /api/stores/:storeId/reserves/:reserveId/token', () => {
  it('signs a 2C2P 7.2 form for the reservation’s total, results to the shared result URL', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    expect(form.action).toBe(`${base()}/sim/payment`);
    expect(form.fields).toMatchObject({
      version: '7.2',
      currency: '764',
      amount: String(reserve.totalPrice).padStart(12, '0'),
      invoice_no: form.reference,
      result_url_1: `${base()}/api/payments/card/return`,
      result_url_2: `${base()}/api/payments/card/result`,
    });
    expect(form.fields.order_id!.length).toBeLessThanOrEqual(20);
    expect(verifyRequest('songdee-payment-sim-secret', form.fields)).toBe(true);
  });
});

describe('the 2C2P simulator over real HTTP', () => {
  it('pays on success (000), keeps PaymentInfo, RefBankCode and ApprovalBankCode, and lands the browser on the reservation', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const back = await payAtSimulator(form, 'success');
    // The gateway's server call paid it already.
    const paid = (await api.get(reserve.id)).json() as Reserve;
    expect(paid).toMatchObject({
      statusPayment: true,
      paymentInfo: '411111XXXXXX1111',
      refBankCode: back.fields.transaction_ref,
      approvalBankCode: back.fields.approval_code,
      actions: { canPay: false, canEdit: true, canDelete: true, canConfirm: false },
    });
    expect(paid.approvalBankCode).toMatch(/^\d{6}$/);
    const landed = await browserPostBack(back);
    expect(landed.status).toBe(303);
    expect(landed.headers.get('location')).toBe(
      `${base()}/stores/reserve/view?reserveId=${reserve.id}&reference=${form.reference}&payment=1`,
    );
    // The spec's PUT Confirm with the same signed result answers the recorded outcome.
    const forwarded = await api.confirmPayment(reserve.id, back.fields);
    expect(forwarded.json()).toMatchObject({ status: 'PAID', paid: true, targetKind: 'reserve', targetId: reserve.id });
    expect(await paidAttempts(reserve.id)).toBe(1);
    expect((await api.token(reserve.id)).json().error.code).toBe('RESERVE_NOT_PAYABLE');
  });

  it.each([
    ['declined', '0', 'FAILED'],
    ['cancelled', '-1', 'CANCELLED'],
  ] as const)('%s leaves the reservation unpaid and payable (payment=%s, %s)', async (choice, flag, status) => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const landed = await browserPostBack(await payAtSimulator(form, choice));
    expect(new URL(landed.headers.get('location')!).searchParams.get('payment')).toBe(flag);
    expect(await attemptStatus(t, form.reference)).toBe(status);
    expect((await api.get(reserve.id)).json()).toMatchObject({ statusPayment: false, paymentInfo: null, actions: { canPay: true } });
  });

  it('pending (001) waits for the bank; the simulator’s later 000 pays the reservation', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    await browserPostBack(await payAtSimulator(form, 'pending'));
    expect(await attemptStatus(t, form.reference)).toBe('AWAITING_BANK');
    expect((await api.get(reserve.id)).json().statusPayment).toBe(false);
    await postForm(`${base()}/sim/payment/pending/settle`, { order_id: form.fields.order_id!, choice: 'success' });
    expect(await attemptStatus(t, form.reference)).toBe('PAID');
    expect((await api.get(reserve.id)).json().statusPayment).toBe(true);
  });
});

describe('a payment result that must be refused', () => {
  it('refuses a result for another reservation on the reservation’s confirm', async () => {
    const { api, reserve } = await unpaid();
    const other = (await api.create(reserveInput(outlet, { S: 1 }))).json() as Reserve;
    const form = await formOf(api, reserve.id);
    const viaOther = await api.confirmPayment(other.id, signedResult(form));
    expect(viaOther.statusCode).toBe(400);
    expect(apiError(viaOther).code).toBe('PAYMENT_VERIFICATION_FAILED');
    for (const id of [reserve.id, other.id]) expect((await api.get(id)).json().statusPayment).toBe(false);
    expect(await paidAttempts(reserve.id)).toBe(0);
  });

  it('refuses a forged hash, a changed amount and tampered gateway codes', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const forged = await gatewayResult(t, { ...signedResult(form), hash_value: 'b'.repeat(40) });
    expect(apiError(forged).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const cheap = await gatewayResult(t, signedResult(form, '000', { amount: '000000000100' }));
    expect(apiError(cheap).code).toBe('PAYMENT_VERIFICATION_FAILED');
    const tampered = await gatewayResult(t, { ...signedResult(form), approval_code: '999999' });
    expect(apiError(tampered).code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await api.get(reserve.id)).json().statusPayment).toBe(false);
  });

  it('a 001 is not paid', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    const res = await gatewayResult(t, signedResult(form, '001'));
    expect(res.json()).toMatchObject({ status: 'AWAITING_BANK', paid: false });
    expect((await api.get(reserve.id)).json().statusPayment).toBe(false);
  });

  it('pays once when the browser return and the server call arrive together', async () => {
    const { api, reserve } = await unpaid();
    const result = resultFor(await formOf(api, reserve.id));
    const [a, b] = await Promise.all([api.confirmPayment(reserve.id, result), gatewayResult(t, result)]);
    expect([a.json().status, b.json().status]).toEqual(['PAID', 'PAID']);
    expect(await paidAttempts(reserve.id)).toBe(1);
  });

  it('records a 000 for a reservation deleted meanwhile as a refund due, paying nothing', async () => {
    const { api, reserve } = await unpaid();
    const form = await formOf(api, reserve.id);
    await t.database.db.execute(sql`DELETE FROM reserves WHERE id = ${reserve.id}`);
    const res = await gatewayResult(t, signedResult(form));
    expect(res.json()).toMatchObject({ status: 'REFUND_DUE', paid: false, targetKind: 'reserve' });
  });
});
