import { recipientCalls } from '@songdee/shared/address-book/recipients.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { RecipientsService } from './recipients.service';

export async function recipientsRoutes(app: FastifyInstance, opts: { service: RecipientsService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(storeRoute(recipientCalls.list), (actor, req) => service.list(actor, req.params.storeId, req.query));
  route(storeRoute(recipientCalls.create), (actor, req) => service.create(actor, req.params.storeId, req.body));
  route(storeRoute(recipientCalls.listByUser), (actor, req) => service.listOfUser(actor, req.query));
  route(storeRoute(recipientCalls.removeMany), (actor, req) => service.deleteMany(actor, req.params.storeId, req.body.ids));
  route(storeRoute(recipientCalls.get), (actor, req) => service.get(actor, req.params.storeId, req.params.id));
  route(storeRoute(recipientCalls.update), (actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body));
  route(storeRoute(recipientCalls.remove), (actor, req) => service.delete(actor, req.params.storeId, req.params.id));
}
