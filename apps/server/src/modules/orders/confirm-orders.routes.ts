import { confirmOrderCalls } from '@songdee/shared/order/confirm-order.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { PaymentService } from './payment.service';

/** The seller's payment check (spec 2 section 7: /api/stores/{storeId}/confirmorders/{orderId}). */
export async function confirmOrdersRoutes(app: FastifyInstance, opts: { payment: PaymentService }) {
  const { payment } = opts;
  const route = routesOf(app);

  route(storeRoute(confirmOrderCalls.list), (actor, req) => payment.listWithSlips(actor, req.params.storeId, req.query));
  route(storeRoute(confirmOrderCalls.get), (actor, req) => payment.getWithSlip(actor, req.params.storeId, req.params.orderId));
  route(storeRoute(confirmOrderCalls.confirm), (actor, req) => payment.confirmPayment(actor, req.params.storeId, req.params.orderId));
  route(storeRoute(confirmOrderCalls.decide), (actor, req) =>
    payment.decide(actor, req.params.storeId, req.params.orderId, req.body.confirmPayment),
  );
  route(storeRoute(confirmOrderCalls.rejectSlip), (actor, req) => payment.rejectSlip(actor, req.params.storeId, req.params.orderId));
}
