/**
 * The card gateway's return (spec 1 section 4 for a buyer's order, spec 2 section 4 for a shipping list or a
 * reservation). 2C2P posts the buyer's browser back to the server (`/api/payments/card/return`), which records a
 * result whose signature verifies and redirects here with `payment` 1/0/-1 and our `reference`. The flag is never
 * trusted: the page asks the server what was recorded for the reference, and asks again while the payment waits
 * for the bank (2C2P's 001: a channel that completes later).
 */

import { cardPaymentCalls } from '@songdee/shared/payment/card-payment.calls';
import {
  type CardPaymentOutcome,
  type CardPaymentTargetKind,
  paymentReturnQuerySchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** The server's verdict (`cardPaymentOutcomeSchema`): what was recorded for the attempt, and whether its target is paid. */
export interface PaymentVerdict {
  reference: string;
  status: CardPaymentOutcome['status'];
  paid: boolean;
  targetKind: CardPaymentTargetKind;
  targetId: string;
}

export type PaymentFlag = '1' | '0' | '-1';

export interface PaymentReturn {
  /** The spec's flag: 1 paid, 0 not paid (or not yet), -1 cancelled. */
  payment: PaymentFlag;
  reference: string;
}

/** The return query, or null when the page was opened without one (or with a malformed one). */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const parsed = paymentReturnQuerySchema.safeParse({ payment: search.get('payment'), reference: search.get('reference') });
  return parsed.success ? parsed.data : null;
}

export type PaymentOutcome = 'paid' | 'pending' | 'refundDue' | 'failed' | 'cancelled';

/**
 * What the page tells the seller or buyer. Only the server's verdict counts as paid: a query saying `payment=1`
 * that the server has not recorded is a failure, never a success. A payment the gateway says the bank will
 * complete later is "waiting for the bank"; one taken for something that could no longer be paid is a refund due.
 */
export function paymentOutcome(flag: PaymentFlag, verdict: PaymentVerdict | null): PaymentOutcome {
  if (verdict?.paid) return 'paid';
  if (verdict?.status === 'AWAITING_BANK') return 'pending';
  if (verdict?.status === 'REFUND_DUE') return 'refundDue';
  if (verdict?.status === 'CANCELLED' || (flag === '-1' && verdict?.status !== 'FAILED')) return 'cancelled';
  return 'failed';
}

/** How often the page asks again while the bank has not answered (a counter payment may take minutes or days). */
const PENDING_POLL_MS = 5_000;

/** What was recorded for an attempt (GET /api/payments/card/attempts/:reference). */
const cardPaymentVerdict = (reference: string) => callApi(cardPaymentCalls.attempt, { params: { reference } });

/** The server's verdict on this return; asked again while it waits for the bank, until the bank's answer is recorded. */
export function useCardPaymentVerdict(returned: PaymentReturn | null) {
  return useQuery({
    queryKey: ['card-payment-return', returned?.reference ?? ''],
    queryFn: () => cardPaymentVerdict(returned?.reference ?? ''),
    enabled: !!returned,
    retry: false,
    refetchInterval: (query) => (query.state.data?.status === 'AWAITING_BANK' ? PENDING_POLL_MS : false),
  });
}
