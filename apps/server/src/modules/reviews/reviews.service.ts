import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { Language } from '@songdee/shared/constants/app.constants';
import { REVIEW_SCORE_LABEL_KEYS, type Review, type ReviewInput, type ReviewScore } from '@songdee/shared/review/review.schema';
import { AppError } from '../../lib/app-error';
import { translate } from '../../lib/i18n';
import type { Actor } from '../auth/actor';
import type { StoreManageService } from '../stores/store-manage.service';
import type { ReviewsRepository } from './reviews.repository';

type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;

/** Store reviews (spec 2): score 1-3 with its label, optional comment, one per user and store. */
export function createReviewsService(repo: ReviewsRepository, storeManage: Pick<StoreManageService, 'requirePublished'>) {
  const present = (r: ReviewRow, actor: Actor | null, lang: Language): Review => ({
    id: r.review.id,
    storeId: r.review.storeId,
    score: r.review.score,
    scoreLabel: translate(lang, REVIEW_SCORE_LABEL_KEYS[r.review.score as ReviewScore] ?? 'store.reviewScore.2'),
    comment: r.review.comment,
    firstName: r.firstName,
    lastName: r.lastName,
    isMine: actor?.userId === r.review.userId,
    createdDate: r.review.createdAt.toISOString(),
  });

  return {
    async list(actor: Actor | null, storeId: string, query: ListQuery, lang: Language) {
      await storeManage.requirePublished(storeId);
      const { rows, totalCount } = await repo.list(storeId, query.page, query.size);
      return { contents: rows.map((r) => present(r, actor, lang)), paging: { page: query.page, size: query.size, totalCount } };
    },

    /** Wherever it falls in the paged list, the user's own review (one per user and store). */
    async mine(actor: Actor, storeId: string, lang: Language) {
      await storeManage.requirePublished(storeId);
      const row = await repo.find(storeId, actor.userId);
      return { review: row ? present(row, actor, lang) : null };
    },

    /** A buyer's word on a store: never its owner's (the page hides the button; the API says no too). */
    async create(actor: Actor, storeId: string, input: ReviewInput, lang: Language) {
      const store = await storeManage.requirePublished(storeId);
      if (store.ownerUserId === actor.userId) throw new AppError('REVIEW_OWN_STORE');
      if (!(await repo.insert({ storeId, userId: actor.userId, ...input }))) throw new AppError('REVIEW_EXISTS');
      return present((await repo.find(storeId, actor.userId))!, actor, lang);
    },

    /** Only the author's own review changes: the statement is scoped by the actor. */
    async update(actor: Actor, storeId: string, input: ReviewInput, lang: Language) {
      await storeManage.requirePublished(storeId);
      if (!(await repo.update(storeId, actor.userId, input))) throw new AppError('NOT_FOUND');
      return present((await repo.find(storeId, actor.userId))!, actor, lang);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
