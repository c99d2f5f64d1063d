import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import { pagedReservesSchema, reserveInputSchema, reserveListQuerySchema, reserveSchema } from '@songdee/shared/reserve/reserve.schema';
import {
  cardPaymentFormSchema,
  cardPaymentOutcomeSchema,
  cardPaymentResultSchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize } from '../../lib/i18n';
import { idempotencyHeaders, localized, noContent, roleRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { ReservesService } from './reserves.service';

const tags = ['Reserves'];
const base = '/api/stores/:storeId/reserves';
/** A seller's reservation route: non-admin users outside a zone (spec 2 section 6), the store's owner only. */
const reserveRoute = <S>(schema: S) => roleRoute('reserveUsers', schema, { storeOwner: true });
const reserveParams = storeRecordParamsSchema('reserveId');
const detail = { 200: reserveSchema };
/** `Idempotency-Key`: the web sends one per submission (DESIGN.md section 4). */

/** A store's reservations of ready-to-send boxes (owner only), spec 2 section 7 "Reserves". */
export async function reservesRoutes(app: FastifyInstance, opts: { reserves: ReservesService }) {
  const { reserves } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    reserveRoute({
      tags,
      description:
        'Newest first, 10 a page; searchString matches the code or the post office; filterReserveStatusId is a reserve status id (GET /api/reserveStatuses).',
      params: storeParamsSchema,
      querystring: reserveListQuerySchema,
      response: { 200: pagedReservesSchema },
    }),
    localized((actor, req) => reserves.list(actor, req.params.storeId, req.query)),
  );

  typed.post(
    base,
    reserveRoute({
      tags,
      description:
        'An unpaid DRAFT_FOR_RESERVE reservation (RS-00001...) at a post office offering ready-to-send boxes: per size, sets of 10 at today’s price per box. The same Idempotency-Key from the same store answers the first reservation (200).',
      params: storeParamsSchema,
      headers: idempotencyHeaders,
      body: reserveInputSchema,
      response: { 200: reserveSchema, 201: reserveSchema },
    }),
    async (req, reply) => {
      const { created, reserve } = await reserves.create(requireActor(req), req.params.storeId, req.body, req.headers['idempotency-key']);
      return reply.code(created ? 201 : 200).send(localize(reserve, req.lang));
    },
  );

  typed.get(
    `${base}/:reserveId`,
    reserveRoute({ tags, params: reserveParams, response: detail }),
    localized((actor, req) => reserves.get(actor, req.params.storeId, req.params.reserveId)),
  );

  typed.put(
    `${base}/:reserveId`,
    reserveRoute({
      tags,
      description:
        'Editable only if StatusPayment is true (spec 2 section 4, as stated) and not yet confirmed; the new total may not exceed what was paid. Sizes already reserved keep their price.',
      params: reserveParams,
      body: reserveInputSchema,
      response: detail,
    }),
    localized((actor, req) => reserves.update(actor, req.params.storeId, req.params.reserveId, req.body)),
  );

  typed.delete(
    `${base}/:reserveId`,
    reserveRoute({
      tags,
      description: 'Deletable only if StatusPayment is true and not yet confirmed (spec 2 section 4, as stated).',
      params: reserveParams,
    }),
    noContent((actor, req) => reserves.delete(actor, req.params.storeId, req.params.reserveId)),
  );

  typed.get(
    `${base}/:reserveId/token`,
    reserveRoute({
      tags,
      description:
        'The card-payment form of an unpaid reservation for its total: post `fields` to `action`. The gateway returns the browser to /stores/reserve/view?reserveId&reference&payment&amount&target&signature&paymentStatus&approvalCode&refBankCode&paymentInfo (forward it to PUT :reserveId/Confirm).',
      params: reserveParams,
      response: { 200: cardPaymentFormSchema },
    }),
    localized((actor, req) => reserves.token(actor, req.params.storeId, req.params.reserveId)),
  );

  typed.put(
    `${base}/:reserveId/Confirm`,
    reserveRoute({
      tags,
      description:
        'Confirms the payment with the gateway’s signed result as the browser brought it back (status 000 / payment=1 is paid; PaymentInfo, RefBankCode and ApprovalBankCode are kept). A result for another reservation is refused; a replay answers the recorded outcome.',
      params: reserveParams,
      body: cardPaymentResultSchema,
      response: { 200: cardPaymentOutcomeSchema },
    }),
    localized((actor, req) => reserves.confirmPayment(actor, req.params.storeId, req.params.reserveId, req.body)),
  );
}
