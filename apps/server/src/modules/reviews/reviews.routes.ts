import { reviewCalls } from '@songdee/shared/review/review.calls';
import type { FastifyInstance } from 'fastify';
import { localize } from '../../lib/i18n';
import { publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import type { ReviewsService } from './reviews.service';

export async function reviewsRoutes(app: FastifyInstance, opts: { service: ReviewsService }) {
  const { service } = opts;
  const route = routesOf(app);

  route.raw(publicRoute(reviewCalls.list), async (req) => localize(await service.list(req.actor, req.params.storeId, req.query), req.lang));
  route(storeRoute(reviewCalls.mine, { ownerOnly: false }), (actor, req) => service.mine(actor, req.params.storeId));
  route(storeRoute(reviewCalls.create, { ownerOnly: false }), (actor, req) => service.create(actor, req.params.storeId, req.body));
  route(storeRoute(reviewCalls.update, { ownerOnly: false }), (actor, req) => service.update(actor, req.params.storeId, req.body));
}
