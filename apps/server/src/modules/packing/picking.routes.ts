import { pickingCalls } from '@songdee/shared/packing/packing.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { PickingService } from './picking.service';

/** Picking (store owner only): choose orders, create the list, count items. */
export async function pickingRoutes(app: FastifyInstance, opts: { picking: PickingService }) {
  const { picking } = opts;
  const route = routesOf(app);

  route(storeRoute(pickingCalls.availableForPacking), (actor, req) => picking.availableForPacking(actor, req.params.storeId, req.query));
  route(storeRoute(pickingCalls.create), (actor, req) => picking.create(actor, req.params.storeId, req.body));
  route(storeRoute(pickingCalls.setOrders), (actor, req) =>
    picking.setOrders(actor, req.params.storeId, req.params.packingListId, req.body),
  );
  route(storeRoute(pickingCalls.saveCounts), (actor, req) =>
    picking.saveCounts(actor, req.params.storeId, req.params.packingListId, req.body),
  );
}
