import { type CardGateway, type GatewayResult, GatewayResultRejected } from './gateway';
import { signRequest, toGatewayAmount, toGatewayTime, verifyResult } from './signature';

/**
 * 2C2P's redirect payment API, version 7.2 ("RedirectV3"): the buyer's browser posts the signed form straight to
 * the payment URL (sandbox https://demo2.2c2p.com/2C2PFrontEnd/RedirectV3/payment, production
 * https://t.2c2p.com/RedirectV3/payment); the gateway posts the signed result form-encoded to result_url_2
 * (server to server) and sends the browser to result_url_1 with a form POST of the same fields.
 */

const VERSION = '7.2';
/** ISO 4217 numeric code of the Thai baht. */
const CURRENCY_THB = '764';
/** Option A: every channel, cards and the counter or bank channels that finish later. */
const PAYMENT_OPTION = 'A';
/** payment_status of a paid transaction, of one that completes later, and of one the buyer cancelled. */
export const STATUS_PAID = '000';
export const STATUS_PENDING = '001';
export const STATUS_CANCELLED = '003';

/** payment_description is at most 255 characters after HTML encoding. */
function htmlEncoded(text: string, max = 255): string {
  const encode = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  let out = text;
  while (encode(out).length > max) out = out.slice(0, -1);
  return encode(out);
}

const orNull = (v: string | undefined) => (v ? v : null);

export function createRedirect72Gateway(config: { paymentUrl: string; merchantId: string; secret: string }): CardGateway {
  const { merchantId, secret } = config;
  return {
    issueForm(input) {
      if (!/^[0-9A-Za-z]{1,20}$/.test(input.orderId)) throw new Error('2C2P order_id must be 1 to 20 letters or digits');
      const fields: Record<string, string> = {
        version: VERSION,
        merchant_id: merchantId,
        payment_description: htmlEncoded(input.description),
        order_id: input.orderId,
        invoice_no: input.reference,
        currency: CURRENCY_THB,
        amount: toGatewayAmount(input.amountSatang),
        result_url_1: input.browserReturnUrl,
        result_url_2: input.resultUrl,
        payment_option: PAYMENT_OPTION,
        ...(input.expiresAt ? { payment_expiry: toGatewayTime(input.expiresAt) } : {}),
        ...(input.lang ? { default_lang: input.lang } : {}),
      };
      fields.hash_value = signRequest(secret, fields);
      return { action: config.paymentUrl, fields };
    },

    parseResult(fields): GatewayResult {
      if (!verifyResult(secret, fields)) throw new GatewayResultRejected('SIGNATURE');
      if (fields.merchant_id !== merchantId) throw new GatewayResultRejected('MERCHANT');
      if (fields.currency !== CURRENCY_THB) throw new GatewayResultRejected('CURRENCY');
      const amount = fields.amount ?? '';
      const status = fields.payment_status ?? '';
      if (!/^\d{12}$/.test(amount) || !fields.order_id || !/^\d{3}$/.test(status)) throw new GatewayResultRejected('MALFORMED');
      return {
        orderId: fields.order_id,
        amountSatang: Number(amount),
        status: status === STATUS_PAID ? 'paid' : status === STATUS_PENDING ? 'pending' : 'failed',
        cancelled: status === STATUS_CANCELLED,
        codes: {
          gatewayStatus: status,
          approvalCode: orNull(fields.approval_code),
          bankReference: orNull(fields.transaction_ref),
          paymentInfo: orNull(fields.masked_pan),
          channel: orNull(fields.payment_channel),
        },
      };
    },

    orderIdOf: (fields) => fields.order_id || undefined,
  };
}
