import { signResult, verifyResult } from '../../integrations/card-payment/signature';

/**
 * The card gateway's signed result for a buyer's order (DESIGN.md section 6: HMAC-SHA256): the same signature as
 * every card result (integrations/card-payment/signature.ts), with the order as the target.
 */
export function signPaymentReturn(secret: string, fields: { orderId: string; reference: string; amount: number; payment: string }): string {
  return signResult(secret, { target: fields.orderId, reference: fields.reference, amount: fields.amount, payment: fields.payment });
}

export function verifyPaymentReturn(
  secret: string,
  fields: { orderId: string; reference: string; amount: number; payment: string },
  signature: string,
): boolean {
  return verifyResult(
    secret,
    { target: fields.orderId, reference: fields.reference, amount: fields.amount, payment: fields.payment },
    signature,
  );
}
