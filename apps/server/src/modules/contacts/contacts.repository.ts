import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing, countUpTo, one } from '../../db/query-helpers';
import { outlets } from '../../db/schema/geo';
import { type PageRequest, pageOfQuery } from '../../lib/paging';

/** Outlets as contacts: listed by code, searched by code, name or telephone, saved by the central admin. */
export function createContactsRepository(db: Database) {
  return {
    list(filter: { type: number | undefined; search: string }, request: PageRequest) {
      const term = filter.search ? containing(filter.search) : undefined;
      const where: SQL | undefined = and(
        filter.type === undefined ? undefined : eq(outlets.type, filter.type),
        term ? or(ilike(outlets.code, term), ilike(outlets.name, term), ilike(outlets.tel, term)) : undefined,
      );
      return pageOfQuery(request, db.select().from(outlets).where(where).orderBy(asc(outlets.code)).$dynamic(), (bound) =>
        countUpTo(db, db.select(one).from(outlets).where(where), bound),
      );
    },

    find: async (id: string) => (await db.select().from(outlets).where(eq(outlets.id, id)))[0],

    findByCode: async (code: string) => (await db.select().from(outlets).where(eq(outlets.code, code)))[0],

    update: async (id: string, values: Partial<typeof outlets.$inferInsert>) =>
      (
        await db
          .update(outlets)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(outlets.id, id))
          .returning()
      )[0],
  };
}

export type ContactsRepository = ReturnType<typeof createContactsRepository>;
