import type { PublicTracking } from '@songdee/shared/mailing/public-tracking.schema';
import { readS10 } from '@songdee/shared/mailing/s10';
import type { MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { AppError } from '../../lib/app-error';
import { type Coded, deliveryName, text, textOr } from '../../lib/text';
import { cached } from '../../lib/ttl-cache';
import type { PublicTrackingRepository } from './public-tracking.repository';

/**
 * How long a parcel's public answer is served from memory: a page opened from a label's QR code, refreshed, shared
 * in a chat, asks for the same parcel many times in a minute, while its status moves a few times a day (by push as
 * it happens, by polling every 3 hours). Half a minute late is nothing to a buyer; it spares the database a burst.
 */
export const PUBLIC_TRACKING_TTL_MS = 30_000;
/** Parcels kept per process (a few hundred bytes each). */
const PUBLIC_TRACKING_KEPT = 2_000;

type ParcelRow = NonNullable<Awaited<ReturnType<PublicTrackingRepository['findParcel']>>>;
type EventRow = Awaited<ReturnType<PublicTrackingRepository['eventsOf']>>[number];

function present(parcel: ParcelRow, events: EventRow[]): Coded<PublicTracking> {
  const statusKey = parcel.statusKey as MailingStatusKey;
  return {
    barcode: parcel.barcode,
    status: { referenceKey: statusKey, name: text(`reference.statuses.mailing.${statusKey}`) },
    service: deliveryName(parcel.deliveryOptionId),
    storeName: parcel.storeName,
    events: events.map((e) => ({
      code: e.code,
      // Our name of the code, never the postal service's own text: its delivery texts can name who signed for it.
      name: textOr(`mailing.trackStatuses.${e.code}`, String(e.code)),
      date: e.occurredAt.toISOString(),
      location: e.location,
    })),
  };
}

/** A parcel's tracking for anyone holding its barcode: no sign-in, nothing personal (public-tracking.repository.ts). */
export function createPublicTrackingService(repo: PublicTrackingRepository, options: { ttlMs?: number } = {}) {
  // An unknown barcode is not kept (a failed load never is): the parcel may be published the next moment.
  const load = cached(
    async (barcode: string) => {
      const parcel = await repo.findParcel(barcode);
      if (!parcel) throw new AppError('PARCEL_NOT_FOUND');
      return present(parcel, await repo.eventsOf(parcel.id));
    },
    { ttlMs: options.ttlMs ?? PUBLIC_TRACKING_TTL_MS, maxEntries: PUBLIC_TRACKING_KEPT },
  );
  return {
    /** The parcel's status and events; PARCEL_NOT_FOUND for an unknown barcode and for a text that is no S10 barcode. */
    track(typed: string): Promise<Coded<PublicTracking>> {
      const barcode = readS10(typed);
      if (!barcode) return Promise.reject(new AppError('PARCEL_NOT_FOUND'));
      return load(barcode);
    },
  };
}

export type PublicTrackingService = ReturnType<typeof createPublicTrackingService>;
