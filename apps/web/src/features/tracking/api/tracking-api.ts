import { publicTrackingCalls } from '@songdee/shared/mailing/public-tracking.calls';
import { callApi, pathOf } from '../../../lib/api-client';

/** The tracking page's one request, which the page's HTML may answer (seededBy in use-tracking). */
export const trackingPaths = {
  parcel: (barcode: string) => pathOf(publicTrackingCalls.parcel, { barcode }),
};

export const trackingApi = {
  /** A parcel's public tracking; PARCEL_NOT_FOUND (404) for an unknown barcode or a text that is none. */
  parcel: (barcode: string, signal?: AbortSignal) => callApi(publicTrackingCalls.parcel, { params: { barcode }, signal }),
};
