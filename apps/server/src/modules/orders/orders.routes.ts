import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  orderCreateInputSchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  orderUpdateInputSchema,
} from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { OrderManageService } from './order-manage.service';
import type { PaymentService } from './payment.service';

const route = storeRoutes(['Orders'], storeRecordParamsSchema('orderId'));
const base = '/api/stores/:storeId/orders';

/** The seller's order screens (store owner only). */
export async function ordersRoutes(app: FastifyInstance, opts: { manage: OrderManageService; payment: PaymentService }) {
  const { manage, payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(orderSummarySchema, {
      description:
        'Order list: filters orderName, recipient, statuses (comma-separated keys), deliveryOption; 10 per page, newest first. Each row says whether it is editable, offers make-label, and shows the slip link.',
      querystring: orderListQuerySchema,
    }),
    localized((actor, req) => manage.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/availableForConfirmPayment`,
    route.list(orderSummarySchema, {
      description:
        'Payment check list: orders waiting for payment or its confirmation, searched by order code (searchString); 10 per page.',
    }),
    localized((actor, req) => payment.availableForConfirmPayment(actor, req.params.storeId, req.query)),
  );

  // The buyer's checkout owns POST `base`; the seller's own order has its own path (and body) like the web's /orders/manage.
  typed.post(
    `${base}/manage`,
    route.store(
      { 201: orderSchema },
      {
        description:
          'Order manage, create (store owner): the manage body plus confirmPayment (the seller already received the payment). Priced like checkout, named from the same daily counter, owned by the store owner, no new-order notification. Starts WAITING_FOR_PAYMENT, or PENDING_TO_BE_PACKED with ConfirmPayment when confirmPayment is true; statusKey must be reachable from there.',
        body: orderCreateInputSchema,
        headers: idempotencyHeaders,
      },
    ),
    created((actor, req) => manage.create(actor, req.params.storeId, req.body)),
  );

  typed.get(
    `${base}/:orderId`,
    route.record({ 200: orderSchema }),
    localized((actor, req) => manage.get(actor, req.params.storeId, req.params.orderId)),
  );

  typed.put(
    `${base}/:orderId`,
    route.record(
      { 200: orderSchema },
      {
        description:
          'Order manage: status, items (at least one, quantity >= 1, discount in satang), delivery option, recipient. Refused once waiting to ship or delivered.',
        body: orderUpdateInputSchema,
      },
    ),
    localized((actor, req) => manage.update(actor, req.params.storeId, req.params.orderId, req.body)),
  );

  typed.delete(
    `${base}/:orderId`,
    route.record(noContentResponse),
    noContent((actor, req) => manage.delete(actor, req.params.storeId, req.params.orderId)),
  );
}
