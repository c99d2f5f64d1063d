import { TRACKED_MAILING_STATUSES } from '@songdee/shared/mailing/mailing.constants';
import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import { and, asc, count, eq, gt, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow } from '../../db/query-helpers';
import { mailings, trackingSyncs } from '../../db/schema/mailings';

export type TrackingSyncRow = typeof trackingSyncs.$inferSelect;
export type TrackedMailing = Awaited<ReturnType<TrackingRepository['listTracked']>>[number];
export interface SyncCounts {
  checked: number;
  updated: number;
  delivered: number;
}

/** A parcel the push service sent events for within this many hours is not polled (polling is the fallback). */
const PUSHED_RECENTLY_HOURS = 24;

/**
 * The store's mailings track and trace still moves (not delivered, withdrawn or cancelled; a delivered COD parcel
 * until its money is transferred), after mailing `after` in
 * the sync's order (created, barcode), leaving out those the push service keeps up to date.
 */
function tracked(storeId: string, after: string | null | undefined): SQL | undefined {
  const past = after
    ? sql`(${mailings.createdAt}, ${mailings.barcode}) > (select m.created_at, m.barcode from ${mailings} m where m.id = ${after})`
    : undefined;
  const notPushed = sql`(${mailings.trackPushedAt} IS NULL OR ${mailings.trackPushedAt} < now() - make_interval(hours => ${PUSHED_RECENTLY_HOURS}))`;
  // A delivered COD parcel is still asked about until its 901 (the money transferred) comes.
  const moving = or(
    inArray(mailings.statusKey, [...TRACKED_MAILING_STATUSES]),
    and(eq(mailings.statusKey, 'DELIVERED'), isNotNull(mailings.codAmountSatang), isNull(mailings.codTransferredAt)),
  );
  return and(eq(mailings.storeId, storeId), moving, notPushed, past);
}

/** The tracking sync's reads and writes; on any executor, so the background job does its share in its own transaction. */
export function createTrackingRepository(db: Executor) {
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
            set: { syncedAt: sql`now()`, checked: 0, updated: 0, delivered: 0, resumeAfter: null, pending: 0 },
            setWhere: sql`${trackingSyncs.syncedAt} <= now() - make_interval(hours => ${TRACKING_SYNC_INTERVAL_HOURS})`,
          })
          .returning(),
      ),

    /** Records what a sync (or its part) did: `resumeAfter` set when mailings are left for the background job. */
    finish: async (storeId: string, counts: SyncCounts & { resumeAfter: string | null; pending: number }) =>
      (await db.update(trackingSyncs).set(counts).where(eq(trackingSyncs.storeId, storeId)).returning())[0],

    /** Gives the slot back after a failed call, so the next request may try again at once. */
    release: async (storeId: string, previous: TrackingSyncRow | undefined) => {
      if (previous) await db.update(trackingSyncs).set(previous).where(eq(trackingSyncs.storeId, storeId));
      else await db.delete(trackingSyncs).where(eq(trackingSyncs.storeId, storeId));
    },

    /**
     * Syncs a request left unfinished (mailings pending; `resumeAfter` null when the quota held it before its first
     * batch), locked for this transaction; a second process skips them.
     */
    lockUnfinished: () =>
      db
        .select()
        .from(trackingSyncs)
        .where(gt(trackingSyncs.pending, 0))
        .orderBy(asc(trackingSyncs.syncedAt))
        .for('update', { skipLocked: true }),

    /** The mailings to check, oldest first, after mailing `after` (a sync's resume point); `limit` rows at most. */
    listTracked: (storeId: string, after: string | null | undefined, limit?: number) => {
      const query = db
        .select({
          id: mailings.id,
          barcode: mailings.barcode,
          statusKey: mailings.statusKey,
          trackStatusCode: mailings.trackStatusCode,
          trackStatusDate: mailings.trackStatusDate,
        })
        .from(mailings)
        .where(tracked(storeId, after))
        .orderBy(asc(mailings.createdAt), asc(mailings.barcode))
        .$dynamic();
      return limit === undefined ? query : query.limit(limit);
    },

    countTracked: async (storeId: string, after: string | null | undefined) =>
      (await db.select({ n: count() }).from(mailings).where(tracked(storeId, after)))[0]?.n ?? 0,
  };
}

export type TrackingRepository = ReturnType<typeof createTrackingRepository>;
