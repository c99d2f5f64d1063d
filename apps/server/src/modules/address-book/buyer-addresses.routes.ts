import { buyerAddressCalls } from '@songdee/shared/address-book/buyer-address.calls';
import type { FastifyInstance } from 'fastify';
import { createdOnce, routesOf, signedInRoute } from '../../lib/route-handlers';
import type { BuyerAddressesService } from './buyer-addresses.service';

/** The signed-in user's own saved addresses (checkout's "choose from saved addresses", the account page). */
export async function buyerAddressesRoutes(app: FastifyInstance, opts: { service: BuyerAddressesService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(signedInRoute(buyerAddressCalls.list), (actor, req) => service.list(actor, req.query));
  route(signedInRoute(buyerAddressCalls.get), (actor, req) => service.get(actor, req.params.id));
  route.raw(
    signedInRoute(buyerAddressCalls.create),
    createdOnce((actor, req) => service.create(actor, req.body, req.headers['idempotency-key'])),
  );
  route(signedInRoute(buyerAddressCalls.update), (actor, req) => service.update(actor, req.params.id, req.body));
  route(signedInRoute(buyerAddressCalls.remove), (actor, req) => service.delete(actor, req.params.id));
}
