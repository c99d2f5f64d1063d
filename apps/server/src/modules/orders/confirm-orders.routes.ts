import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import { orderSchema, orderSummarySchema } from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, noContent, signedInRoute } from '../../lib/route-handlers';
import type { PaymentService } from './payment.service';

const orderParams = storeRecordParamsSchema('orderId');
const tags = ['Payment check'];
const base = '/api/stores/:storeId/confirmorders';

/** The seller's payment check (spec 2 section 7: /api/stores/{storeId}/confirmorders/{orderId}). */
export async function confirmOrdersRoutes(app: FastifyInstance, opts: { payment: PaymentService }) {
  const { payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    signedInRoute({
      tags,
      description: 'Orders with a payment slip attached, searched by order code; 10 per page.',
      params: storeParamsSchema,
      querystring: listQuerySchema,
      response: { 200: pagedSchema(orderSummarySchema) },
    }),
    localized((actor, req) => payment.listWithSlips(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/:orderId`,
    signedInRoute({
      tags,
      description: 'The slip viewer’s order; SLIP_NOT_FOUND ("ไม่พบหลักฐานการชำระเงิน") when no slip file is attached.',
      params: orderParams,
      response: { 200: orderSchema },
    }),
    localized((actor, req) => payment.getWithSlip(actor, req.params.storeId, req.params.orderId)),
  );

  typed.post(
    `${base}/:orderId`,
    signedInRoute({
      tags,
      description:
        'Confirms payment: ConfirmPayment true and PENDING_TO_BE_PACKED, from WAITING_FOR_PAYMENT_CONFIRMATION or WAITING_FOR_PAYMENT.',
      params: orderParams,
      response: { 200: orderSchema },
    }),
    localized((actor, req) => payment.confirmPayment(actor, req.params.storeId, req.params.orderId)),
  );

  typed.delete(
    `${base}/:orderId`,
    signedInRoute({
      tags,
      description:
        'Rejects the slip of an order waiting for payment confirmation: the slip is removed and the order waits for payment again.',
      params: orderParams,
      response: { 204: z.null() },
    }),
    noContent((actor, req) => payment.rejectSlip(actor, req.params.storeId, req.params.orderId)),
  );
}
