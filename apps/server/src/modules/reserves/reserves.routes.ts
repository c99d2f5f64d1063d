import { reserveCalls } from '@songdee/shared/reserve/reserve.calls';
import type { FastifyInstance } from 'fastify';
import { createdOnce, routesOf, storeRoute } from '../../lib/route-handlers';
import type { ReservesService } from './reserves.service';

// Non-admin users outside a zone (spec 2 section 6), the store's owner only.
const access = { ownerOnly: true, access: 'reserveUsers' } as const;

/** A store's reservations of ready-to-send boxes (owner only), spec 2 section 7 "Reserves". */
export async function reservesRoutes(app: FastifyInstance, opts: { reserves: ReservesService }) {
  const { reserves } = opts;
  const route = routesOf(app);

  route(storeRoute(reserveCalls.list, access), (actor, req) => reserves.list(actor, req.params.storeId, req.query));
  route.raw(
    storeRoute(reserveCalls.create, access),
    createdOnce((actor, req) => reserves.create(actor, req.params.storeId, req.body, req.headers['idempotency-key'])),
  );
  route(storeRoute(reserveCalls.get, access), (actor, req) => reserves.get(actor, req.params.storeId, req.params.reserveId));
  route(storeRoute(reserveCalls.update, access), (actor, req) =>
    reserves.update(actor, req.params.storeId, req.params.reserveId, req.body),
  );
  route(storeRoute(reserveCalls.remove, access), (actor, req) => reserves.delete(actor, req.params.storeId, req.params.reserveId));
  route(storeRoute(reserveCalls.token, access), (actor, req) => reserves.token(actor, req.params.storeId, req.params.reserveId));
  route(storeRoute(reserveCalls.confirmPayment, access), (actor, req) =>
    reserves.confirmPayment(actor, req.params.storeId, req.params.reserveId, req.body),
  );
}
