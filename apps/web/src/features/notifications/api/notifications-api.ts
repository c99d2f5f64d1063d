import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { NotificationList, NotificationScope } from '@songdee/shared/notification/notification.schema';
import { api } from '../../../lib/api-client';

export type NotificationPageParams = Pick<ListQuery, 'page' | 'size'>;

const query = (scope: NotificationScope) => ({ ...(scope.storeId ? { storeId: scope.storeId } : {}) });

export const notificationsApi = {
  /** Without params, the dropdown's latest 20; with them, one page of the notification page. */
  list: (scope: NotificationScope, signal?: AbortSignal, params?: NotificationPageParams) =>
    api.get<NotificationList>('/api/Notification', { query: { ...query(scope), ...params }, signal }),
  /** Opening the dropdown marks all read (spec 2 section 4). */
  markAllRead: (scope: NotificationScope) => api.put<void>('/api/Notification', undefined, { query: query(scope) }),
  /** Server-sent events: `count` with `{ unreadCount }` at once and on every change. */
  streamUrl: (scope: NotificationScope) =>
    scope.storeId ? `/api/Notification/stream?storeId=${encodeURIComponent(scope.storeId)}` : '/api/Notification/stream',
};
