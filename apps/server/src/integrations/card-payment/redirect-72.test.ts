import { describe, expect, it } from 'vitest';
import { GatewayResultRejected } from './gateway';
import { createRedirect72Gateway } from './redirect-72';
import {
  REQUEST_FIELDS,
  RESULT_FIELDS,
  signedText,
  signRequest,
  signResult,
  toGatewayTime,
  verifyRequest,
  verifyResult,
} from './signature';

/*
 * Facts from 2C2P's redirect payment API 7.2 (its public parameter page and its own WooCommerce and Magento 2
 * plugins, gathered in the project's shared reference on card payment): hash_value is HMAC-SHA1 in hex over the
 * values concatenated with no separator, present fields only, in the documented request order (version,
 * merchant_id, payment_description, order_id, invoice_no, currency, amount, customer_email, ..., result_url_1,
 * result_url_2, ..., payment_option, ipp_interest_type, payment_expiry, default_lang, statement_descriptor), and
 * the result's hash over the documented result order (version, request_timestamp, merchant_id, order_id,
 * invoice_no, currency, amount, transaction_ref, approval_code, eci, transaction_datetime, payment_channel,
 * payment_status, channel_response_code, channel_response_desc, masked_pan, ...).
 *
 * The expected digests were computed once, outside this code, with
 *   printf '%s' '<concatenation>' | openssl dgst -sha1 -hmac '<secret>'
 */
const SECRET = 'songdee-payment-sim-secret';

const REQUEST = {
  version: '7.2',
  merchant_id: 'SONGDEE-SIM',
  payment_description: 'Songdee shipping list SL-00001',
  order_id: 'SDMIE3B2X0ABC1234567',
  invoice_no: 'SDMIE3B2X0ABC12',
  currency: '764',
  amount: '000000012345',
  result_url_1: 'http://127.0.0.1:3000/api/payments/card/return',
  result_url_2: 'http://127.0.0.1:3000/api/stores/x/shippinglists/y/payment',
  payment_option: 'A',
  payment_expiry: '2026-11-28 10:20:00',
  default_lang: 'th',
};
const REQUEST_TEXT =
  '7.2SONGDEE-SIMSongdee shipping list SL-00001SDMIE3B2X0ABC1234567SDMIE3B2X0ABC12764000000012345http://127.0.0.1:3000/api/payments/card/returnhttp://127.0.0.1:3000/api/stores/x/shippinglists/y/paymentA2026-11-28 10:20:00th';
const REQUEST_SHA1 = '91b7d971ae17f2aca19691fd06cc18286e9beec8';

const RESULT = {
  version: '7.2',
  request_timestamp: '2026-11-28 10:12:34',
  merchant_id: 'SONGDEE-SIM',
  order_id: 'SDMIE3B2X0ABC1234567',
  invoice_no: 'SDMIE3B2X0ABC12',
  currency: '764',
  amount: '000000012345',
  transaction_ref: '12345678',
  approval_code: '123456',
  eci: '05',
  transaction_datetime: '2026-11-28 10:12:34',
  payment_channel: '001',
  payment_status: '000',
  channel_response_code: '00',
  channel_response_desc: 'Approved',
  masked_pan: '411111XXXXXX1111',
};
const RESULT_TEXT =
  '7.22026-11-28 10:12:34SONGDEE-SIMSDMIE3B2X0ABC1234567SDMIE3B2X0ABC1276400000001234512345678123456052026-11-28 10:12:3400100000Approved411111XXXXXX1111';
const RESULT_SHA1 = 'ca1b354306e9c1b4c3bc0c93e7621c9a0847924d';
/** The same text signed HMAC-SHA256 (the protocol this project wrongly used before): must never verify. */
const RESULT_SHA256 = 'd6995ad483cd2a1213a6d107293881b4d9f89a8e9e7e5241cf73786763f17015';

/** 2C2P's minimal 7.2 sample signs only version .. amount; these values are ours, the digest from openssl. */
const MINIMAL = {
  version: '7.2',
  merchant_id: 'JT01',
  payment_description: 'Test7.2',
  order_id: 'Order0001',
  invoice_no: 'Invoice0001',
  currency: '764',
  amount: '000000000100',
};
// Concatenation: 7.2JT01Test7.2Order0001Invoice0001764000000000100
const MINIMAL_SHA1 = '01d9afa65a39acf56a190b30529784a8f6fd20d2';

describe('2C2P redirect 7.2 signing (HMAC-SHA1, documented order, no separator)', () => {
  it('signs a request form over the documented order, to the digest openssl computed', () => {
    expect(signedText(REQUEST_FIELDS, REQUEST)).toBe(REQUEST_TEXT);
    expect(signRequest(SECRET, REQUEST)).toBe(REQUEST_SHA1);
    expect(signRequest('QnmrnH6QE23N', MINIMAL)).toBe(MINIMAL_SHA1);
  });

  it('signs a result over the documented result order and verifies it case-insensitively', () => {
    expect(signedText(RESULT_FIELDS, RESULT)).toBe(RESULT_TEXT);
    expect(signResult(SECRET, RESULT)).toBe(RESULT_SHA1);
    expect(verifyResult(SECRET, { ...RESULT, hash_value: RESULT_SHA1.toUpperCase() })).toBe(true);
    expect(verifyResult(SECRET, { ...RESULT, hash_value: RESULT_SHA256 })).toBe(false);
    expect(verifyResult(SECRET, { ...RESULT, amount: '000000012346', hash_value: RESULT_SHA1 })).toBe(false);
    expect(verifyResult('another-secret-key', { ...RESULT, hash_value: RESULT_SHA1 })).toBe(false);
  });

  it('formats payment_expiry as yyyy-MM-dd HH:mm:ss in Bangkok time (UTC+7), not ISO 8601', () => {
    expect(toGatewayTime(new Date('2026-11-28T03:20:00Z'))).toBe('2026-11-28 10:20:00');
    expect(toGatewayTime(new Date('2026-12-31T20:00:00.999Z'))).toBe('2027-01-01 03:00:00');
  });
});

describe('the 2C2P redirect 7.2 adapter', () => {
  const gateway = createRedirect72Gateway({
    paymentUrl: 'https://demo2.2c2p.com/2C2PFrontEnd/RedirectV3/payment',
    merchantId: 'SONGDEE-SIM',
    secret: SECRET,
  });

  it('issues the exact form: 7.2, merchant, 12-digit amount, 764, option A, Bangkok expiry, SHA1 hash; no call to the gateway', () => {
    const form = gateway.issueForm({
      orderId: REQUEST.order_id,
      reference: REQUEST.invoice_no,
      description: REQUEST.payment_description,
      amountSatang: 12345,
      browserReturnUrl: REQUEST.result_url_1,
      resultUrl: REQUEST.result_url_2,
      expiresAt: new Date('2026-11-28T03:20:00Z'),
      lang: 'th',
    });
    expect(form.action).toBe('https://demo2.2c2p.com/2C2PFrontEnd/RedirectV3/payment');
    expect(form.fields).toEqual({ ...REQUEST, hash_value: REQUEST_SHA1 });
    expect(verifyRequest(SECRET, form.fields)).toBe(true);
  });

  it('refuses an order id longer than 20 characters', () => {
    const input = { reference: 'R', description: 'd', amountSatang: 1, browserReturnUrl: 'http://x/', resultUrl: 'http://x/' };
    expect(() => gateway.issueForm({ ...input, orderId: 'A'.repeat(21) })).toThrow();
    expect(gateway.issueForm({ ...input, orderId: 'A'.repeat(20) }).fields.order_id).toHaveLength(20);
  });

  const signed = (fields: Record<string, string>) => ({ ...fields, hash_value: signResult(SECRET, fields) });

  it('reads 000 as paid, 001 as pending (not paid), 002 and 003 as failed (003 cancelled)', () => {
    expect(gateway.parseResult({ ...RESULT, hash_value: RESULT_SHA1 })).toMatchObject({
      orderId: RESULT.order_id,
      amountSatang: 12345,
      status: 'paid',
      codes: { gatewayStatus: '000', approvalCode: '123456', bankReference: '12345678', paymentInfo: '411111XXXXXX1111' },
    });
    expect(gateway.parseResult(signed({ ...RESULT, payment_status: '001' })).status).toBe('pending');
    expect(gateway.parseResult(signed({ ...RESULT, payment_status: '002' })).status).toBe('failed');
    expect(gateway.parseResult(signed({ ...RESULT, payment_status: '003' }))).toMatchObject({ status: 'failed', cancelled: true });
    expect(gateway.parseResult(signed({ ...RESULT, payment_status: '999' })).status).toBe('failed');
  });

  it('rejects a wrong hash, a SHA256 hash, another merchant and another currency', () => {
    const reason = (fields: Record<string, string>) => {
      try {
        gateway.parseResult(fields);
        return 'accepted';
      } catch (error) {
        return error instanceof GatewayResultRejected ? error.reason : 'other';
      }
    };
    expect(reason({ ...RESULT, hash_value: 'f'.repeat(40) })).toBe('SIGNATURE');
    expect(reason({ ...RESULT, hash_value: RESULT_SHA256 })).toBe('SIGNATURE');
    expect(reason({ ...RESULT, payment_status: '000', amount: '000000099999', hash_value: RESULT_SHA1 })).toBe('SIGNATURE');
    expect(reason(signed({ ...RESULT, merchant_id: 'SOMEONE-ELSE' }))).toBe('MERCHANT');
    expect(reason(signed({ ...RESULT, currency: '840' }))).toBe('CURRENCY');
    expect(reason(signed({ ...RESULT, amount: '123.45' }))).toBe('MALFORMED');
  });
});
