import { useTrackingSync } from '../api/use-tracking-sync';

/** Mounted once beside the layout: runs the 3-hourly tracking sync after user info loads. */
export function TrackingSync() {
  useTrackingSync();
  return null;
}
