import { eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { stores } from '../../db/schema/stores';

export type StoreRow = typeof stores.$inferSelect;

export function createStoresRepository(db: Database) {
  return {
    findById: async (id: string) => (await db.select().from(stores).where(eq(stores.id, id)).limit(1))[0],

    findByOwner: async (userId: string) => (await db.select().from(stores).where(eq(stores.ownerUserId, userId)).limit(1))[0],

    findOwner: async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0],

    urisStartingWith: async (prefix: string) =>
      (
        await db
          .select({ uri: stores.uri })
          .from(stores)
          .where(like(stores.uri, `${prefix}%`))
      ).map((r) => r.uri),

    /** Inserts unless the owner already has a store or the uri is taken (unique indexes decide). */
    async insertDraft(values: { uri: string; name: string; ownerUserId: string; phone: string }) {
      const [row] = await db
        .insert(stores)
        .values({ ...values, type: 'Draft' })
        .onConflictDoNothing()
        .returning();
      return row;
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
