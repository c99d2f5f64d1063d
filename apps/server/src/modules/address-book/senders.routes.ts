import { senderCalls } from '@songdee/shared/address-book/senders.calls';
import type { FastifyInstance } from 'fastify';
import { created, localized, noContent, routesOf, storeRoute } from '../../lib/route-handlers';
import type { SendersService } from './senders.service';

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(
    storeRoute(senderCalls.list),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );
  route(
    storeRoute(senderCalls.create),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );
  route(
    storeRoute(senderCalls.get),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );
  route(
    storeRoute(senderCalls.update),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );
  route(
    storeRoute(senderCalls.remove),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );
  route(
    storeRoute(senderCalls.getDefault),
    localized((actor, req) => service.getDefault(actor, req.params.storeId)),
  );
  route(
    storeRoute(senderCalls.markAsDefault),
    localized((actor, req) => service.markAsDefault(actor, req.params.storeId, req.params.id)),
  );
}
