import type { NotificationScope } from '@songdee/shared/notification/notification.schema';
import { keepPreviousData, useIsMutating, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MINE, queryKeys } from '../../../lib/query-keys';
import { type NotificationPageParams, notificationsApi } from './notifications-api';

/** The dropdown's latest are keyed by the reader (a store or the user), the pages by reader and page. */
const scopeOf = (scope: NotificationScope) => scope.storeId ?? MINE;
/** The dropdown's "mark all read", which a notification page opened from it waits for. */
const dropdownMarkKey = (scope: NotificationScope) => queryKeys.notifications.part(scopeOf(scope), 'dropdown-mark-read');

export function useNotificationList(scope: NotificationScope) {
  return useQuery({
    queryKey: queryKeys.notifications.part(scopeOf(scope), 'latest'),
    queryFn: ({ signal }) => notificationsApi.list(scope, signal),
    staleTime: 0,
  });
}

/**
 * One page of /notification, newest first; a new notification (the live count going up) refreshes it too. While the
 * dropdown's "mark all read" is still on its way (the user clicked "see all" at once), the page waits for it, so it
 * never shows as unread what the dropdown has just read.
 */
export function useNotificationPage(scope: NotificationScope, params: NotificationPageParams) {
  const dropdownMarking = useIsMutating({ mutationKey: dropdownMarkKey(scope) });
  return useQuery({
    queryKey: queryKeys.notifications.list(scopeOf(scope), params),
    queryFn: ({ signal }) => notificationsApi.list(scope, signal, params),
    enabled: dropdownMarking === 0,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Marks all read. From the dropdown (refreshPages), an open notification page then reloads and shows them read; the
 * page's own marking does not reload it, so the rows it showed unread stay highlighted while the user reads them.
 */
export function useMarkAllRead(scope: NotificationScope, { refreshPages = false } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: refreshPages ? dropdownMarkKey(scope) : undefined,
    mutationFn: () => notificationsApi.markAllRead(scope),
    onSuccess: () =>
      refreshPages
        ? queryClient.invalidateQueries({
            predicate: (query) => query.queryKey[0] === queryKeys.notifications.all[0] && query.queryKey[2] === 'list',
          })
        : undefined,
  });
}

/**
 * The unread count, live: an EventSource on the server's stream (the session cookie travels with it, same origin).
 * A new count also refreshes the list, so the dropdown shows the newest notifications when opened.
 */
export function useLiveUnreadCount(scope: NotificationScope, initial: number | undefined): [number, (n: number) => void] {
  const queryClient = useQueryClient();
  const [count, setCount] = useState<number | null>(null);
  const url = notificationsApi.streamUrl(scope);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(url, { withCredentials: true });
    const onCount = (event: MessageEvent<string>) => {
      try {
        const { unreadCount } = JSON.parse(event.data) as { unreadCount: number };
        setCount((previous) => {
          if (previous !== null && unreadCount > previous) void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
          return unreadCount;
        });
      } catch {
        // A malformed event changes nothing.
      }
    };
    source.addEventListener('count', onCount as EventListener);
    // EventSource reconnects by itself (the server asks for 5 s); nothing to do on error.
    return () => {
      source.removeEventListener('count', onCount as EventListener);
      source.close();
    };
  }, [url, queryClient]);
  return [count ?? initial ?? 0, setCount];
}
