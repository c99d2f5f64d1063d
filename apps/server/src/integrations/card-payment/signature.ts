import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * 2C2P redirect payment API 7.2 signing. `hash_value` is HMAC-SHA1 in hex, keyed with the merchant's secret
 * key, over the field values concatenated with no separator, in the order 2C2P documents (its 7.2 parameter page
 * and its own WooCommerce and Magento 2 plugins); a field is included only when it is present and non-empty.
 */

/** The request form's signed fields, in 2C2P's order. */
export const REQUEST_FIELDS = [
  'version',
  'merchant_id',
  'payment_description',
  'order_id',
  'invoice_no',
  'currency',
  'amount',
  'customer_email',
  'pay_category_id',
  'promotion',
  'user_defined_1',
  'user_defined_2',
  'user_defined_3',
  'user_defined_4',
  'user_defined_5',
  'result_url_1',
  'result_url_2',
  'enable_store_card',
  'stored_card_unique_id',
  'request_3ds',
  'recurring',
  'order_prefix',
  'recurring_amount',
  'allow_accumulate',
  'max_accumulate_amount',
  'recurring_interval',
  'recurring_count',
  'charge_next_date',
  'charge_on_date',
  'payment_option',
  'ipp_interest_type',
  'payment_expiry',
  'default_lang',
  'statement_descriptor',
] as const;

/** The result's signed fields (both result URLs receive the same), in 2C2P's order; `hash_value` follows them. */
export const RESULT_FIELDS = [
  'version',
  'request_timestamp',
  'merchant_id',
  'order_id',
  'invoice_no',
  'currency',
  'amount',
  'transaction_ref',
  'approval_code',
  'eci',
  'transaction_datetime',
  'payment_channel',
  'payment_status',
  'channel_response_code',
  'channel_response_desc',
  'masked_pan',
  'stored_card_unique_id',
  'backend_invoice',
  'paid_channel',
  'paid_agent',
  'recurring_unique_id',
  'user_defined_1',
  'user_defined_2',
  'user_defined_3',
  'user_defined_4',
  'user_defined_5',
  'browser_info',
  'ippPeriod',
  'ippInterestType',
  'ippInterestRate',
  'ippMerchantAbsorbRate',
] as const;

/** The text that is signed: the values of `order` that are present, concatenated with no separator. */
export const signedText = (order: readonly string[], fields: Record<string, string | undefined>) =>
  order.map((k) => fields[k] ?? '').join('');

const hmacSha1 = (secret: string, text: string) => createHmac('sha1', secret).update(text, 'utf8').digest('hex');

/** Equal digests, hex compared case-insensitively and in constant time. */
function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{40}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export const signRequest = (secret: string, fields: Record<string, string | undefined>) =>
  hmacSha1(secret, signedText(REQUEST_FIELDS, fields));

export const verifyRequest = (secret: string, fields: Record<string, string | undefined>) =>
  sameHex(signRequest(secret, fields), fields.hash_value ?? '');

export const signResult = (secret: string, fields: Record<string, string | undefined>) =>
  hmacSha1(secret, signedText(RESULT_FIELDS, fields));

export const verifyResult = (secret: string, fields: Record<string, string | undefined>) =>
  sameHex(signResult(secret, fields), fields.hash_value ?? '');

/** 2C2P's amount: 12 digits in minor units (satang), zero-padded: 123.45 baht is `000000012345`. */
export const toGatewayAmount = (satang: number) => String(satang).padStart(12, '0');

/** Bangkok has been UTC+7 all year since 1920 (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** `yyyy-MM-dd HH:mm:ss` in Bangkok time, the format of `payment_expiry` (not ISO 8601). */
export const toGatewayTime = (instant: Date) =>
  new Date(instant.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The instant a `yyyy-MM-dd HH:mm:ss` Bangkok time names, or undefined when it is not one. */
export function fromGatewayTime(text: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`);
  return Number.isNaN(ms) ? undefined : new Date(ms - BANGKOK_OFFSET_MS);
}
