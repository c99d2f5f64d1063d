import { TRACKING_SYNC_INTERVAL_HOURS } from '@songdee/shared/reference/delivery.constants';
import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readStorage, writeStorage } from '../../../lib/local-storage';
import { queryKeys } from '../../../lib/query-keys';
import { useCurrentUser } from '../../../lib/use-current-user';
import { mailingsApi } from './mailings-api';

const INTERVAL_MS = TRACKING_SYNC_INTERVAL_HOURS * 3600_000;
const storageKey = (storeId: string) => `trackingSyncedAt:${storeId}`;

/** True when this browser last asked for the store's tracking sync less than 3 hours ago. */
export function isSyncFresh(lastSyncedAt: string | null, now: number): boolean {
  const last = lastSyncedAt ? Date.parse(lastSyncedAt) : Number.NaN;
  return Number.isFinite(last) && now - last < INTERVAL_MS && last <= now;
}

/**
 * Refetches the shown queries under `queryKey` once the fetches already on their way have answered: a list asked for
 * before the sync ended shows its rows at once, then the synced ones (cancelling it would keep the seller waiting for
 * the second answer).
 */
async function refreshAfterInFlight(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const inFlight = queryClient.getQueryCache().findAll({ queryKey, fetchStatus: 'fetching' });
  await Promise.allSettled(inFlight.map((query) => query.promise));
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * Spec 2 section 7: once user info has loaded, at most every 3 hours per store, ask the server to sync
 * track-and-trace statuses. The time is kept per store in local storage (the server enforces the interval
 * as well, so another tab or browser cannot make it call the postal service more often). The screen's lists do not
 * wait for it: they are asked for at once and refreshed when the sync changed something (a sync answered from the
 * server's last result changed nothing since).
 */
export function useTrackingSync(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const storeId = user && !user.role ? user.storeId : null;
  useEffect(() => {
    if (!storeId || isSyncFresh(readStorage(storageKey(storeId)), Date.now())) return;
    writeStorage(storageKey(storeId), new Date().toISOString());
    mailingsApi
      .syncTracking(storeId)
      .then((result) => {
        // The track list's notice reads the sync's state: this answer is the newest one.
        queryClient.setQueryData(queryKeys.mailings.part(storeId, 'tracking-state'), result);
        if (!result.fromCache && result.updated > 0) return refreshAfterInFlight(queryClient, queryKeys.mailings.scope(storeId));
      })
      // A failed sync is retried on the next load after the interval; it never interrupts the seller.
      .catch(() => undefined);
  }, [storeId, queryClient]);
}
