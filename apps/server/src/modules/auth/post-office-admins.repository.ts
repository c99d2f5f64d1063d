import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { stores } from '../../db/schema/stores';

/** A user as the post-office screens see them: role, outlet code (and that outlet), and whether they own a store. */
export function createPostOfficeAdminsRepository(db: Database) {
  return {
    find: async (userId: string) =>
      (
        await db
          .select({ role: users.role, outletCode: users.outletCode, outletId: outlets.id, storeId: stores.id })
          .from(users)
          .leftJoin(outlets, eq(outlets.code, users.outletCode))
          .leftJoin(stores, eq(stores.ownerUserId, users.id))
          .where(eq(users.id, userId))
      )[0],
  };
}

export type PostOfficeAdminsRepository = ReturnType<typeof createPostOfficeAdminsRepository>;
