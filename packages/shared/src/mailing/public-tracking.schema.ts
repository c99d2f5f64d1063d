import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { plainString } from '../common/text.schema';
import { MAILING_STATUS_KEYS } from '../reference/status-keys';

/**
 * GET /api/track/{barcode}: the barcode as typed or scanned. The service reads it (upper-cased, spaces dropped) and
 * answers PARCEL_NOT_FOUND for a text that is no valid S10 identifier, as for an unknown one, so the page has one
 * answer for both; only control characters are refused here (400). No length limit of its own: the router takes
 * path segments of at most 100 characters.
 */
export const publicTrackingParamsSchema = z.object({ barcode: plainString() });

/** One track-and-trace event of a parcel, as anyone holding the barcode may see it. */
const publicTrackingEventSchema = z.object({
  /** The postal status code (101 ... 901; an integer column). */
  code: int32().min(0),
  /** The code's name in the reader's language (mailing/track-status.ts); the bare code for one we do not know. */
  name: plainString(),
  date: z.iso.datetime({ offset: true }),
  /** The post office where it happened, as the postal service names it. */
  location: plainString(),
});

/**
 * A parcel's public tracking: its status, its events newest first, its service and the store that sent it, by its
 * display name. Nothing that identifies the recipient (name, phone, address, postcode) nor the sender beyond the
 * store's name: the barcode is printed on the parcel and its serials are sequential, so anyone may ask about any
 * parcel (Thailand's personal data law).
 */
export const publicTrackingSchema = z.object({
  barcode: plainString(),
  status: z.object({ referenceKey: z.enum(MAILING_STATUS_KEYS), name: plainString() }),
  /** The delivery service's name (EMS, registered ...). */
  service: plainString(),
  storeName: plainString(),
  events: z.array(publicTrackingEventSchema),
});
export type PublicTracking = z.infer<typeof publicTrackingSchema>;

/** Where the public tracking page of a parcel is, on the web app and on its labels' QR code. */
export const trackingPagePath = (barcode: string) => `/track/${encodeURIComponent(barcode)}`;
