import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import { reserveInputSchema, reserveListQuerySchema, reserveSchema, reserveSummarySchema } from '@songdee/shared/reserve/reserve.schema';
import {
  cardPaymentFormSchema,
  cardPaymentOutcomeSchema,
  cardPaymentResultSchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdOnce, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { ReservesService } from './reserves.service';

// Non-admin users outside a zone (spec 2 section 6), the store's owner only.
const route = storeRoutes(['Reserves'], storeRecordParamsSchema('reserveId'), { ownerOnly: true, access: 'reserveUsers' });
const base = '/api/stores/:storeId/reserves';

/** A store's reservations of ready-to-send boxes (owner only), spec 2 section 7 "Reserves". */
export async function reservesRoutes(app: FastifyInstance, opts: { reserves: ReservesService }) {
  const { reserves } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(reserveSummarySchema, {
      description:
        'Newest first, 10 a page; searchString matches the code or the post office; filterReserveStatusId is a reserve status id (GET /api/reserveStatuses).',
      querystring: reserveListQuerySchema,
    }),
    localized((actor, req) => reserves.list(actor, req.params.storeId, req.query)),
  );
  typed.post(
    base,
    route.store(
      { 200: reserveSchema, 201: reserveSchema },
      {
        description:
          'An unpaid DRAFT_FOR_RESERVE reservation (RS-00001...) at a post office offering ready-to-send boxes: per size, sets of 10 at today’s price per box. The same Idempotency-Key from the same store answers the first reservation (200).',
        body: reserveInputSchema,
        headers: idempotencyHeaders,
      },
    ),
    createdOnce((actor, req) => reserves.create(actor, req.params.storeId, req.body, req.headers['idempotency-key'])),
  );
  typed.get(
    `${base}/:reserveId`,
    route.record({ 200: reserveSchema }),
    localized((actor, req) => reserves.get(actor, req.params.storeId, req.params.reserveId)),
  );
  typed.put(
    `${base}/:reserveId`,
    route.record(
      { 200: reserveSchema },
      {
        description:
          'Editable only if StatusPayment is true (spec 2 section 4, as stated) and not yet confirmed; the new total may not exceed what was paid. Sizes already reserved keep their price.',
        body: reserveInputSchema,
      },
    ),
    localized((actor, req) => reserves.update(actor, req.params.storeId, req.params.reserveId, req.body)),
  );
  typed.delete(
    `${base}/:reserveId`,
    route.record(noContentResponse, {
      description: 'Deletable only if StatusPayment is true and not yet confirmed (spec 2 section 4, as stated).',
    }),
    noContent((actor, req) => reserves.delete(actor, req.params.storeId, req.params.reserveId)),
  );

  typed.get(
    `${base}/:reserveId/token`,
    route.record(
      { 200: cardPaymentFormSchema },
      {
        description:
          'The 2C2P redirect 7.2 form of an unpaid reservation for its total: the browser posts `fields` to `action`. The gateway posts its result to /api/payments/card/result (server to server) and the browser to /api/payments/card/return, which redirects to /stores/reserve/view?reserveId&reference&payment=1|0|-1.',
      },
    ),
    localized((actor, req) => reserves.token(actor, req.params.storeId, req.params.reserveId)),
  );

  typed.put(
    `${base}/:reserveId/Confirm`,
    route.record(
      { 200: cardPaymentOutcomeSchema },
      {
        description:
          'Confirms the payment with 2C2P’s signed result fields (payment_status 000 is paid, 001 waits for the bank; masked_pan, transaction_ref and approval_code are kept as PaymentInfo, RefBankCode and ApprovalBankCode). A result for another reservation is refused; a replay answers the recorded outcome.',
        body: cardPaymentResultSchema,
      },
    ),
    localized((actor, req) => reserves.confirmPayment(actor, req.params.storeId, req.params.reserveId, req.body)),
  );
}
