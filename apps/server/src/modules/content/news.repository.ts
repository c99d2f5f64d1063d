import { NEWS_LIVE_LIMIT, type NewsInput } from '@songdee/shared/content/news.schema';
import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing, countUpTo, firstRow, one } from '../../db/query-helpers';
import { news } from '../../db/schema/content';
import { type PageRequest, pageOf } from '../../lib/paging';

export type NewsRow = typeof news.$inferSelect;
type NewsValues = Required<Pick<NewsInput, 'title' | 'description' | 'inactive'>>;

const newest = [desc(news.createdAt), desc(news.id)];

/** News items: the live ones for the landing page, every one for the central admin. */
export function createNewsRepository(db: Database) {
  return {
    live: () =>
      db
        .select()
        .from(news)
        .where(eq(news.inactive, false))
        .orderBy(...newest)
        .limit(NEWS_LIVE_LIMIT),

    list(search: string, request: PageRequest) {
      const term = search ? containing(search) : undefined;
      const where: SQL | undefined = term ? or(ilike(news.title, term), ilike(news.description, term)) : undefined;
      return pageOf(request, {
        rows: ({ limit, offset }) =>
          db
            .select()
            .from(news)
            .where(where)
            .orderBy(...newest)
            .limit(limit)
            .offset(offset),
        count: (bound) => countUpTo(db, db.select(one).from(news).where(where), bound),
      });
    },

    find: (id: string) => firstRow(db.select().from(news).where(eq(news.id, id))),

    /** Inserts once per Idempotency-Key: a repeated key answers the item the first submission made. */
    async insert(values: NewsValues, idempotencyKey: string | undefined) {
      const inserted = await firstRow(
        db
          .insert(news)
          .values({ ...values, idempotencyKey: idempotencyKey ?? null })
          .onConflictDoNothing({ target: news.idempotencyKey })
          .returning(),
      );
      return inserted ?? (idempotencyKey ? firstRow(db.select().from(news).where(eq(news.idempotencyKey, idempotencyKey))) : undefined);
    },

    update: (id: string, values: NewsValues) =>
      firstRow(
        db
          .update(news)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(news.id, id))
          .returning(),
      ),

    delete: async (id: string) => (await db.delete(news).where(eq(news.id, id)).returning({ id: news.id })).length > 0,
  };
}

export type NewsRepository = ReturnType<typeof createNewsRepository>;
