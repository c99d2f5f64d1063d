import { z } from 'zod';
import { callsTagged } from '../common/call';
import { uuidParam } from '../common/params.schema';
import { plainString } from '../common/text.schema';
import { cardPaymentFormSchema, cardPaymentOutcomeSchema, cardPaymentResultSchema } from '../shipping-list/shipping-list.schema';

const call = callsTagged(['Card payment']);

/**
 * The card gateway's result (server to server), the browser the gateway sends back (a cross-site form POST,
 * answered with a redirect), the recorded outcome of an attempt, and a buyer's order token.
 */
export const cardPaymentCalls = {
  result: call('POST', '/api/payments/card/result', {
    description:
      'result_url_2 of reservations and buyers’ orders: 2C2P’s redirect 7.2 result, form-encoded, server to server. hash_value (HMAC-SHA1 over the result fields in 2C2P’s order) is the authority; merchant, order, amount and currency must be what was issued. payment_status 000 paid, 001 waiting for the bank (a later result completes it), anything else not paid. Recorded once; a replay answers the recorded outcome.',
    body: cardPaymentResultSchema,
    response: { 200: cardPaymentOutcomeSchema },
  }),
  browserReturn: call('POST', '/api/payments/card/return', {
    description:
      'result_url_1: the buyer’s browser, posted back by the gateway with the same form fields as the result. A result whose hash verifies is recorded like the server call; the answer is always a 303 to the page of the list, reservation or order (?reference&payment=1|0|-1), which reads the recorded outcome.',
    // Checked in the handler: a malformed post still sends the browser somewhere useful.
    body: z.record(plainString(), z.unknown()),
  }),
  attempt: call('GET', '/api/payments/card/attempts/:reference', {
    description:
      'What was recorded for a card-payment attempt (the return pages ask this): PENDING, AWAITING_BANK, PAID, FAILED, CANCELLED or REFUND_DUE, and whether its list, reservation or order is paid. The store’s owner or the order’s buyer only.',
    params: z.object({ reference: plainString().trim().min(1).max(64) }),
    response: { 200: cardPaymentOutcomeSchema },
  }),
  orderToken: call('GET', '/api/orders/:orderId/token', {
    description: 'A signed card-payment form for the buyer’s own order waiting for payment (items plus delivery fee).',
    params: z.object({ orderId: uuidParam }),
    response: { 200: cardPaymentFormSchema },
  }),
};
