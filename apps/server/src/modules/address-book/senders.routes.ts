import { senderCalls } from '@songdee/shared/address-book/senders.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { SendersService } from './senders.service';

export async function sendersRoutes(app: FastifyInstance, opts: { service: SendersService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(storeRoute(senderCalls.list), (actor, req) => service.list(actor, req.params.storeId, req.query));
  route(storeRoute(senderCalls.create), (actor, req) => service.create(actor, req.params.storeId, req.body));
  route(storeRoute(senderCalls.get), (actor, req) => service.get(actor, req.params.storeId, req.params.id));
  route(storeRoute(senderCalls.update), (actor, req) => service.update(actor, req.params.storeId, req.params.id, req.body));
  route(storeRoute(senderCalls.remove), (actor, req) => service.delete(actor, req.params.storeId, req.params.id));
  route(storeRoute(senderCalls.getDefault), (actor, req) => service.getDefault(actor, req.params.storeId));
  route(storeRoute(senderCalls.markAsDefault), (actor, req) => service.markAsDefault(actor, req.params.storeId, req.params.id));
}
