import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { CardPaymentResult } from '../../../components/payments/card-payment-result';
import { paymentOutcome, readPaymentReturn, useCardPaymentVerdict } from '../../../lib/card-payment-return';
import { MINE, queryKeys } from '../../../lib/query-keys';

/**
 * The buyer's card-payment return on /orders/view (spec 1 section 4: a return with a payment flag and a
 * reference triggers the confirmation call): the server's verdict, then the order is read again so its status
 * shows the payment. Nothing when the page was opened without a return.
 */
export function OrderPaymentReturn() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const returned = readPaymentReturn(params);
  const verdict = useCardPaymentVerdict(returned);
  useEffect(() => {
    if (verdict.data) void queryClient.invalidateQueries({ queryKey: queryKeys.orders.scope(MINE) });
  }, [verdict.data, queryClient]);
  if (!returned) return null;
  return <CardPaymentResult returned={returned} verdict={verdict} outcome={paymentOutcome(returned.payment, verdict.data ?? null)} />;
}
