import { pagedSchema } from '@songdee/shared/common/list.schema';
import { myReviewSchema, reviewInputSchema, reviewListQuerySchema, reviewSchema } from '@songdee/shared/review/review.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { ReviewsService } from './reviews.service';

const storeParams = z.object({ storeId: z.uuid({ error: 'validation.invalid' }) });
const tags = ['Reviews'];
const base = '/api/stores/:storeId/reviews';

export async function reviewsRoutes(app: FastifyInstance, opts: { service: ReviewsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      schema: {
        tags,
        description: 'A published store’s reviews, newest first, 8 per page.',
        params: storeParams,
        querystring: reviewListQuerySchema,
        response: { 200: pagedSchema(reviewSchema) },
      },
    },
    async (req) => service.list(req.actor, req.params.storeId, req.query, req.lang),
  );

  typed.get(
    `${base}/mine`,
    {
      schema: {
        tags,
        description:
          'The signed-in user’s own review of the store (to prefill the review form and choose PUT over POST), null before they write one.',
        params: storeParams,
        response: { 200: myReviewSchema },
      },
    },
    async (req) => service.mine(requireActor(req), req.params.storeId, req.lang),
  );

  typed.post(
    base,
    {
      schema: {
        tags,
        description: 'Reviews the store (signed in; once per store): score 3 ดีมาก, 2 ปานกลาง, 1 ควรปรับปรุง; comment optional.',
        params: storeParams,
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await service.create(requireActor(req), req.params.storeId, req.body, req.lang)),
  );

  typed.put(
    base,
    {
      schema: {
        tags,
        description: 'Edits the signed-in user’s own review of the store.',
        params: storeParams,
        body: reviewInputSchema,
        response: { 200: reviewSchema },
      },
    },
    async (req) => service.update(requireActor(req), req.params.storeId, req.body, req.lang),
  );
}
