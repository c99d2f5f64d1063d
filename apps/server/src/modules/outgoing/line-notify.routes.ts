import { lineNotifyCalls } from '@songdee/shared/line-notify/line-notify.calls';
import type { FastifyInstance } from 'fastify';
import { localized, noContent, routesOf, storeRoute } from '../../lib/route-handlers';
import type { LineNotifyService } from './line-notify.service';

export async function lineNotifyRoutes(app: FastifyInstance, opts: { service: LineNotifyService }) {
  const { service } = opts;
  const route = routesOf(app);

  route(
    storeRoute(lineNotifyCalls.get),
    localized((actor, req) => service.get(actor, req.params.storeId)),
  );
  route(
    storeRoute(lineNotifyCalls.save),
    localized((actor, req) => service.save(actor, req.params.storeId, req.body)),
  );
  route(
    storeRoute(lineNotifyCalls.remove),
    noContent((actor, req) => service.remove(actor, req.params.storeId)),
  );
  route(
    storeRoute(lineNotifyCalls.test),
    localized((actor, req) => service.test(actor, req.params.storeId)),
  );
}
