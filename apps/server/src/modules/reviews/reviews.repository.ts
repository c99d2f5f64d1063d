import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countUpTo, one } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { reviews } from '../../db/schema/reviews';
import { pageOfQuery } from '../../lib/paging';

export function createReviewsRepository(db: Database) {
  return {
    async list(storeId: string, page: number, size: number) {
      const where = eq(reviews.storeId, storeId);
      return pageOfQuery(
        { page, size },
        db
          .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(reviews).where(where), bound),
      );
    },

    async find(storeId: string, userId: string) {
      const [row] = await db
        .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.storeId, storeId), eq(reviews.userId, userId)));
      return row;
    },

    /** Inserts unless the user already reviewed the store (the unique index decides). */
    async insert(values: { storeId: string; userId: string; score: number; comment: string }) {
      const rows = await db.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
      return rows.length > 0;
    },

    async update(storeId: string, userId: string, values: { score: number; comment: string }) {
      const rows = await db
        .update(reviews)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(reviews.storeId, storeId), eq(reviews.userId, userId)))
        .returning({ id: reviews.id });
      return rows.length > 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
