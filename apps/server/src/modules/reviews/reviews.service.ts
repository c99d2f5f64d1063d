import type { ListQuery } from '@songdee/shared/common/list.schema';
import { REVIEW_SCORE_LABEL_KEYS, type Review, type ReviewInput, type ReviewScore } from '@songdee/shared/review/review.schema';
import { AppError } from '../../lib/app-error';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoreManageService } from '../stores/store-manage.service';
import type { ReviewsRepository } from './reviews.repository';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;

/** Store reviews (spec 2): score 1-3 with its label, optional comment, one per user and store. */
export function createReviewsService(repo: ReviewsRepository, storeManage: Pick<StoreManageService, 'requirePublished'>) {
  const present = (r: ReviewRow, actor: Actor | null): Coded<Review> => ({
    id: r.review.id,
    storeId: r.review.storeId,
    score: r.review.score,
    scoreLabel: text(REVIEW_SCORE_LABEL_KEYS[r.review.score as ReviewScore] ?? 'store.reviewScore.2'),
    comment: r.review.comment,
    firstName: r.firstName,
    lastName: r.lastName,
    isMine: actor?.userId === r.review.userId,
    createdDate: r.review.createdAt.toISOString(),
  });

  return {
    async list(actor: Actor | null, storeId: string, query: ListQuery) {
      await storeManage.requirePublished(storeId);
      const { contents: rows, paging } = await repo.list(storeId, query.page, query.size);
      return { contents: rows.map((r) => present(r, actor)), paging };
    },

    /** Wherever it falls in the paged list, the user's own review (one per user and store). */
    async mine(actor: Actor, storeId: string) {
      await storeManage.requirePublished(storeId);
      const row = await repo.find(storeId, actor.userId);
      return { review: row ? present(row, actor) : null };
    },

    /** A buyer's word on a store: never its owner's (the page hides the button; the API says no too). */
    async create(actor: Actor, storeId: string, input: ReviewInput) {
      const store = await storeManage.requirePublished(storeId);
      if (store.ownerUserId === actor.userId) throw new AppError('REVIEW_OWN_STORE');
      if (!(await repo.insert({ storeId, userId: actor.userId, ...input }))) throw new AppError('REVIEW_EXISTS');
      return present((await repo.find(storeId, actor.userId))!, actor);
    },

    /** Only the author's own review changes: the statement is scoped by the actor. */
    async update(actor: Actor, storeId: string, input: ReviewInput) {
      await storeManage.requirePublished(storeId);
      if (!(await repo.update(storeId, actor.userId, input))) throw new AppError('NOT_FOUND');
      return present((await repo.find(storeId, actor.userId))!, actor);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
