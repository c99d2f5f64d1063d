import { idParamsSchema, storeRecordParamsSchema, uuidParam } from '@songdee/shared/common/params.schema';
import {
  buyerOrderListQuerySchema,
  buyerOrderSchema,
  checkoutInputSchema,
  orderSchema,
  orderSummarySchema,
  paymentReturnInputSchema,
  SLIP_MAX_BYTES,
} from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readUpload } from '../../lib/files/multipart-upload';
import { localize } from '../../lib/i18n';
import { onceFor } from '../../lib/idempotency';
import { created, idempotencyHeaders, localized, pagedList, signedInRoute, storeRoutes } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { CheckoutService } from './checkout.service';
import type { PaymentService } from './payment.service';

const tags = ['Orders (buyer)'];
const route = storeRoutes(tags, storeRecordParamsSchema('orderId'), { ownerOnly: false });

/** Checkout, order history and payment from the buyer's side. */
export async function buyerOrdersRoutes(app: FastifyInstance, opts: { checkout: CheckoutService; payment: PaymentService }) {
  const { checkout, payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/stores/:storeId/orders',
    route.store(
      { 201: buyerOrderSchema },
      {
        description:
          'Checkout: items (productId, quantity), deliveryOptionId, shipAddress. Prices, discounts, delivery fee and totals are computed by the server; the order starts WAITING_FOR_PAYMENT and the seller is notified.',
        body: checkoutInputSchema,
        headers: idempotencyHeaders,
      },
    ),
    created((actor, req) => checkout.checkout(actor, req.params.storeId, req.body)),
  );

  typed.get(
    '/api/Account/Orders',
    signedInRoute(
      pagedList(buyerOrderListQuerySchema, orderSummarySchema, {
        tags,
        description: 'The signed-in buyer’s orders (optionally of one store), 10 per page; totals include the delivery fee in grandTotal.',
      }),
    ),
    localized((actor, req) => checkout.listMine(actor, req.query)),
  );

  typed.get(
    '/api/Account/Orders/:id',
    signedInRoute({
      tags,
      description:
        'The buyer’s own order. While it waits for payment, payTo says where to pay: the store’s PromptPay QR payload for the grand total (EMVCo, amount in tag 54) with the masked ID, and its bank account; null otherwise.',
      params: idParamsSchema,
      response: { 200: buyerOrderSchema },
    }),
    localized((actor, req) => checkout.getMine(actor, req.params.id)),
  );

  typed.post(
    '/api/stores/:storeId/files',
    route.store(
      { 201: orderSchema },
      {
        description:
          'Payment slip upload (multipart field "file", ?orderId=): an image or a PDF by content, at most 2 MB, for the buyer’s own order while WAITING_FOR_PAYMENT; the order then waits for payment confirmation.',
        querystring: z.object({ orderId: uuidParam }),
        headers: idempotencyHeaders,
      },
    ),
    async (req, reply) => {
      const actor = requireActor(req);
      const order = await onceFor(req, async () =>
        payment.uploadSlip(actor, req.params.storeId, req.query.orderId, (await readUpload(req, SLIP_MAX_BYTES, 'SLIP_REQUIRED')).content),
      );
      return reply.code(201).send(localize(order, req.lang));
    },
  );

  typed.post(
    '/api/stores/:storeId/confirmorders/:orderId/payment',
    route.record(
      { 200: orderSchema },
      {
        description:
          'The payment confirmation with 2C2P’s signed redirect 7.2 result fields (hash_value HMAC-SHA1 in 2C2P’s order). A verified 000 for an attempt issued for this order and its total confirms payment; replaying the same result is harmless.',
        body: paymentReturnInputSchema,
      },
    ),
    localized((actor, req) => payment.paymentReturn(actor, req.params.storeId, req.params.orderId, req.body)),
  );
}
