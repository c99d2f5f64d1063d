import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { stores } from '../../db/schema/stores';

/**
 * A user as the post-office screens and the role matrix see them: role, outlet code (and that outlet), zone, and the
 * store they own.
 */
export function createPostOfficeAdminsRepository(db: Database) {
  return {
    find: async (userId: string) =>
      (
        await db
          .select({ role: users.role, outletCode: users.outletCode, outletId: outlets.id, storeId: stores.id, zone: users.zone })
          .from(users)
          .leftJoin(outlets, eq(outlets.code, users.outletCode))
          .leftJoin(stores, eq(stores.ownerUserId, users.id))
          .where(eq(users.id, userId))
      )[0],

    /** The owner of a store, or undefined when there is no such store. */
    storeOwner: async (storeId: string) =>
      (await db.select({ ownerUserId: stores.ownerUserId }).from(stores).where(eq(stores.id, storeId)))[0]?.ownerUserId,
  };
}

export type PostOfficeAdminsRepository = ReturnType<typeof createPostOfficeAdminsRepository>;
