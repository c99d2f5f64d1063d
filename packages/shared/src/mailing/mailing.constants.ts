import type { MailingStatusKey } from '../reference/status-keys';

/** Height in pixels GET /api/barcode draws when none is given (the spec calls it with 100). */
export const BARCODE_IMAGE_DEFAULT_HEIGHT = 100;
export const BARCODE_IMAGE_MAX_HEIGHT = 400;
/** Characters a Code 128 image request may carry: printable ASCII, as on a parcel label. */
export const BARCODE_TEXT_PATTERN = /^[\x20-\x7E]{1,48}$/;

/** Track-and-trace answers at most this many barcodes per call (postal-facts.md). */
export const TRACK_BATCH_SIZE = 100;

/**
 * Track-and-trace status codes (postal-facts.md); their Thai and English names are in the
 * `mailing` i18n namespace under `trackStatuses.<code>`.
 */
export const TRACK_STATUS_CODES = [101, 102, 103, 201, 202, 203, 204, 205, 206, 207, 301, 302, 401, 501] as const;
export type TrackStatusCode = (typeof TRACK_STATUS_CODES)[number];
export const TRACK_STATUS_DELIVERED = 501;

/**
 * The mailing status a track-and-trace code moves a mailing to. Only delivery (501) changes it:
 * "during hand-over list preparation" is our own state (set by shipping lists), and every other
 * code means the parcel is still on its way, which the track status column already shows.
 */
export function mailingStatusForTrackCode(code: number, current: MailingStatusKey): MailingStatusKey {
  return code === TRACK_STATUS_DELIVERED ? 'DELIVERED' : current;
}

/** Mailings the track-and-trace sync still asks about: delivered and cancelled ones are done (quota). */
export const TRACKED_MAILING_STATUSES: readonly MailingStatusKey[] = ['WAITING_FOR_DELIVERY', 'DURING_DELIVERY_NOTE'];

/** A mailing may be deleted (cancelled) only while it waits for delivery and the post has not seen it. */
export const DELETABLE_MAILING_STATUS: MailingStatusKey = 'WAITING_FOR_DELIVERY';
