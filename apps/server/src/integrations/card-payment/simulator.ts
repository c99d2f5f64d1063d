import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { signResult, verifyRequest } from './signature';

/**
 * A local stand-in for the card payment gateway under /sim/payment, speaking the client's protocol:
 * `POST /sim/payment/register` (server to server), `POST /sim/payment` (the browser's form: a page with the amount
 * and success / failure / cancel), `POST /sim/payment/decide` (the button: the signed result is posted to the
 * form's result_url_2 over real HTTP, then the browser is sent to result_url_1 with `payment=1|0|-1`, `reference`
 * and the signed result fields). Stateless: every step re-checks the form's hash_value. Loopback callers only (`simulators.ts`).
 */

const CHOICES = { success: '1', failure: '0', cancel: '-1' } as const;
type Choice = keyof typeof CHOICES;
const STATUS_CODES: Record<Choice, string> = { success: '000', failure: '002', cancel: '003' };
/** Six digits from the reference (a real gateway returns the issuer's approval code). */
const approvalCodeOf = (reference: string) =>
  String([...reference].reduce((n, c) => (n * 31 + c.charCodeAt(0)) % 1_000_000, 7)).padStart(6, '0');

function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:.3rem}.ok{background:#2f7d32;color:#fff}.no{background:#c92a2a;color:#fff}</style>
</head><body>${body}</body></html>`;

const baht = (amount12: string) => (Number(amount12) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function cardPaymentSimulator(app: FastifyInstance, opts: { secret: string; timeoutMs?: number }) {
  const { secret } = opts;

  const invalid = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('Invalid payment', `<h1>Invalid payment request</h1><p>${escapeHtml(message)}</p>`));

  app.post('/sim/payment/register', { schema: { hide: true } }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (!verifyRequest(secret, fields) || fields.version !== '7.2' || !/^\d{12}$/.test(fields.amount ?? '')) {
      return reply.code(400).send({ status: 'INVALID' });
    }
    return { status: 'OK', order_id: fields.order_id };
  });

  app.post('/sim/payment', { schema: { hide: true } }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    if (!verifyRequest(secret, fields)) return invalid(reply, 'The form signature does not match.');
    const expired = fields.payment_expiry ? Date.parse(fields.payment_expiry) < Date.now() : false;
    const hidden = Object.entries(fields)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    const button = (choice: Choice, label: string, css = '') =>
      `<form method="post" action="/sim/payment/decide">${hidden}<input type="hidden" name="choice" value="${choice}"><button type="submit" name="decide" value="${choice}" class="${css}">${label}</button></form>`;
    const buttons = expired
      ? `<p>This payment has expired.</p>${button('cancel', 'Back to the shop (cancel)')}`
      : `${button('success', 'Pay (success)', 'ok')}${button('failure', 'Decline (failure)', 'no')}${button('cancel', 'Cancel')}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Card payment (simulator)',
          `<h1>Card payment (simulator)</h1><dl><dt>Merchant</dt><dd>${escapeHtml(fields.merchant_id ?? '')}</dd><dt>Order</dt><dd>${escapeHtml(fields.order_id ?? '')}</dd><dt>Description</dt><dd>${escapeHtml(fields.payment_description ?? '')}</dd><dt>Amount</dt><dd id="amount">${baht(fields.amount ?? '0')} THB</dd></dl>${buttons}`,
        ),
      );
  });

  app.post('/sim/payment/decide', { schema: { hide: true } }, async (request, reply) => {
    const { choice, decide: _decide, ...fields } = fieldsOf(request.body);
    if (!verifyRequest(secret, fields)) return invalid(reply, 'The form signature does not match.');
    if (!choice || !(choice in CHOICES)) return invalid(reply, 'Choose success, failure or cancel.');
    const payment = CHOICES[choice as Choice];
    const reference = fields.invoice_no ?? '';
    const result = {
      payment,
      reference,
      amount: fields.amount ?? '',
      target: fields.user_defined_1 ?? '',
      orderId: fields.order_id ?? '',
      // The gateway's own codes: status 000 paid, 002 declined, 003 cancelled; the approval code and bank reference
      // are derived from the reference so a replay carries the same ones; the card is the simulator's test card.
      paymentStatus: STATUS_CODES[choice as Choice],
      approvalCode: payment === '1' ? approvalCodeOf(reference) : '',
      refBankCode: payment === '1' ? `SIM${reference.slice(-10)}` : '',
      paymentInfo: payment === '1' ? 'VISA 411111XXXXXX1111' : '',
    };
    const signature = signResult(secret, { ...result, amount: Number(result.amount) });
    // The server-to-server result first (as a gateway does); the browser is redirected whatever it answered.
    if (fields.result_url_2) {
      try {
        const res = await fetch(fields.result_url_2, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...result, signature }),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
        });
        await res.arrayBuffer();
        if (!res.ok) request.log.warn({ status: res.status }, 'payment simulator: result call refused');
      } catch (error) {
        request.log.warn({ err: error }, 'payment simulator: result call failed');
      }
    }
    const back = new URL(fields.result_url_1 ?? '/', 'http://localhost/');
    for (const [k, v] of Object.entries({ ...result, signature })) back.searchParams.set(k, v);
    return reply.redirect(back.toString(), 303);
  });
}
