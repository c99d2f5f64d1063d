import { storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import { myReviewSchema, reviewInputSchema, reviewListQuerySchema, reviewSchema } from './review.schema';

const call = storeCalls(['Reviews'], storeParamsSchema);
const base = '/api/stores/:storeId/reviews';

/** A store's reviews: read by everyone, written by signed-in users (once per store). */
export const reviewCalls = {
  list: call.page(base, reviewSchema, {
    description: 'A published store’s reviews, newest first, 8 per page.',
    params: storeParamsSchema,
    querystring: reviewListQuerySchema,
  }),
  mine: call.store(
    'GET',
    `${base}/mine`,
    { 200: myReviewSchema },
    {
      description:
        'The signed-in user’s own review of the store (to prefill the review form and choose PUT over POST), null before they write one.',
    },
  ),
  create: call.store(
    'POST',
    base,
    { 201: reviewSchema },
    {
      description: 'Reviews the store (signed in; once per store): score 3 ดีมาก, 2 ปานกลาง, 1 ควรปรับปรุง; comment optional.',
      body: reviewInputSchema,
    },
  ),
  update: call.store(
    'PUT',
    base,
    { 200: reviewSchema },
    { description: 'Edits the signed-in user’s own review of the store.', body: reviewInputSchema },
  ),
};
