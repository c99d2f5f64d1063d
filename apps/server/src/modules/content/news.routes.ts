import { idParamsSchema } from '@songdee/shared/common/params.schema';
import { plainString } from '@songdee/shared/common/text.schema';
import { newsInputSchema, newsListQuerySchema, newsSchema } from '@songdee/shared/content/news.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '../../lib/i18n';
import { created, idempotencyHeaders, localized, noContent, noContentResponse, pagedList, roleRoute } from '../../lib/route-handlers';
import type { NewsService } from './news.service';

const tags = ['News'];

/** News (spec 2 section 7: GET /api/news/live, GET /api/news/{id}, POST /api/news) and the central admin's list and edits. */
export async function newsRoutes(app: FastifyInstance, opts: { news: NewsService }) {
  const { news } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/news/live',
    {
      schema: {
        tags,
        description: 'The live (not INACTIVE) news, newest first: the landing page’s.',
        response: { 200: z.array(newsSchema) },
      },
    },
    async () => news.live(),
  );

  typed.get(
    '/api/news/:id',
    {
      schema: {
        tags,
        description:
          'One news item: a live one for everyone, an inactive one for the central admin only; `1` is the newest live item (the landing page’s headline).',
        params: z.object({ id: plainString().max(100) }),
        response: { 200: newsSchema },
      },
    },
    async (req) => localize(await news.get(req.actor, req.params.id), req.lang),
  );

  typed.get(
    '/api/news',
    roleRoute(
      'centralAdmin',
      pagedList(newsListQuerySchema, newsSchema, { tags, description: 'Central admin: every news item, newest first.' }),
    ),
    localized((actor, req) => news.list(actor, req.query)),
  );

  typed.post(
    '/api/news',
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: publishes a news item (TITLE, DESCRIPTION, INACTIVE).',
      headers: idempotencyHeaders,
      body: newsInputSchema,
      response: { 201: newsSchema },
    }),
    created((actor, req) => news.create(actor, req.body, req.headers['idempotency-key'])),
  );

  typed.put(
    '/api/news/:id',
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: edits a news item.',
      params: idParamsSchema,
      body: newsInputSchema,
      response: { 200: newsSchema },
    }),
    localized((actor, req) => news.update(actor, req.params.id, req.body)),
  );

  typed.delete(
    '/api/news/:id',
    roleRoute('centralAdmin', {
      tags,
      description: 'Central admin: removes a news item.',
      params: idParamsSchema,
      response: noContentResponse,
    }),
    noContent((actor, req) => news.delete(actor, req.params.id)),
  );
}
