import type { PublicTracking } from '@songdee/shared/mailing/public-tracking.schema';
import { api } from '../../../lib/api-client';

/** The tracking page's one request, which the page's HTML may answer (seededBy in use-tracking). */
export const trackingPaths = {
  parcel: (barcode: string) => `/api/track/${encodeURIComponent(barcode)}`,
};

export const trackingApi = {
  /** A parcel's public tracking; PARCEL_NOT_FOUND (404) for an unknown barcode or a text that is none. */
  parcel: (barcode: string, signal?: AbortSignal) => api.get<PublicTracking>(trackingPaths.parcel(barcode), { signal }),
};
