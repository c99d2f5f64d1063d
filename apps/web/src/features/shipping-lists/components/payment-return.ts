import { paymentReturnQuerySchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { PaymentVerdict } from '../api/shipping-lists-api';

export type PaymentFlag = '1' | '0' | '-1';

export interface PaymentReturn {
  /** What the gateway says happened: 1 success, 0 failure, -1 cancelled (spec 2 section 4). */
  payment: PaymentFlag;
  reference: string;
  /** Every field the gateway sent back, forwarded as they are for the server to verify. */
  fields: Record<string, string>;
}

/** The gateway's return query, or null when the page was opened without one (or with a malformed one). */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const parsed = paymentReturnQuerySchema.safeParse({ payment: search.get('payment'), reference: search.get('reference') });
  if (!parsed.success) return null;
  return { ...parsed.data, fields: Object.fromEntries(search.entries()) };
}

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

/**
 * What the page tells the seller. Only the server's verdict counts as paid: a query saying `payment=1` that the
 * server could not verify is a failure, never a success. Without a paid verdict the gateway's flag only chooses
 * between "cancelled" and "unable to pay".
 */
export function paymentOutcome(flag: PaymentFlag, verdict: PaymentVerdict | null): PaymentOutcome {
  if (verdict?.paid) return 'paid';
  if (verdict?.status === 'CANCELLED' || (flag === '-1' && verdict?.status !== 'FAILED')) return 'cancelled';
  return 'failed';
}
