import { mailingStatusForTrackCode, TRACK_BATCH_SIZE } from '@songdee/shared/mailing/mailing.constants';
import type { TrackingSyncResult, TrackingSyncState } from '@songdee/shared/mailing/mailing.schema';
import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import type { Executor } from '../../db/client';
import type { TrackEvent, TrackTraceClient } from '../../integrations/track-trace/client';
import { AppError } from '../../lib/app-error';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import {
  createTrackingRepository,
  type SyncCounts,
  type TrackedMailing,
  type TrackingRepository,
  type TrackingSyncRow,
} from './tracking.repository';

const INTERVAL_MS = TRACKING_SYNC_INTERVAL_HOURS * 3600_000;

function result(row: TrackingSyncRow, fromCache: boolean): TrackingSyncResult {
  return {
    syncedAt: row.syncedAt.toISOString(),
    nextSyncAt: new Date(row.syncedAt.getTime() + INTERVAL_MS).toISOString(),
    fromCache,
    checked: row.checked,
    updated: row.updated,
    delivered: row.delivered,
    pending: row.pending,
  };
}

/** The newest event; on equal times the further-along code (a delivery beats its out-for-delivery scan). */
function latest(events: TrackEvent[]): TrackEvent | undefined {
  return events.reduce<TrackEvent | undefined>((best, e) => {
    if (!best) return e;
    const diff = e.date.getTime() - best.date.getTime();
    return diff > 0 || (diff === 0 && e.code > best.code) ? e : best;
  }, undefined);
}

/** Tells the seller, once per sync (or per part of one), which parcels' statuses changed and how many were delivered. */
export type NotifyTrackingChange = (storeId: string, changed: { barcodes: string[]; delivered: number }, tx?: Executor) => Promise<unknown>;

/**
 * Asks track and trace about `tracked` in batches of 100 and writes each batch's changes in one statement; after a
 * batch, `stop()` may end the run early (the request's bound). Answers the counts, the changed barcodes and the
 * last mailing checked (where the rest resumes).
 */
async function checkMailings(client: TrackTraceClient, syncs: TrackingRepository, tracked: TrackedMailing[], stop = () => false) {
  const counts: SyncCounts = { checked: 0, updated: 0, delivered: 0 };
  const barcodes: string[] = [];
  let last: string | undefined;
  for (let i = 0; i < tracked.length; i += TRACK_BATCH_SIZE) {
    const batch = tracked.slice(i, i + TRACK_BATCH_SIZE);
    const events = await client.track(
      batch.map((m) => m.barcode),
      'TH',
    );
    const changes = batch.flatMap((mailing) => {
      const event = latest(events.get(mailing.barcode) ?? []);
      if (!event) return [];
      if (event.code === mailing.trackStatusCode && event.date.getTime() === mailing.trackStatusDate?.getTime()) return [];
      const statusKey = mailingStatusForTrackCode(event.code, mailing.statusKey as MailingStatusKey);
      return [{ id: mailing.id, barcode: mailing.barcode, statusKey, code: event.code, description: event.description, date: event.date }];
    });
    // One statement per batch of 100, not one per parcel.
    await syncs.updateTrackStatuses(changes);
    counts.checked += batch.length;
    for (const change of changes) {
      barcodes.push(change.barcode);
      counts.updated++;
      if (change.statusKey === 'DELIVERED') counts.delivered++;
    }
    last = batch.at(-1)?.id;
    if (stop()) break;
  }
  return { counts, barcodes, last };
}

export const TRACKING_SYNC_REST_JOB = 'tracking-sync-rest';

/**
 * The background part of the syncs a request left unfinished (`resume_after` set): each goes on from where the
 * request stopped to the store's last mailing, inside the job's transaction, whose row locks (SKIP LOCKED) and
 * commit make every mailing checked once; a failed call rolls the part back and the next tick tries again.
 * One notification per store for the part, as for the request's.
 */
export function trackingSyncRestJob(deps: { client: TrackTraceClient; notifyTrackingChange?: NotifyTrackingChange }): ScheduledJob<{
  stores: number;
  checked: number;
}> {
  return {
    name: TRACKING_SYNC_REST_JOB,
    periodOf: (now) => now.toISOString().slice(0, 16),
    async run(tx) {
      const syncs = createTrackingRepository(tx);
      const unfinished = await syncs.lockUnfinished();
      let checked = 0;
      for (const sync of unfinished) {
        const done = await checkMailings(deps.client, syncs, await syncs.listTracked(sync.storeId, sync.resumeAfter));
        if (done.barcodes.length > 0)
          await deps.notifyTrackingChange?.(sync.storeId, { barcodes: done.barcodes, delivered: done.counts.delivered }, tx);
        await syncs.finish(sync.storeId, {
          checked: sync.checked + done.counts.checked,
          updated: sync.updated + done.counts.updated,
          delivered: sync.delivered + done.counts.delivered,
          resumeAfter: null,
          pending: 0,
        });
        checked += done.counts.checked;
      }
      return { stores: unfinished.length, checked };
    },
  };
}

export function createTrackingService(deps: {
  syncs: TrackingRepository;
  client: TrackTraceClient;
  stores: Pick<StoresService, 'assertOwner'>;
  /** The request's bound: at most `perRequest` mailings, and no new batch once `requestMs` have passed. */
  bound: { perRequest: number; requestMs: number };
  notifyTrackingChange?: NotifyTrackingChange;
  /** Called when a request left mailings for the background job (the module starts the job's next run). */
  onPending?: () => void;
}) {
  const { syncs, client, stores, bound, notifyTrackingChange } = deps;

  return {
    /** The store's last sync as it stands (the safe GET): reads only, never calls the postal service. */
    async lastTrackingStatus(actor: Actor, storeId: string): Promise<TrackingSyncState> {
      await stores.assertOwner(actor, storeId);
      const row = await syncs.find(storeId);
      if (row) return result(row, true);
      return { syncedAt: null, nextSyncAt: new Date().toISOString(), fromCache: true, checked: 0, updated: 0, delivered: 0, pending: 0 };
    },

    /**
     * Syncs the store's undelivered mailings with track and trace, at most once per 3 hours per store
     * (spec 2 section 7); within that window the last result is returned without calling out.
     * Barcodes go in batches of 100; descriptions are stored as the service sent them (Thai) and
     * shown from our own catalogue by code. The request checks a bounded share (`bound`) and answers how many
     * are `pending`; the background job (trackingSyncRestJob) checks the rest.
     */
    async updateTrackingStatus(actor: Actor, storeId: string): Promise<TrackingSyncResult> {
      await stores.assertOwner(actor, storeId);
      const previous = await syncs.find(storeId);
      const claimed = await syncs.claim(storeId);
      if (!claimed) {
        const current = (await syncs.find(storeId)) ?? previous;
        if (!current) throw new AppError('INTERNAL');
        return result(current, true);
      }
      const started = performance.now();
      let done: Awaited<ReturnType<typeof checkMailings>>;
      let pending = 0;
      try {
        const tracked = await syncs.listTracked(storeId, null, bound.perRequest);
        done = await checkMailings(client, syncs, tracked, () => performance.now() - started >= bound.requestMs);
        if (done.last && (done.counts.checked < tracked.length || tracked.length === bound.perRequest)) {
          pending = await syncs.countTracked(storeId, done.last);
        }
      } catch (error) {
        await syncs.release(storeId, previous);
        if (error instanceof AppError) throw error;
        throw new AppError('TRACKING_UNAVAILABLE');
      }
      // One notification (and one live event) for the request's part, not one per parcel.
      if (done.barcodes.length > 0) await notifyTrackingChange?.(storeId, { barcodes: done.barcodes, delivered: done.counts.delivered });
      const finished = await syncs.finish(storeId, { ...done.counts, resumeAfter: pending > 0 ? (done.last ?? null) : null, pending });
      if (pending > 0) deps.onPending?.();
      return result(finished ?? claimed, false);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
