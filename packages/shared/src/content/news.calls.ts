import { z } from 'zod';
import { callsTagged, idempotencyHeaders, noContentResponse } from '../common/call';
import { plainString } from '../common/text.schema';
import { newsInputSchema, newsListQuerySchema, newsSchema } from './news.schema';

const call = callsTagged(['News']);

/** News (GET /api/news/live, GET /api/news/{id}, POST /api/news) and the central admin's list and edits. */
export const newsCalls = {
  live: call.rows('/api/news/live', newsSchema, { description: 'The live (not INACTIVE) news, newest first: the landing page’s.' }),
  get: call('GET', '/api/news/:id', {
    description:
      'One news item: a live one for everyone, an inactive one for the central admin only; `1` is the newest live item (the landing page’s headline).',
    params: z.object({ id: plainString().max(100) }),
    response: { 200: newsSchema },
  }),
  list: call.page('/api/news', newsSchema, {
    description: 'Central admin: every news item, newest first.',
    querystring: newsListQuerySchema,
  }),
  create: call('POST', '/api/news', {
    description: 'Central admin: publishes a news item (TITLE, DESCRIPTION, INACTIVE).',
    headers: idempotencyHeaders,
    body: newsInputSchema,
    response: { 201: newsSchema },
  }),
  update: call.byId(
    'PUT',
    '/api/news/:id',
    { 200: newsSchema },
    { description: 'Central admin: edits a news item.', body: newsInputSchema },
  ),
  remove: call.byId('DELETE', '/api/news/:id', noContentResponse, { description: 'Central admin: removes a news item.' }),
};
