import { cardPaymentCalls } from '@songdee/shared/payment/card-payment.calls';
import type { FastifyInstance } from 'fastify';
import { publicRoute, routesOf, signedInRoute } from '../../lib/route-handlers';
import type { PaymentsService } from './payments.service';

/**
 * The card gateway's result (server to server), the browser the gateway sends back (a cross-site form POST,
 * answered with a redirect), the recorded outcome of an attempt, and a buyer's order token.
 */
export async function paymentsRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const { payments } = opts;
  const route = routesOf(app);

  route.raw(publicRoute(cardPaymentCalls.result), async (req) => payments.gatewayResult(req.body));

  route.raw(
    // 2C2P posts the buyer's browser here from its own site: no session, a foreign Origin (plugins/auth.plugin.ts).
    { ...publicRoute(cardPaymentCalls.browserReturn), config: { gatewayBrowserReturn: true } },
    async (req, reply) => reply.redirect(await payments.browserReturn(req.body), 303),
  );

  route(signedInRoute(cardPaymentCalls.attempt), (actor, req) => payments.verdict(actor, req.params.reference));

  route(signedInRoute(cardPaymentCalls.orderToken), (actor, req) => payments.orderToken(actor, req.params.orderId));
}
