import { orderCalls } from '@songdee/shared/order/order.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { OrderManageService } from './order-manage.service';
import type { PaymentService } from './payment.service';

/** The seller's order screens (store owner only). */
export async function ordersRoutes(app: FastifyInstance, opts: { manage: OrderManageService; payment: PaymentService }) {
  const { manage, payment } = opts;
  const route = routesOf(app);

  route(storeRoute(orderCalls.list), (actor, req) => manage.list(actor, req.params.storeId, req.query));
  route(storeRoute(orderCalls.availableForConfirmPayment), (actor, req) =>
    payment.availableForConfirmPayment(actor, req.params.storeId, req.query),
  );
  route(storeRoute(orderCalls.create), (actor, req) => manage.create(actor, req.params.storeId, req.body));
  route(storeRoute(orderCalls.get), (actor, req) => manage.get(actor, req.params.storeId, req.params.orderId));
  route(storeRoute(orderCalls.update), (actor, req) => manage.update(actor, req.params.storeId, req.params.orderId, req.body));
  route(storeRoute(orderCalls.remove), (actor, req) => manage.delete(actor, req.params.storeId, req.params.orderId));
}
