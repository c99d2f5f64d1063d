import { sql } from 'drizzle-orm';
import { signResult } from '../src/integrations/card-payment/signature';
import type { TestApp } from './create-test-app';

/**
 * 2C2P redirect 7.2 results for tests, built from the shared reference's facts on card payment (2C2P's parameter
 * page and its official plugins): form-encoded fields, `payment_status` 000 paid / 001 pending / 002 rejected /
 * 003 cancelled, `hash_value` HMAC-SHA1 over the result fields in 2C2P's order (the signing itself is pinned to
 * openssl-computed digests in integrations/card-payment/redirect-72.test.ts).
 */

/** The simulator's public secret key (the test environment's default). */
const SIM_SECRET = 'songdee-payment-sim-secret';

export interface PaymentForm {
  reference: string;
  action: string;
  fields: Record<string, string>;
}

/** A result for an issued form, as 2C2P would post it: the form's order and amount unless overridden, then signed. */
export function resultFor(form: PaymentForm, status = '000', overrides: Record<string, string> = {}, secret = SIM_SECRET) {
  const paid = status === '000';
  const fields: Record<string, string> = {
    version: '7.2',
    request_timestamp: '2026-11-28 10:12:34',
    merchant_id: form.fields.merchant_id!,
    order_id: form.fields.order_id!,
    invoice_no: form.fields.invoice_no!,
    currency: form.fields.currency!,
    amount: form.fields.amount!,
    ...(status === '003' ? {} : { transaction_ref: `T${form.fields.order_id!.slice(-7)}` }),
    ...(paid ? { approval_code: '654321', eci: '05' } : {}),
    transaction_datetime: '2026-11-28 10:12:34',
    payment_channel: status === '001' ? '002' : '001',
    payment_status: status,
    channel_response_code: paid ? '00' : status,
    ...(status === '001' ? {} : { masked_pan: '411111XXXXXX1111' }),
    ...overrides,
  };
  return { ...fields, hash_value: signResult(secret, fields) };
}

/** A form-encoded POST over real HTTP, redirects not followed (as 2C2P and a browser post). */
export const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });

/** An injected form-encoded POST (the gateway's server call, no session). */
export const injectForm = (t: TestApp, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  });

const decodeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The form of an HTML page: its action and hidden fields (the simulator's "Return to merchant" form). */
function formOfPage(html: string, id = 'return-to-merchant'): { action: string; fields: Record<string, string> } {
  const form = new RegExp(`<form id="${id}" method="post" action="([^"]*)">([\\s\\S]*?)</form>`).exec(html);
  if (!form) throw new Error(`no form ${id} in the page`);
  const fields: Record<string, string> = {};
  for (const m of form[2]!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)) fields[decodeHtml(m[1]!)] = decodeHtml(m[2]!);
  return { action: decodeHtml(form[1]!), fields };
}

/**
 * A person at the simulator: posts the form to the gateway's page (as the browser does), clicks `choice`; the
 * simulator has then posted the result to result_url_2 over real HTTP. Answers the form that returns the browser.
 */
export async function payAtSimulator(form: PaymentForm, choice: 'success' | 'pending' | 'declined' | 'cancelled') {
  const shown = await postForm(form.action, form.fields);
  if (shown.status !== 200) throw new Error(`simulator page: ${shown.status} ${await shown.text()}`);
  const page = await shown.text();
  if (!page.includes(`value="${choice}"`)) throw new Error(`no ${choice} on the simulator page`);
  const decided = await postForm(new URL('/sim/payment/decide', form.action).toString(), { ...form.fields, choice });
  if (decided.status !== 200) throw new Error(`simulator decide: ${decided.status} ${await decided.text()}`);
  return { page, ...formOfPage(await decided.text()) };
}

/** The browser sent back: a cross-site form POST to result_url_1 from the gateway's site, without our cookie. */
export const browserPostBack = (back: { action: string; fields: Record<string, string> }) =>
  postForm(back.action, back.fields, { origin: 'https://demo2.2c2p.com', referer: 'https://demo2.2c2p.com/' });

/** An attempt's recorded status, and how many attempts of a target are PAID. */
export async function attemptStatus(t: TestApp, reference: string): Promise<string | undefined> {
  const rows = (await t.database.db.execute(sql`SELECT status FROM card_payments WHERE reference = ${reference}`)) as unknown as {
    rows: Array<{ status: string }>;
  };
  return rows.rows[0]?.status;
}

export async function paidAttempts(t: TestApp, targetId: string): Promise<number> {
  const rows = (await t.database.db.execute(
    sql`SELECT count(*)::int AS n FROM card_payments WHERE target_id = ${targetId} AND status = 'PAID'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return rows.rows[0]!.n;
}
