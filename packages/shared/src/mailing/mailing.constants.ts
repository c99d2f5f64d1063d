import type { MailingStatusKey } from '../reference/status-keys';

/** Height in pixels GET /api/barcode draws when none is given (the spec calls it with 100). */
export const BARCODE_IMAGE_DEFAULT_HEIGHT = 100;
export const BARCODE_IMAGE_MAX_HEIGHT = 400;
/** Characters a Code 128 image request may carry: printable ASCII, as on a parcel label. */
export const BARCODE_TEXT_PATTERN = /^[\x20-\x7E]{1,48}$/;

/** Track-and-trace answers at most this many barcodes per call (postal-facts.md). */
export const TRACK_BATCH_SIZE = 100;

/**
 * Mailings the track-and-trace sync still asks about: delivered and cancelled (or withdrawn by the sender) ones are
 * done, and never asked again (the daily quota). Codes, names and how events make a status: track-status.ts.
 */
export const TRACKED_MAILING_STATUSES: readonly MailingStatusKey[] = ['WAITING_FOR_DELIVERY', 'DURING_DELIVERY_NOTE'];

/** A mailing may be deleted (cancelled) only while it waits for delivery and the post has not seen it. */
export const DELETABLE_MAILING_STATUS: MailingStatusKey = 'WAITING_FOR_DELIVERY';
