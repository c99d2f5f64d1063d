import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { trackingSyncs } from '../../db/schema/mailings';

export type TrackingSyncRow = typeof trackingSyncs.$inferSelect;

export function createTrackingRepository(db: Database) {
  return {
    find: async (storeId: string) => (await db.select().from(trackingSyncs).where(eq(trackingSyncs.storeId, storeId)))[0],

    /**
     * Claims the store's sync slot in one statement: only when there is no sync yet or the last one is
     * at least 3 hours old does the row move to now and come back. Two processes (or two tabs) asking at
     * once get one claim; the other serves the cached result.
     */
    claim: (storeId: string) =>
      firstRow(
        db
          .insert(trackingSyncs)
          .values({ storeId, syncedAt: sql`now()` })
          .onConflictDoUpdate({
            target: trackingSyncs.storeId,
            set: { syncedAt: sql`now()`, checked: 0, updated: 0, delivered: 0 },
            setWhere: sql`${trackingSyncs.syncedAt} <= now() - make_interval(hours => ${TRACKING_SYNC_INTERVAL_HOURS})`,
          })
          .returning(),
      ),

    finish: async (storeId: string, counts: { checked: number; updated: number; delivered: number }) =>
      (await db.update(trackingSyncs).set(counts).where(eq(trackingSyncs.storeId, storeId)).returning())[0],

    /** Gives the slot back after a failed call, so the next request may try again at once. */
    release: async (storeId: string, previous: TrackingSyncRow | undefined) => {
      if (previous) await db.update(trackingSyncs).set(previous).where(eq(trackingSyncs.storeId, storeId));
      else await db.delete(trackingSyncs).where(eq(trackingSyncs.storeId, storeId));
    },
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
