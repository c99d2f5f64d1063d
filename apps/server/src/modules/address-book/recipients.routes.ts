import { recipientCalls } from '@songdee/shared/address-book/recipients.calls';
import type { FastifyInstance } from 'fastify';
import { created, localized, noContent, routesOf, storeRoute } from '../../lib/route-handlers';
import type { RecipientsService } from './recipients.service';

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(
    storeRoute(recipientCalls.list),
    localized((actor, req) => service.list(actor, req.params.storeId, req.query)),
  );
  route(
    storeRoute(recipientCalls.create),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );
  route(
    storeRoute(recipientCalls.listByUser),
    localized((actor, req) => service.listOfUser(actor, req.query)),
  );
  route(
    storeRoute(recipientCalls.removeMany),
    localized((actor, req) => service.deleteMany(actor, req.params.storeId, req.body.ids)),
  );
  route(
    storeRoute(recipientCalls.get),
    localized((actor, req) => service.get(actor, req.params.storeId, req.params.id)),
  );
  route(
    storeRoute(recipientCalls.update),
    localized((actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body)),
  );
  route(
    storeRoute(recipientCalls.remove),
    noContent((actor, req) => service.delete(actor, req.params.storeId, req.params.id)),
  );
}
