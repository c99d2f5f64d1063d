import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { orderSchema, orderSummarySchema } from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { PaymentService } from './payment.service';

const storeParams = z.object({ storeId: z.uuid({ error: 'validation.invalid' }) });
const orderParams = storeParams.extend({ orderId: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Payment check'];
const base = '/api/stores/:storeId/confirmorders';

/** The seller's payment check (spec 2 section 7: /api/stores/{storeId}/confirmorders/{orderId}). */
export async function confirmOrdersRoutes(app: FastifyInstance, opts: { payment: PaymentService }) {
  const { payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      schema: {
        tags,
        description: 'Orders with a payment slip attached, searched by order code; 10 per page.',
        params: storeParams,
        querystring: listQuerySchema,
        response: { 200: pagedSchema(orderSummarySchema) },
      },
    },
    async (req) => payment.listWithSlips(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  typed.get(
    `${base}/:orderId`,
    {
      schema: {
        tags,
        description: 'The slip viewer’s order; SLIP_NOT_FOUND ("ไม่พบหลักฐานการชำระเงิน") when no slip file is attached.',
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (req) => payment.getWithSlip(requireActor(req), req.params.storeId, req.params.orderId, req.lang),
  );

  typed.post(
    `${base}/:orderId`,
    {
      schema: {
        tags,
        description:
          'Confirms payment: ConfirmPayment true and PENDING_TO_BE_PACKED, from WAITING_FOR_PAYMENT_CONFIRMATION or WAITING_FOR_PAYMENT.',
        params: orderParams,
        response: { 200: orderSchema },
      },
    },
    async (req) => payment.confirmPayment(requireActor(req), req.params.storeId, req.params.orderId, req.lang),
  );

  typed.delete(
    `${base}/:orderId`,
    {
      schema: {
        tags,
        description:
          'Rejects the slip of an order waiting for payment confirmation: the slip is removed and the order waits for payment again.',
        params: orderParams,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await payment.rejectSlip(requireActor(req), req.params.storeId, req.params.orderId, req.lang);
      return reply.code(204).send(null);
    },
  );
}
