import { uuidParam } from '@songdee/shared/common/params.schema';
import {
  cardPaymentFormSchema,
  cardPaymentOutcomeSchema,
  cardPaymentResultSchema,
  cardPaymentReturnSchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, signedInRoute } from '../../lib/route-handlers';
import type { PaymentsService } from './payments.service';

const tags = ['Card payment'];

/** The card gateway's result (server to server), the browser's return (signed in) and a buyer's order token. */
export async function paymentsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/payments/card/result',
    {
      schema: {
        tags,
        description:
          'The gateway’s server-to-server result (form or JSON): payment 1/0/-1, reference, amount (12 digits or satang), target, signature (HMAC-SHA256 of target|reference|satang|payment). Verified and recorded once; a replay answers the recorded outcome.',
        body: cardPaymentResultSchema,
        response: { 200: cardPaymentOutcomeSchema },
      },
    },
    async (req) => payments.gatewayResult(req.body),
  );

  typed.post(
    '/api/payments/card/return',
    signedInRoute({
      tags,
      description:
        'The web return page forwards the query the gateway sent the browser back with (payment, reference, amount, target, signature; optionally shippingListId). Same verification and recording as the result call.',
      body: cardPaymentReturnSchema,
      response: { 200: cardPaymentOutcomeSchema },
    }),
    localized((actor, req) => payments.browserReturn(actor, req.body)),
  );

  typed.get(
    '/api/orders/:orderId/token',
    signedInRoute({
      tags,
      description: 'A signed card-payment form for the buyer’s own order waiting for payment (items plus delivery fee).',
      params: z.object({ orderId: uuidParam }),
      response: { 200: cardPaymentFormSchema },
    }),
    localized((actor, req) => payments.orderToken(actor, req.params.orderId)),
  );
}
