import { callsTagged, noContentResponse } from '../common/call';
import { plainString } from '../common/text.schema';
import {
  notificationInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationScopeSchema,
} from './notification.schema';

const call = callsTagged(['Notifications']);

/** A store's (`storeId`, its owner) or the signed-in user's notifications. */
export const notificationCalls = {
  list: call('GET', '/api/Notification', {
    description:
      'A store’s (storeId, its owner) or the signed-in user’s notifications, newest first, with the unread count: page and size (default 1 and 20, the dropdown’s latest; the notification page asks 10).',
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema },
  }),
  markAllRead: call('PUT', '/api/Notification', {
    description: 'Marks all of the store’s (storeId) or the user’s notifications read; open streams then show 0.',
    querystring: notificationScopeSchema,
    body: notificationScopeSchema.nullish(),
    response: noContentResponse,
  }),
  insert: call('POST', '/api/Notification', {
    description: 'Inserts a notification for the actor’s own store or themselves (internal use; new orders notify by themselves).',
    body: notificationInputSchema,
    response: { 201: notificationSchema.omit({ content: true }).extend({ content: plainString() }) },
  }),
  stream: call('GET', '/api/Notification/stream', {
    description:
      'Server-sent events: `event: count` with `{"unreadCount": n}` at once and whenever it changes (from any server process), a comment every 25 s.',
    querystring: notificationScopeSchema,
  }),
};
