import type { ListQuery } from '@songdee/shared/common/list.schema';
import { notificationCalls } from '@songdee/shared/notification/notification.calls';
import type { NotificationScope } from '@songdee/shared/notification/notification.schema';
import { callApi, pathOf } from '../../../lib/api-client';

export type NotificationPageParams = Pick<ListQuery, 'page' | 'size'>;

const query = (scope: NotificationScope) => ({ ...(scope.storeId ? { storeId: scope.storeId } : {}) });

export const notificationsApi = {
  /** Without params, the dropdown's latest 20; with them, one page of the notification page. */
  list: (scope: NotificationScope, signal?: AbortSignal, params?: NotificationPageParams) =>
    callApi(notificationCalls.list, { query: { ...query(scope), ...params }, signal }),
  /** Opening the dropdown marks all read (spec 2 section 4). */
  markAllRead: (scope: NotificationScope) => callApi(notificationCalls.markAllRead, { query: query(scope) }),
  /** Server-sent events: `count` with `{ unreadCount }` at once and on every change. */
  streamUrl: (scope: NotificationScope) => pathOf(notificationCalls.stream, {}, query(scope)),
};
