/**
 * The card gateway's return (spec 1 section 4 for a buyer's order, spec 2 section 4 for a shipping list or a reservation): the
 * browser comes back with `payment` 1/0/-1, `reference` and the signed result in the query. The query is never
 * trusted: the fields go to the server, which verifies the signature and amount, records the payment once and
 * answers its verdict.
 */

import { type CardPaymentTargetKind, paymentReturnQuerySchema } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The server's verdict (`cardPaymentOutcomeSchema`): what was recorded for the attempt, and whether its target is paid. */
export interface PaymentVerdict {
  reference: string;
  status: 'PENDING' | 'PAID' | 'FAILED' | 'CANCELLED';
  paid: boolean;
  targetKind: CardPaymentTargetKind;
  targetId: string;
}

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

/** Forwards the returned fields (POST /api/payments/card/return). A replayed return answers the recorded outcome. */
export const confirmCardPayment = (fields: Record<string, string>) => api.post<PaymentVerdict>('/api/payments/card/return', fields);

/** The server's verdict on this return, asked once per reference (a reload asks again harmlessly). */
export function useCardPaymentVerdict(returned: PaymentReturn | null) {
  return useQuery({
    queryKey: ['card-payment-return', returned?.reference ?? '', returned?.payment ?? ''],
    queryFn: () => confirmCardPayment(returned?.fields ?? {}),
    enabled: !!returned,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
