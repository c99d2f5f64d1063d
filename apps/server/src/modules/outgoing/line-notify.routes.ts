import { lineNotifyCalls } from '@songdee/shared/line-notify/line-notify.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { LineNotifyService } from './line-notify.service';

export async function lineNotifyRoutes(app: FastifyInstance, opts: { service: LineNotifyService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(storeRoute(lineNotifyCalls.get), (actor, req) => service.get(actor, req.params.storeId));
  route(storeRoute(lineNotifyCalls.save), (actor, req) => service.save(actor, req.params.storeId, req.body));
  route(storeRoute(lineNotifyCalls.remove), (actor, req) => service.remove(actor, req.params.storeId));
  route(storeRoute(lineNotifyCalls.test), (actor, req) => service.test(actor, req.params.storeId));
}
