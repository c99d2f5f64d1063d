import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, timestamps, uuidPrimaryKey } from './columns';
import { stores } from './stores';

/** A buyer's review of a store: one per user and store, editable by its author. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    userId: parentRef('user_id', () => users.id),
    score: integer('score').notNull(),
    comment: text('comment').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_store_user_uq').on(t.storeId, t.userId),
    index('reviews_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    check('reviews_score_ck', sql`${t.score} BETWEEN 1 AND 3`),
  ],
);
