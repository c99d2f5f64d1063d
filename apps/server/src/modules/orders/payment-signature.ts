import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The card gateway signs its return (DESIGN.md section 6: HMAC-SHA256). The fields are joined in a
 * fixed order so the same values always give the same signature.
 */
export function signPaymentReturn(secret: string, fields: { orderId: string; reference: string; amount: number; payment: string }): string {
  return createHmac('sha256', secret).update(`${fields.orderId}|${fields.reference}|${fields.amount}|${fields.payment}`).digest('hex');
}

export function verifyPaymentReturn(
  secret: string,
  fields: { orderId: string; reference: string; amount: number; payment: string },
  signature: string,
): boolean {
  const expected = Buffer.from(signPaymentReturn(secret, fields), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
