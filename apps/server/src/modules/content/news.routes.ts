import { newsCalls } from '@songdee/shared/content/news.calls';
import type { FastifyInstance } from 'fastify';
import { localize } from '../../lib/i18n';
import { publicRoute, roleRoute, routesOf } from '../../lib/route-handlers';
import type { NewsService } from './news.service';

/** News (spec 2 section 7: GET /api/news/live, GET /api/news/{id}, POST /api/news) and the central admin's list and edits. */
export async function newsRoutes(app: FastifyInstance, opts: { news: NewsService }) {
  const { news } = opts;
  const route = routesOf(app);

  route.raw(publicRoute(newsCalls.live), async () => news.live());
  route.raw(publicRoute(newsCalls.get), async (req) => localize(await news.get(req.actor, req.params.id), req.lang));
  route(roleRoute('centralAdmin', newsCalls.list), (actor, req) => news.list(actor, req.query));
  route(roleRoute('centralAdmin', newsCalls.create), (actor, req) => news.create(actor, req.body, req.headers['idempotency-key']));
  route(roleRoute('centralAdmin', newsCalls.update), (actor, req) => news.update(actor, req.params.id, req.body));
  route(roleRoute('centralAdmin', newsCalls.remove), (actor, req) => news.delete(actor, req.params.id));
}
