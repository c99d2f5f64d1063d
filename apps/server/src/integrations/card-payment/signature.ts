import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card gateway's signing (DESIGN.md section 6, postal-facts.md "Card payment redirect"): HMAC-SHA256 in hex
 * with the shared PAYMENT_HMAC_SECRET, over values joined by `|` in a fixed, documented order.
 *
 * - Request (our form to the gateway, `hash_value`): REQUEST_FIELDS in this order, a missing field as ''.
 * - Result (the gateway's answer, `signature`): `target|reference|amount in satang|payment`, where `target` is
 *   the id of what is paid (echoed as user_defined_1) and the amount is the plain satang number (the 12-digit
 *   field without its padding); when the gateway also sends its codes (paymentStatus, approvalCode, refBankCode,
 *   paymentInfo), they follow in that order, a missing one as ''.
 */
export const REQUEST_FIELDS = [
  'version',
  'merchant_id',
  'payment_description',
  'order_id',
  'invoice_no',
  'currency',
  'amount',
  'user_defined_1',
  'payment_option',
  'payment_expiry',
  'result_url_1',
  'result_url_2',
] as const;

export interface ResultFields {
  target: string;
  reference: string;
  /** Satang. */
  amount: number;
  payment: string;
  /** The gateway's codes (status 000 paid, approval code, bank reference, card text): signed after `payment` when any is given. */
  paymentStatus?: string;
  approvalCode?: string;
  refBankCode?: string;
  paymentInfo?: string;
}

const GATEWAY_CODES = ['paymentStatus', 'approvalCode', 'refBankCode', 'paymentInfo'] as const;

/** `target|reference|amount|payment`, then the four gateway codes (missing as '') when any of them is present. */
function resultText(f: ResultFields): string {
  const base = `${f.target}|${f.reference}|${f.amount}|${f.payment}`;
  return GATEWAY_CODES.some((k) => f[k] !== undefined) ? `${base}|${GATEWAY_CODES.map((k) => f[k] ?? '').join('|')}` : base;
}

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(/^[0-9a-f]*$/i.test(given) ? given : '', 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const signRequest = (secret: string, fields: Record<string, string>) =>
  hmac(secret, REQUEST_FIELDS.map((k) => fields[k] ?? '').join('|'));

export const verifyRequest = (secret: string, fields: Record<string, string>) =>
  sameHex(signRequest(secret, fields), fields.hash_value ?? '');

export const signResult = (secret: string, f: ResultFields) => hmac(secret, resultText(f));

export const verifyResult = (secret: string, f: ResultFields, signature: string) => sameHex(signResult(secret, f), signature);

/** The gateway's amount: 12 digits, baht x 100 (= satang), zero-padded. */
export const toGatewayAmount = (satang: number) => String(satang).padStart(12, '0');
