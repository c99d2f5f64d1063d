import { TRACK_BATCH_SIZE } from '@songdee/shared/mailing/mailing.constants';
import type { TrackingHold, TrackingSyncResult, TrackingSyncState } from '@songdee/shared/mailing/mailing.schema';
import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import type { Executor } from '../../db/client';
import { type TrackTraceClient, TrackTraceError } from '../../integrations/track-trace/client';
import { AppError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import { createTrackQuotaRepository, type TrackQuotaRepository, trackingHold } from './track-quota.repository';
import {
  createTrackingRepository,
  type SyncCounts,
  type TrackedMailing,
  type TrackingRepository,
  type TrackingSyncRow,
} from './tracking.repository';
import { recordTrackEvents } from './tracking-events.repository';

const INTERVAL_MS = TRACKING_SYNC_INTERVAL_HOURS * 3600_000;

function result(row: TrackingSyncRow, fromCache: boolean, hold: TrackingHold | null): TrackingSyncResult {
  return {
    syncedAt: row.syncedAt.toISOString(),
    nextSyncAt: new Date(row.syncedAt.getTime() + INTERVAL_MS).toISOString(),
    fromCache,
    checked: row.checked,
    updated: row.updated,
    delivered: row.delivered,
    pending: row.pending,
    hold,
  };
}

/** Tells the seller, once per sync (or per part of one), which parcels' statuses changed and how many were delivered. */
export type NotifyTrackingChange = (storeId: string, changed: { barcodes: string[]; delivered: number }, tx?: Executor) => Promise<unknown>;

/**
 * Asks track and trace about `tracked` in batches of 100 and records each batch's events (and the statuses they make)
 * in one short transaction; after a batch, `stop()` may end the run early (the request's bound). Before each batch
 * the quota is read: when fewer than a batch remain today, or a 429's back-off runs, the run stops and says why
 * (`hold`). Answers the counts, the changed barcodes and the last mailing checked (where the rest resumes).
 */
async function checkMailings(deps: SyncDeps, tracked: TrackedMailing[], stop = () => false) {
  const { client, quota, now } = deps;
  const counts: SyncCounts = { checked: 0, updated: 0, delivered: 0 };
  const barcodes: string[] = [];
  let last: string | undefined;
  let hold: TrackingHold | null = null;
  for (let i = 0; i < tracked.length; i += TRACK_BATCH_SIZE) {
    hold = trackingHold(await quota.find(), now());
    if (hold) break;
    const batch = tracked.slice(i, i + TRACK_BATCH_SIZE);
    let answer: Awaited<ReturnType<TrackTraceClient['track']>>;
    try {
      answer = await client.track(
        batch.map((m) => m.barcode),
        'TH',
      );
    } catch (error) {
      if (!(error instanceof TrackTraceError) || error.status !== 429) throw error;
      // Too many requests: no call before Retry-After (or the back-off's next step); the rest waits for then.
      hold = { reason: 'RATE_LIMITED', until: (await quota.backOff(now(), error.retryAfterMs)).toISOString() };
      break;
    }
    await quota.record(now(), answer.trackCount);
    const changes = await recordTrackEvents(deps.db, 'poll', answer.events);
    counts.checked += batch.length;
    for (const change of changes) {
      barcodes.push(change.barcode);
      counts.updated++;
      if (change.statusKey === 'DELIVERED') counts.delivered++;
    }
    last = batch.at(-1)?.id;
    if (stop()) break;
  }
  return { counts, barcodes, last, hold };
}

interface SyncDeps {
  db: Executor;
  client: TrackTraceClient;
  quota: TrackQuotaRepository;
  now: () => Date;
}

const TRACKING_SYNC_REST_JOB = 'tracking-sync-rest';

/**
 * The background part of the syncs a request left unfinished (mailings pending): each goes on from where the
 * request stopped to the store's last mailing, inside the job's transaction, whose row locks (SKIP LOCKED) and
 * commit make every mailing checked once; a failed call rolls the part back and the next tick tries again.
 * When the quota or a 429 holds syncing, the part stops where it got to and a later tick (the next Bangkok day, or
 * after the back-off) goes on. One notification per store for the part, as for the request's.
 */
export function trackingSyncRestJob(deps: { client: TrackTraceClient; notifyTrackingChange?: NotifyTrackingChange }): ScheduledJob<{
  stores: number;
  checked: number;
  hold?: TrackingHold;
}> {
  return {
    name: TRACKING_SYNC_REST_JOB,
    periodOf: (now) => now.toISOString().slice(0, 16),
    async run(tx, at) {
      const syncs = createTrackingRepository(tx);
      const sync = { db: tx, client: deps.client, quota: createTrackQuotaRepository(tx, deps.client.keyId), now: () => at };
      const unfinished = await syncs.lockUnfinished();
      let checked = 0;
      let stores = 0;
      for (const row of unfinished) {
        const done = await checkMailings(sync, await syncs.listTracked(row.storeId, row.resumeAfter));
        if (done.barcodes.length > 0)
          await deps.notifyTrackingChange?.(row.storeId, { barcodes: done.barcodes, delivered: done.counts.delivered }, tx);
        const resumeAfter = done.hold ? (done.last ?? row.resumeAfter) : null;
        await syncs.finish(row.storeId, {
          checked: row.checked + done.counts.checked,
          updated: row.updated + done.counts.updated,
          delivered: row.delivered + done.counts.delivered,
          resumeAfter,
          pending: done.hold ? await syncs.countTracked(row.storeId, resumeAfter) : 0,
        });
        checked += done.counts.checked;
        stores++;
        if (done.hold) return { stores, checked, hold: done.hold };
      }
      return { stores, checked };
    },
  };
}

export function createTrackingService(deps: {
  db: Executor;
  syncs: TrackingRepository;
  client: TrackTraceClient;
  stores: Pick<StoresService, 'assertOwner'>;
  /** The request's bound: at most `perRequest` mailings, and no new batch once `requestMs` have passed. */
  bound: { perRequest: number; requestMs: number };
  notifyTrackingChange?: NotifyTrackingChange;
  /** Called when a request left mailings for the background job (the module starts the job's next run). */
  onPending?: () => void;
  now?: () => Date;
}) {
  const { syncs, client, stores, bound, notifyTrackingChange } = deps;
  const now = deps.now ?? (() => new Date());
  const quota = createTrackQuotaRepository(deps.db, client.keyId);
  const currentHold = async () => trackingHold(await quota.find(), now());

  return {
    /** The store's last sync as it stands (the safe GET): reads only, never calls the postal service. */
    async lastTrackingStatus(actor: Actor, storeId: string): Promise<TrackingSyncState> {
      await stores.assertOwner(actor, storeId);
      const row = await syncs.find(storeId);
      const hold = await currentHold();
      if (row) return result(row, true, hold);
      return { syncedAt: null, nextSyncAt: now().toISOString(), fromCache: true, checked: 0, updated: 0, delivered: 0, pending: 0, hold };
    },

    /**
     * Syncs the store's undelivered mailings with track and trace, at most once per 3 hours per store; within that
     * window the last result is returned without calling out. Barcodes go in batches of 100; descriptions are stored
     * as the service sent them (Thai) and shown from our own catalogue by code. The request checks a bounded share
     * (`bound`) and answers how many are `pending`; the background job (trackingSyncRestJob) checks the rest. While
     * the daily quota or a 429's back-off holds syncing, the answer's `hold` says so and the rest waits for the job.
     */
    async updateTrackingStatus(actor: Actor, storeId: string): Promise<TrackingSyncResult> {
      await stores.assertOwner(actor, storeId);
      const previous = await syncs.find(storeId);
      const claimed = await syncs.claim(storeId);
      if (!claimed) {
        const current = (await syncs.find(storeId)) ?? previous;
        if (!current) throw new AppError('INTERNAL');
        return result(current, true, await currentHold());
      }
      const started = performance.now();
      let done: Awaited<ReturnType<typeof checkMailings>>;
      let pending = 0;
      try {
        const tracked = await syncs.listTracked(storeId, null, bound.perRequest);
        done = await checkMailings({ db: deps.db, client, quota, now }, tracked, () => performance.now() - started >= bound.requestMs);
        if (done.hold || (done.last && (done.counts.checked < tracked.length || tracked.length === bound.perRequest))) {
          pending = await syncs.countTracked(storeId, done.last ?? null);
        }
      } catch (error) {
        await syncs.release(storeId, previous);
        if (error instanceof AppError) throw error;
        throw new AppError('TRACKING_UNAVAILABLE');
      }
      // One notification (and one live event) for the request's part, not one per parcel.
      if (done.barcodes.length > 0) await notifyTrackingChange?.(storeId, { barcodes: done.barcodes, delivered: done.counts.delivered });
      const finished = await syncs.finish(storeId, { ...done.counts, resumeAfter: pending > 0 ? (done.last ?? null) : null, pending });
      if (pending > 0 && !done.hold) deps.onPending?.();
      return result(finished ?? claimed, false, done.hold);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
