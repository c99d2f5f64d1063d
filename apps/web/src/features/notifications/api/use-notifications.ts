import type { NotificationScope } from '@songdee/shared/notification/notification.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type NotificationPageParams, notificationKeys, notificationsApi } from './notifications-api';

export function useNotificationList(scope: NotificationScope) {
  return useQuery({ queryKey: notificationKeys.list(scope), queryFn: ({ signal }) => notificationsApi.list(scope, signal), staleTime: 0 });
}

/** One page of /notification, newest first; a new notification (the live count going up) refreshes it too. */
export function useNotificationPage(scope: NotificationScope, params: NotificationPageParams) {
  return useQuery({
    queryKey: notificationKeys.page(scope, params),
    queryFn: ({ signal }) => notificationsApi.list(scope, signal, params),
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
    mutationFn: () => notificationsApi.markAllRead(scope),
    onSuccess: () => (refreshPages ? queryClient.invalidateQueries({ queryKey: notificationKeys.pages() }) : undefined),
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
          if (previous !== null && unreadCount > previous) void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
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
