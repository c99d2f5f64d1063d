import { TRACK_BATCH_SIZE, TRACKED_MAILING_STATUSES } from '@songdee/shared/mailing/mailing.constants';
import { and, asc, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { mailings } from '../../db/schema/mailings';
import type { TrackWebhookClient } from '../../integrations/track-trace/webhook-client';
import type { ScheduledJob } from '../../lib/scheduled-jobs';

/** A failed subscription is tried again after 1, 2, 4 ... minutes, at most 6 hours. */
const subscribeRetryMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);

export interface SubscribeOutcome {
  subscribed: number;
  failed: number;
  /** Markers dropped because the mailing no longer needs tracking (cancelled or already finished). */
  dropped: number;
}

/**
 * Subscribes up to 100 due barcodes to the push service in the caller's transaction. The rows are taken with
 * FOR UPDATE SKIP LOCKED and their marker cleared in the same transaction, so two processes (the job and the
 * after-publish start, or two servers) never subscribe one barcode twice: the second skips rows the first holds and,
 * once the first commits, no longer finds them due. A refused or failed call moves the marker later instead.
 */
async function subscribeDueBatch(tx: Executor, webhook: TrackWebhookClient): Promise<SubscribeOutcome> {
  const due = await tx
    .select({ id: mailings.id, barcode: mailings.barcode, statusKey: mailings.statusKey, attempts: mailings.trackSubscribeAttempts })
    .from(mailings)
    .where(and(isNotNull(mailings.trackSubscribeAfter), lte(mailings.trackSubscribeAfter, sql`now()`)))
    .orderBy(asc(mailings.trackSubscribeAfter))
    .limit(TRACK_BATCH_SIZE)
    .for('update', { skipLocked: true });
  const live = due.filter((m) => TRACKED_MAILING_STATUSES.includes(m.statusKey as (typeof TRACKED_MAILING_STATUSES)[number]));
  const gone = due.filter((m) => !live.includes(m));
  if (gone.length > 0)
    await tx
      .update(mailings)
      .set({ trackSubscribeAfter: null })
      .where(
        inArray(
          mailings.id,
          gone.map((m) => m.id),
        ),
      );
  if (live.length === 0) return { subscribed: 0, failed: 0, dropped: gone.length };
  const ids = live.map((m) => m.id);
  try {
    await webhook.subscribe(live.map((m) => m.barcode));
  } catch {
    const attempts = (live[0]?.attempts ?? 0) + 1;
    await tx
      .update(mailings)
      .set({
        trackSubscribeAttempts: sql`${mailings.trackSubscribeAttempts} + 1`,
        trackSubscribeAfter: sql`now() + make_interval(secs => ${subscribeRetryMs(attempts) / 1000})`,
      })
      .where(inArray(mailings.id, ids));
    return { subscribed: 0, failed: live.length, dropped: gone.length };
  }
  await tx.update(mailings).set({ trackSubscribeAfter: null, trackSubscribedAt: sql`now()` }).where(inArray(mailings.id, ids));
  return { subscribed: live.length, failed: 0, dropped: gone.length };
}

/** Batches until nothing is due (or a call fails, or `maxBatches`), each batch in its own short transaction. */
export async function subscribeDue(db: Database | Executor, webhook: TrackWebhookClient, maxBatches = 10): Promise<SubscribeOutcome> {
  const total: SubscribeOutcome = { subscribed: 0, failed: 0, dropped: 0 };
  for (let i = 0; i < maxBatches; i++) {
    const one = await db.transaction((tx) => subscribeDueBatch(tx, webhook));
    total.subscribed += one.subscribed;
    total.failed += one.failed;
    total.dropped += one.dropped;
    if (one.failed > 0 || one.subscribed + one.dropped < TRACK_BATCH_SIZE) break;
  }
  return total;
}

const TRACK_SUBSCRIBE_JOB = 'track-subscribe';

/** The retry path: every scheduled tick subscribes what is due (what the after-publish start missed or failed). */
export function trackSubscribeJob(webhook: TrackWebhookClient): ScheduledJob<SubscribeOutcome> {
  return {
    name: TRACK_SUBSCRIBE_JOB,
    periodOf: (now) => now.toISOString().slice(0, 16),
    run: (tx) => subscribeDue(tx, webhook),
  };
}
