import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import { myReviewSchema, reviewInputSchema, reviewListQuerySchema, reviewSchema } from '@songdee/shared/review/review.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize } from '../../lib/i18n';
import { created, localized, pagedList, storeRoutes } from '../../lib/route-handlers';
import type { ReviewsService } from './reviews.service';

const tags = ['Reviews'];
const route = storeRoutes(tags, storeParamsSchema, { ownerOnly: false });
const base = '/api/stores/:storeId/reviews';

export async function reviewsRoutes(app: FastifyInstance, opts: { service: ReviewsService }) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      schema: pagedList(reviewListQuerySchema, reviewSchema, {
        tags,
        description: 'A published store’s reviews, newest first, 8 per page.',
        params: storeParamsSchema,
      }),
    },
    async (req) => localize(await service.list(req.actor, req.params.storeId, req.query), req.lang),
  );

  typed.get(
    `${base}/mine`,
    route.store(
      { 200: myReviewSchema },
      {
        description:
          'The signed-in user’s own review of the store (to prefill the review form and choose PUT over POST), null before they write one.',
      },
    ),
    localized((actor, req) => service.mine(actor, req.params.storeId)),
  );

  typed.post(
    base,
    route.store(
      { 201: reviewSchema },
      {
        description: 'Reviews the store (signed in; once per store): score 3 ดีมาก, 2 ปานกลาง, 1 ควรปรับปรุง; comment optional.',
        body: reviewInputSchema,
      },
    ),
    created((actor, req) => service.create(actor, req.params.storeId, req.body)),
  );

  typed.put(
    base,
    route.store({ 200: reviewSchema }, { description: 'Edits the signed-in user’s own review of the store.', body: reviewInputSchema }),
    localized((actor, req) => service.update(actor, req.params.storeId, req.body)),
  );
}
