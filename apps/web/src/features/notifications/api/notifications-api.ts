import type { Notification, NotificationScope } from '@songdee/shared/notification/notification.schema';
import { api } from '../../../lib/api-client';

export interface NotificationList {
  contents: Notification[];
  unreadCount: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (scope: NotificationScope) => [...notificationKeys.all, 'list', scope] as const,
};

const query = (scope: NotificationScope) => ({ ...(scope.storeId ? { storeId: scope.storeId } : {}) });

export const notificationsApi = {
  list: (scope: NotificationScope, signal?: AbortSignal) => api.get<NotificationList>('/api/Notification', { query: query(scope), signal }),
  /** Opening the dropdown marks all read (spec 2 section 4). */
  markAllRead: (scope: NotificationScope) => api.put<void>('/api/Notification', undefined, { query: query(scope) }),
  /** Server-sent events: `count` with `{ unreadCount }` at once and on every change. */
  streamUrl: (scope: NotificationScope) =>
    scope.storeId ? `/api/Notification/stream?storeId=${encodeURIComponent(scope.storeId)}` : '/api/Notification/stream',
};
