import { escapeHtml } from '../../lib/html';
import { STATUS_CANCELLED, STATUS_PAID, STATUS_PENDING } from './redirect-72';
import { signResult, toGatewayTime } from './signature';

/** What the person at the simulator's page chose, and the payment_status 2C2P would answer for it. */
const CHOICES = { success: STATUS_PAID, pending: STATUS_PENDING, declined: '002', cancelled: STATUS_CANCELLED } as const;
export type Choice = keyof typeof CHOICES;
export const isChoice = (c: string | undefined): c is Choice => c !== undefined && c in CHOICES;

/** A number of `digits` digits derived from a text, so a replay of the same order carries the same codes. */
const digitsOf = (text: string, digits: number) =>
  String([...text].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 10 ** digits, 7)).padStart(digits, '0');

/**
 * 2C2P's result fields for a request form (the same fields go to result_url_2 and, through the browser, to
 * result_url_1), signed with the merchant's secret: HMAC-SHA1 over the result fields in 2C2P's order. A card
 * payment (success, declined) carries the test card; a pending one is a counter payment (channel 002) the bank
 * completes later.
 */
export function resultFields(secret: string, request: Record<string, string>, choice: Choice, at = new Date()): Record<string, string> {
  const status = CHOICES[choice];
  const orderId = request.order_id ?? '';
  const paid = status === STATUS_PAID;
  const card = choice === 'success' || choice === 'declined';
  const all: Record<string, string> = {
    version: request.version ?? '7.2',
    request_timestamp: toGatewayTime(at),
    merchant_id: request.merchant_id ?? '',
    order_id: orderId,
    invoice_no: request.invoice_no ?? '',
    currency: request.currency ?? '',
    amount: request.amount ?? '',
    transaction_ref: choice === 'cancelled' ? '' : digitsOf(`ref${orderId}`, 8),
    approval_code: paid ? digitsOf(`app${orderId}`, 6) : '',
    eci: paid ? '05' : '',
    transaction_datetime: toGatewayTime(at),
    payment_channel: choice === 'pending' ? '002' : card ? '001' : '',
    payment_status: status,
    channel_response_code: { success: '00', pending: '001', declined: '05', cancelled: '003' }[choice],
    channel_response_desc: { success: 'Approved', pending: 'Pending', declined: 'Do not honour', cancelled: 'Cancelled by user' }[choice],
    masked_pan: card ? '411111XXXXXX1111' : '',
    paid_channel: choice === 'pending' ? 'COUNTER' : '',
    user_defined_1: request.user_defined_1 ?? '',
    user_defined_2: request.user_defined_2 ?? '',
    user_defined_3: request.user_defined_3 ?? '',
    user_defined_4: request.user_defined_4 ?? '',
    user_defined_5: request.user_defined_5 ?? '',
  };
  const fields = Object.fromEntries(Object.entries(all).filter(([, v]) => v !== ''));
  return { ...fields, hash_value: signResult(secret, fields) };
}

/** Posts a result form-encoded to a result URL (server to server, real HTTP); true when it answered 2xx. */
export async function postResult(url: string, fields: Record<string, string>, timeoutMs = 10_000): Promise<boolean> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    signal: AbortSignal.timeout(timeoutMs),
  });
  await res.arrayBuffer();
  return res.ok;
}

export const page = (title: string, body: string, script = '') =>
  `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
dd{margin:0;overflow-wrap:anywhere}form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem .3rem .3rem 0}.ok{background:#2a6e2d;color:#fff}.no{background:#c92a2a;color:#fff}.wait{background:#1c5d99;color:#fff}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}</style>
${script}</head><body>${body}</body></html>`;

export const hiddenInputs = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');

export const baht = (amount12: string) =>
  (Number(amount12) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
