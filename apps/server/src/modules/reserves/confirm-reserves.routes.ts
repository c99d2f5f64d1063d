import { uuidParam } from '@songdee/shared/common/params.schema';
import { reserveListQuerySchema, reserveSchema, reserveSummarySchema } from '@songdee/shared/reserve/reserve.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localized, pagedList, roleRoute } from '../../lib/route-handlers';
import type { ConfirmReservesService } from './confirm-reserves.service';

const tags = ['Reserves (post office)'];
const base = '/api/confirmreserves';
const params = z.object({ reserveId: uuidParam });

/** The post office's reservation list and hand-over confirmation (any admin without a store), spec 2 section 7. */
export async function confirmReservesRoutes(app: FastifyInstance, opts: { confirmReserves: ConfirmReservesService }) {
  const { confirmReserves } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    roleRoute(
      'anyAdmin',
      pagedList(reserveListQuerySchema, reserveSummarySchema, {
        tags,
        description:
          'Reservations made at the admin’s post office (every one for the central admin 000000), newest first; searchString matches the code, the post office or the store.',
      }),
    ),
    localized((actor, req) => confirmReserves.list(actor, req.query)),
  );

  typed.get(
    `${base}/:reserveId`,
    roleRoute('anyAdmin', { tags, params, response: { 200: reserveSchema } }),
    localized((actor, req) => confirmReserves.get(actor, req.params.reserveId)),
  );

  const confirm = roleRoute('anyAdmin', {
    tags,
    description:
      'The boxes were handed over: a paid reservation becomes CONFIRM_FOR_RESERVE and the store gets sets x 10 barcodes per size (LimitBarcode and RemainBarcode), once. Already confirmed: 409 RESERVE_ALREADY_CONFIRMED; unpaid: 409 RESERVE_NOT_PAID.',
    params,
    response: { 200: reserveSchema },
  });
  typed.put(
    `${base}/:reserveId/Confirm`,
    confirm,
    localized((actor, req) => confirmReserves.confirm(actor, req.params.reserveId)),
  );
  // The spec's catalogue also lists POST on the same resource: the same confirmation.
  typed.post(
    `${base}/:reserveId`,
    confirm,
    localized((actor, req) => confirmReserves.confirm(actor, req.params.reserveId)),
  );
}
