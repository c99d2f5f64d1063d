import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import {
  orderCreateInputSchema,
  orderListQuerySchema,
  orderSchema,
  orderSummarySchema,
  orderUpdateInputSchema,
} from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { OrderManageService } from './order-manage.service';
import type { PaymentService } from './payment.service';

const storeParams = z.object({ storeId: z.uuid({ error: 'validation.invalid' }) });
const orderParams = storeParams.extend({ orderId: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Orders'];
const base = '/api/stores/:storeId/orders';

/** The seller's order screens (store owner only). */
export async function ordersRoutes(app: FastifyInstance, opts: { manage: OrderManageService; payment: PaymentService }) {
  const { manage, payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      schema: {
        tags,
        description:
          'Order list: filters orderName, recipient, statuses (comma-separated keys), deliveryOption; 10 per page, newest first. Each row says whether it is editable, offers make-label, and shows the slip link.',
        params: storeParams,
        querystring: orderListQuerySchema,
        response: { 200: pagedSchema(orderSummarySchema) },
      },
    },
    async (req) => manage.list(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  typed.get(
    `${base}/availableForConfirmPayment`,
    {
      schema: {
        tags,
        description:
          'Payment check list: orders waiting for payment or its confirmation, searched by order code (searchString); 10 per page.',
        params: storeParams,
        querystring: listQuerySchema,
        response: { 200: pagedSchema(orderSummarySchema) },
      },
    },
    async (req) => payment.availableForConfirmPayment(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  // The buyer's checkout owns POST `base`; the seller's own order has its own path (and body) like the web's /orders/manage.
  typed.post(
    `${base}/manage`,
    {
      schema: {
        tags,
        description:
          'Order manage, create (store owner): the manage body plus confirmPayment (the seller already received the payment). Priced like checkout, named from the same daily counter, owned by the store owner, no new-order notification. Starts WAITING_FOR_PAYMENT, or PENDING_TO_BE_PACKED with ConfirmPayment when confirmPayment is true; statusKey must be reachable from there.',
        params: storeParams,
        body: orderCreateInputSchema,
        response: { 201: orderSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await manage.create(requireActor(req), req.params.storeId, req.body, req.lang)),
  );

  typed.get(`${base}/:orderId`, { schema: { tags, params: orderParams, response: { 200: orderSchema } } }, async (req) =>
    manage.get(requireActor(req), req.params.storeId, req.params.orderId, req.lang),
  );

  typed.put(
    `${base}/:orderId`,
    {
      schema: {
        tags,
        description:
          'Order manage: status, items (at least one, quantity >= 1, discount in satang), delivery option, recipient. Refused once waiting to ship or delivered.',
        params: orderParams,
        body: orderUpdateInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (req) => manage.update(requireActor(req), req.params.storeId, req.params.orderId, req.body, req.lang),
  );

  typed.delete(`${base}/:orderId`, { schema: { tags, params: orderParams, response: { 204: z.null() } } }, async (req, reply) => {
    await manage.delete(requireActor(req), req.params.storeId, req.params.orderId, req.lang);
    return reply.code(204).send(null);
  });
}
