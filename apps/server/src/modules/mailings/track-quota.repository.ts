import { TRACK_BATCH_SIZE } from '@songdee/shared/mailing/mailing.constants';
import type { TrackingHold } from '@songdee/shared/mailing/mailing.schema';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { trackQuota } from '../../db/schema/tracking';

/** The Bangkok calendar day of `now` (YYYY-MM-DD): the postal quota's day. */
export function bangkokDate(now: Date): string {
  return new Date(now.getTime() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** The next Bangkok midnight after `now`, when a spent daily quota starts again. */
export function nextBangkokMidnight(now: Date): Date {
  return new Date(`${bangkokDate(new Date(now.getTime() + 24 * 3600_000))}T00:00:00+07:00`);
}

/** A 429 without Retry-After waits 1, 2, 4 ... minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 3600_000);
}

export type TrackQuotaRow = typeof trackQuota.$inferSelect;

/**
 * Whether syncing must wait, from the quota row: after a 429 until its retry time; on the quota's day, once fewer
 * than a batch of 100 remain (the margin: the next call could take up to 100), until the next Bangkok day.
 */
export function trackingHold(row: TrackQuotaRow | undefined, now: Date): TrackingHold | null {
  if (!row) return null;
  if (row.retryAt && row.retryAt > now) return { reason: 'RATE_LIMITED', until: row.retryAt.toISOString() };
  // A limit of 0 is none reported yet (a 429 came first, or answers without a count).
  if (row.countLimit > 0 && row.trackDate === bangkokDate(now) && row.countLimit - row.countNumber < TRACK_BATCH_SIZE)
    return { reason: 'DAILY_QUOTA', until: nextBangkokMidnight(now).toISOString() };
  return null;
}

/** The quota's row for one API key (`keyId` is a hash of the key, never the key). */
export function createTrackQuotaRepository(db: Executor, keyId: string) {
  return {
    find: async () => (await db.select().from(trackQuota).where(eq(trackQuota.keyId, keyId)))[0],

    /** What an answer's `track_count` said; a successful call also ends any back-off. */
    record: (now: Date, count: { countNumber: number; limit: number } | undefined) =>
      db
        .insert(trackQuota)
        .values({ keyId, trackDate: bangkokDate(now), countNumber: count?.countNumber ?? 0, countLimit: count?.limit ?? 0 })
        .onConflictDoUpdate({
          target: trackQuota.keyId,
          set: {
            trackDate: bangkokDate(now),
            // An answer without a count keeps the last one of the day.
            countNumber: count
              ? count.countNumber
              : sql`CASE WHEN ${trackQuota.trackDate} = ${bangkokDate(now)}::date THEN ${trackQuota.countNumber} ELSE 0 END`,
            countLimit: count
              ? count.limit
              : sql`CASE WHEN ${trackQuota.trackDate} = ${bangkokDate(now)}::date THEN ${trackQuota.countLimit} ELSE 0 END`,
            retryAt: null,
            backoffAttempts: 0,
            updatedAt: now,
          },
        }),

    /** A 429: no call before Retry-After, or before the exponential back-off's next step. Answers the retry time. */
    async backOff(now: Date, retryAfterMs: number | undefined): Promise<Date> {
      const [row] = await db
        .insert(trackQuota)
        .values({ keyId, trackDate: bangkokDate(now), backoffAttempts: 1, updatedAt: now })
        .onConflictDoUpdate({ target: trackQuota.keyId, set: { backoffAttempts: sql`${trackQuota.backoffAttempts} + 1`, updatedAt: now } })
        .returning({ attempts: trackQuota.backoffAttempts });
      const retryAt = new Date(now.getTime() + (retryAfterMs ?? backoffMs(row?.attempts ?? 1)));
      await db.update(trackQuota).set({ retryAt }).where(eq(trackQuota.keyId, keyId));
      return retryAt;
    },
  };
}

export type TrackQuotaRepository = ReturnType<typeof createTrackQuotaRepository>;
