import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { fromGatewayTime, verifyRequest } from './signature';
import { baht, type Choice, hiddenInputs, isChoice, page, postResult, resultFields } from './simulator-result';

/**
 * A local stand-in for 2C2P's redirect payment API 7.2 under /sim/payment (the path shape of its
 * `.../RedirectV3/payment`): `POST /sim/payment` takes the same signed form a browser posts to 2C2P (hash_value
 * checked, HMAC-SHA1 in 2C2P's order; anything else refused) and shows a page with success (000), pending (001),
 * declined (002) and cancelled (003). `POST /sim/payment/decide` posts the signed result form-encoded to
 * result_url_2 over real HTTP, then answers the browser with a form that POSTs the same fields to result_url_1
 * (submitted by /sim/payment/return.js, or by its button). A pending payment is listed at
 * `GET /sim/payment/pending`, where "settle as paid / failed" sends a second result (000 or 002) to result_url_2,
 * as the bank's later answer would. Stateless except for that list (in this process's memory); loopback callers
 * only (`simulators.ts`).
 */

const RETURN_SCRIPT = "document.getElementById('return-to-merchant').submit();\n";

function fieldsOf(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** What 2C2P itself would refuse in a request form, or undefined when it is well formed and correctly signed. */
function refusal(secret: string, f: Record<string, string>): string | undefined {
  if (!verifyRequest(secret, f)) return 'The hash_value does not match the form (HMAC-SHA1 in 2C2P’s order).';
  if (f.version !== '7.2') return 'version must be 7.2.';
  if (!f.merchant_id || f.merchant_id.length > 25) return 'merchant_id is required (up to 25 characters).';
  if (!/^[0-9A-Za-z]{1,20}$/.test(f.order_id ?? '')) return 'order_id must be 1 to 20 letters or digits.';
  if (f.currency !== '764') return 'currency must be 764.';
  if (!/^\d{12}$/.test(f.amount ?? '')) return 'amount must be 12 digits.';
  if (f.payment_expiry && !fromGatewayTime(f.payment_expiry)) return 'payment_expiry must be yyyy-MM-dd HH:mm:ss.';
  if (!f.result_url_1 || !f.result_url_2) return 'result_url_1 and result_url_2 are required.';
  return undefined;
}

export async function cardPaymentSimulator(app: FastifyInstance, opts: { secret: string; timeoutMs?: number }) {
  const { secret } = opts;
  /** Orders paid at a counter, waiting for the bank: order_id -> the request form. */
  const pending = new Map<string, Record<string, string>>();

  const invalid = (reply: FastifyReply, message: string) =>
    reply
      .code(400)
      .type('text/html; charset=utf-8')
      .send(page('Invalid payment', `<h1>Invalid payment request</h1><p>${escapeHtml(message)}</p>`));

  /** The result to the back end first (as 2C2P does), whatever it answers; a failure is logged, not shown. */
  async function sendBackEnd(request: Record<string, string>, result: Record<string, string>, log: FastifyInstance['log']) {
    try {
      if (!(await postResult(request.result_url_2!, result, opts.timeoutMs)))
        log.warn('payment simulator: result_url_2 refused the result');
    } catch (error) {
      log.warn({ err: error }, 'payment simulator: result_url_2 unreachable');
    }
  }

  app.post('/sim/payment', { schema: { hide: true } }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const refused = refusal(secret, fields);
    if (refused) return invalid(reply, refused);
    const expiry = fields.payment_expiry ? fromGatewayTime(fields.payment_expiry) : undefined;
    const expired = expiry !== undefined && expiry.getTime() < Date.now();
    const hidden = hiddenInputs(fields);
    const button = (choice: Choice, label: string, css = '') =>
      `<form method="post" action="/sim/payment/decide">${hidden}<input type="hidden" name="choice" value="${choice}"><button type="submit" data-choice="${choice}" class="${css}">${label}</button></form>`;
    const buttons = expired
      ? `<p>This payment has expired (payment_expiry).</p>${button('cancelled', 'Back to the shop (cancelled, 003)')}`
      : `${button('success', 'Pay (success, 000)', 'ok')}${button('pending', 'Pay at a counter (pending, 001)', 'wait')}${button('declined', 'Decline (002)', 'no')}${button('cancelled', 'Cancel (003)')}`;
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Card payment (2C2P simulator)',
          `<h1>Card payment (2C2P 7.2 simulator)</h1><dl><dt>Merchant</dt><dd>${escapeHtml(fields.merchant_id ?? '')}</dd><dt>Order</dt><dd>${escapeHtml(fields.order_id ?? '')}</dd><dt>Description</dt><dd>${escapeHtml(fields.payment_description ?? '')}</dd><dt>Amount</dt><dd id="amount">${baht(fields.amount ?? '0')} THB</dd>${fields.payment_expiry ? `<dt>Pay by</dt><dd>${escapeHtml(fields.payment_expiry)} (Bangkok)</dd>` : ''}</dl>${buttons}`,
        ),
      );
  });

  app.post('/sim/payment/decide', { schema: { hide: true } }, async (request, reply) => {
    const { choice, ...fields } = fieldsOf(request.body);
    const refused = refusal(secret, fields);
    if (refused) return invalid(reply, refused);
    if (!isChoice(choice)) return invalid(reply, 'Choose success, pending, declined or cancelled.');
    const result = resultFields(secret, fields, choice);
    await sendBackEnd(fields, result, request.log);
    if (choice === 'pending') pending.set(fields.order_id!, fields);
    // 2C2P returns the browser with a form POST of the same fields to result_url_1.
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Returning to the merchant',
          `<h1>Payment ${escapeHtml(result.payment_status!)}</h1><form id="return-to-merchant" method="post" action="${escapeHtml(fields.result_url_1!)}">${hiddenInputs(result)}<button type="submit" class="ok">Return to merchant</button></form>`,
          '<script src="/sim/payment/return.js" defer></script>',
        ),
      );
  });

  app.get('/sim/payment/return.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(RETURN_SCRIPT),
  );

  app.get('/sim/payment/pending', { schema: { hide: true } }, async (_request, reply) => {
    const rows = [...pending.values()]
      .map(
        (f) =>
          `<tr><td>${escapeHtml(f.order_id ?? '')}</td><td>${baht(f.amount ?? '0')} THB</td><td><form method="post" action="/sim/payment/pending/settle"><input type="hidden" name="order_id" value="${escapeHtml(f.order_id ?? '')}"><button name="choice" value="success" class="ok" data-settle="success">Settle as paid (000)</button><button name="choice" value="declined" class="no" data-settle="declined">Settle as failed (002)</button></form></td></tr>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Pending payments (2C2P simulator)',
          `<h1>Payments waiting for the bank</h1>${rows ? `<table><tr><th>Order</th><th>Amount</th><th></th></tr>${rows}</table>` : '<p id="none-pending">None.</p>'}`,
        ),
      );
  });

  app.post('/sim/payment/pending/settle', { schema: { hide: true } }, async (request, reply) => {
    const { order_id: orderId, choice } = fieldsOf(request.body);
    const form = orderId ? pending.get(orderId) : undefined;
    if (!form) return invalid(reply, 'No such pending payment.');
    if (choice !== 'success' && choice !== 'declined') return invalid(reply, 'Settle as paid or failed.');
    pending.delete(orderId!);
    await sendBackEnd(form, resultFields(secret, form, choice), request.log);
    return reply.redirect('/sim/payment/pending', 303);
  });
}
