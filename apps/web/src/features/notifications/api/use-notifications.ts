import type { NotificationScope } from '@songdee/shared/notification/notification.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationKeys, notificationsApi } from './notifications-api';

export function useNotificationList(scope: NotificationScope) {
  return useQuery({ queryKey: notificationKeys.list(scope), queryFn: ({ signal }) => notificationsApi.list(scope, signal), staleTime: 0 });
}

export function useMarkAllRead(scope: NotificationScope) {
  return useMutation({ mutationFn: () => notificationsApi.markAllRead(scope) });
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
