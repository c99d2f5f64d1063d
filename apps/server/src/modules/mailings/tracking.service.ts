import { mailingStatusForTrackCode, TRACK_BATCH_SIZE, TRACKED_MAILING_STATUSES } from '@songdee/shared/mailing/mailing.constants';
import type { TrackingSyncResult, TrackingSyncState } from '@songdee/shared/mailing/mailing.schema';
import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import type { TrackEvent, TrackTraceClient } from '../../integrations/track-trace/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import type { MailingsRepository } from './mailings.repository';
import type { TrackingRepository, TrackingSyncRow } from './tracking.repository';

const INTERVAL_MS = TRACKING_SYNC_INTERVAL_HOURS * 3600_000;

function result(row: TrackingSyncRow, fromCache: boolean): TrackingSyncResult {
  return {
    syncedAt: row.syncedAt.toISOString(),
    nextSyncAt: new Date(row.syncedAt.getTime() + INTERVAL_MS).toISOString(),
    fromCache,
    checked: row.checked,
    updated: row.updated,
    delivered: row.delivered,
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

export function createTrackingService(deps: {
  repo: MailingsRepository;
  syncs: TrackingRepository;
  client: TrackTraceClient;
  stores: Pick<StoresService, 'assertOwner'>;
  /** Tells the seller, once per sync, which parcels' statuses changed and how many were delivered (TypeNotification 2). */
  notifyTrackingChange?: (storeId: string, changed: { barcodes: string[]; delivered: number }) => Promise<unknown>;
}) {
  const { repo, syncs, client, stores, notifyTrackingChange } = deps;

  return {
    /** The store's last sync as it stands (the safe GET): reads only, never calls the postal service. */
    async lastTrackingStatus(actor: Actor, storeId: string): Promise<TrackingSyncState> {
      await stores.assertOwner(actor, storeId);
      const row = await syncs.find(storeId);
      if (row) return result(row, true);
      return { syncedAt: null, nextSyncAt: new Date().toISOString(), fromCache: true, checked: 0, updated: 0, delivered: 0 };
    },

    /**
     * Syncs the store's undelivered mailings with track and trace, at most once per 3 hours per store
     * (spec 2 section 7); within that window the last result is returned without calling out.
     * Barcodes go in batches of 100; descriptions are stored as the service sent them (Thai) and
     * shown from our own catalogue by code.
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
      const tracked = await repo.listTracked(storeId, TRACKED_MAILING_STATUSES);
      const counts = { checked: tracked.length, updated: 0, delivered: 0 };
      const changedBarcodes: string[] = [];
      try {
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
            return [
              { id: mailing.id, barcode: mailing.barcode, statusKey, code: event.code, description: event.description, date: event.date },
            ];
          });
          // One statement per batch of 100, not one per parcel.
          await repo.updateTrackStatuses(changes);
          for (const change of changes) {
            changedBarcodes.push(change.barcode);
            counts.updated++;
            if (change.statusKey === 'DELIVERED') counts.delivered++;
          }
        }
      } catch (error) {
        await syncs.release(storeId, previous);
        if (error instanceof AppError) throw error;
        throw new AppError('TRACKING_UNAVAILABLE');
      }
      // One notification (and one live event) for the whole sync, not one per parcel.
      if (changedBarcodes.length > 0) await notifyTrackingChange?.(storeId, { barcodes: changedBarcodes, delivered: counts.delivered });
      const finished = await syncs.finish(storeId, counts);
      return result(finished ?? claimed, false);
    },
  };
}

export type TrackingService = ReturnType<typeof createTrackingService>;
