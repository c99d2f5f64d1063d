import { buyerOrderCalls } from '@songdee/shared/order/buyer-order.calls';
import { SLIP_MAX_BYTES } from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { routesOf, signedInRoute, storeRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { CheckoutService } from './checkout.service';
import type { PaymentService } from './payment.service';

/** Checkout, order history and payment from the buyer's side. */
export async function buyerOrdersRoutes(app: FastifyInstance, opts: { checkout: CheckoutService; payment: PaymentService }) {
  const { checkout, payment } = opts;
  const route = routesOf(app);
  const buyers = { ownerOnly: false };

  route(storeRoute(buyerOrderCalls.checkout, buyers), (actor, req) => checkout.checkout(actor, req.params.storeId, req.body));
  route(signedInRoute(buyerOrderCalls.listMine), (actor, req) => checkout.listMine(actor, req.query));
  route(signedInRoute(buyerOrderCalls.getMine), (actor, req) => checkout.getMine(actor, req.params.id));
  route.raw(storeRoute(buyerOrderCalls.uploadSlip, buyers), async (req, reply) => {
    const actor = requireActor(req);
    const order = await onceFor(req, async () =>
      payment.uploadSlip(actor, req.params.storeId, req.query.orderId, (await readUpload(req, SLIP_MAX_BYTES, 'SLIP_REQUIRED')).content),
    );
    return reply.code(201).send(localize(order, req.lang));
  });
  route(storeRoute(buyerOrderCalls.paymentReturn, buyers), (actor, req) =>
    payment.paymentReturn(actor, req.params.storeId, req.params.orderId, req.body),
  );
}
