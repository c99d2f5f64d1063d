import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';

/** Reviews: 8 per page in the store view (spec 2 section 9 gives 8 and 10). */
export const REVIEWS_PAGE_SIZE = 8;
/** Score values and their labels (spec 2 section 3): 3 very good, 2 average, 1 needs improvement. */
export const REVIEW_SCORES = [3, 2, 1] as const;
export type ReviewScore = (typeof REVIEW_SCORES)[number];
/** i18n keys of the score labels (`store` namespace). */
export const REVIEW_SCORE_LABEL_KEYS: Record<ReviewScore, string> = {
  3: 'store.reviewScore.3',
  2: 'store.reviewScore.2',
  1: 'store.reviewScore.1',
};

export const reviewInputSchema = z.object({
  score: int32({ error: 'store.reviewScoreRequired' })
    .min(1, { error: 'store.reviewScoreRequired' })
    .max(3, { error: 'store.reviewScoreRequired' }),
  comment: plainString()
    .trim()
    .max(1000, { error: 'validation.tooLong' })
    .optional()
    .transform((v) => v ?? ''),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  score: int32(),
  scoreLabel: plainString(),
  comment: plainString(),
  firstName: plainString(),
  lastName: plainString(),
  isMine: z.boolean(),
  createdDate: plainString(),
});
export type Review = z.infer<typeof reviewSchema>;

/** GET /reviews/mine: the signed-in user's review of the store, null before they write one. */
export const myReviewSchema = z.object({ review: reviewSchema.nullable() });

export const reviewListQuerySchema = listQuerySchema.extend({
  size: coerceInt32().min(1).max(100).default(REVIEWS_PAGE_SIZE),
});
