import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import { orderSchema, orderSummarySchema, paymentDecisionSchema } from '@songdee/shared/order/order.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { PaymentService } from './payment.service';

const route = storeRoutes(['Payment check'], storeRecordParamsSchema('orderId'));
const base = '/api/stores/:storeId/confirmorders';
const detail = { 200: orderSchema };

/** The seller's payment check (spec 2 section 7: /api/stores/{storeId}/confirmorders/{orderId}). */
export async function confirmOrdersRoutes(app: FastifyInstance, opts: { payment: PaymentService }) {
  const { payment } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(orderSummarySchema, { description: 'Orders with a payment slip attached, searched by order code; 10 per page.' }),
    localized((actor, req) => payment.listWithSlips(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/:orderId`,
    route.record(detail, {
      description: 'The slip viewer’s order; SLIP_NOT_FOUND ("ไม่พบหลักฐานการชำระเงิน") when no slip file is attached.',
    }),
    localized((actor, req) => payment.getWithSlip(actor, req.params.storeId, req.params.orderId)),
  );

  typed.post(
    `${base}/:orderId`,
    route.record(detail, {
      description:
        'Confirms payment: ConfirmPayment true and PENDING_TO_BE_PACKED, from WAITING_FOR_PAYMENT_CONFIRMATION or WAITING_FOR_PAYMENT.',
    }),
    localized((actor, req) => payment.confirmPayment(actor, req.params.storeId, req.params.orderId)),
  );

  typed.put(
    `${base}/:orderId`,
    route.record(detail, {
      description:
        'The payment check’s decision as one call: confirmPayment true confirms the payment (as POST), false rejects the slip (as DELETE); answers the order.',
      body: paymentDecisionSchema,
    }),
    localized((actor, req) => payment.decide(actor, req.params.storeId, req.params.orderId, req.body.confirmPayment)),
  );

  typed.delete(
    `${base}/:orderId`,
    route.record(noContentResponse, {
      description:
        'Rejects the slip of an order waiting for payment confirmation: the slip is removed and the order waits for payment again.',
    }),
    noContent((actor, req) => payment.rejectSlip(actor, req.params.storeId, req.params.orderId)),
  );
}
