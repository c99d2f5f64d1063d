import { confirmReserveCalls } from '@songdee/shared/reserve/reserve.calls';
import type { FastifyInstance } from 'fastify';
import { roleRoute, routesOf } from '../../lib/route-handlers';
import type { ConfirmReservesService } from './confirm-reserves.service';

/** The post office's reservation list and hand-over confirmation (any admin without a store), spec 2 section 7. */
export async function confirmReservesRoutes(app: FastifyInstance, opts: { confirmReserves: ConfirmReservesService }) {
  const { confirmReserves } = opts;
  const route = routesOf(app);

  route(roleRoute('anyAdmin', confirmReserveCalls.list), (actor, req) => confirmReserves.list(actor, req.query));
  route(roleRoute('anyAdmin', confirmReserveCalls.get), (actor, req) => confirmReserves.get(actor, req.params.reserveId));
  route(roleRoute('anyAdmin', confirmReserveCalls.confirm), (actor, req) => confirmReserves.confirm(actor, req.params.reserveId));
  // The spec's catalogue also lists POST on the same resource: the same confirmation.
  route(roleRoute('anyAdmin', confirmReserveCalls.confirmByPost), (actor, req) => confirmReserves.confirm(actor, req.params.reserveId));
}
