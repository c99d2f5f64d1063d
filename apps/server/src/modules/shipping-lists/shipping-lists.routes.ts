import { shippingListCalls } from '@songdee/shared/shipping-list/shipping-list.calls';
import type { FastifyInstance } from 'fastify';
import { createdOnce, publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import type { ShippingListsService } from './shipping-lists.service';

/** Shipping (hand-over) lists of a store (owner only), spec 2 section 7. */
export async function shippingListsRoutes(app: FastifyInstance, opts: { shippingLists: ShippingListsService }) {
  const { shippingLists } = opts;
  const route = routesOf(app);

  route(storeRoute(shippingListCalls.list), (actor, req) => shippingLists.list(actor, req.params.storeId, req.query));
  route.raw(
    storeRoute(shippingListCalls.create),
    createdOnce((actor, req) => shippingLists.create(actor, req.params.storeId, req.body, req.headers['idempotency-key'])),
  );
  route(storeRoute(shippingListCalls.get), (actor, req) => shippingLists.get(actor, req.params.storeId, req.params.id));
  route(storeRoute(shippingListCalls.update), (actor, req) => shippingLists.update(actor, req.params.storeId, req.params.id, req.body));
  route(storeRoute(shippingListCalls.remove), (actor, req) => shippingLists.delete(actor, req.params.storeId, req.params.id));
  route(storeRoute(shippingListCalls.availableForShippingList), (actor, req) =>
    shippingLists.availableForShippingList(actor, req.params.storeId, req.query),
  );
  route(storeRoute(shippingListCalls.availableForPrintLotMailing), (actor, req) =>
    shippingLists.availableForPrintLotMailing(actor, req.params.storeId, req.query),
  );
  route(storeRoute(shippingListCalls.token), (actor, req) => shippingLists.token(actor, req.params.storeId, req.params.id));
  // The gateway's result, server to server: no session; the hash is the authority.
  route.raw(publicRoute(shippingListCalls.payment), async (req) => shippingLists.payment(req.params.storeId, req.params.id, req.body));
}
