import { z } from 'zod';
import { declareCall } from '../common/call';
import { plainString } from '../common/text.schema';
import {
  notificationInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationScopeSchema,
} from './notification.schema';

const tags = ['Notifications'];

/** A store's (`storeId`, its owner) or the signed-in user's notifications. */
export const notificationCalls = {
  list: declareCall('GET', '/api/Notification', {
    tags,
    description:
      'A store’s (storeId, its owner) or the signed-in user’s notifications, newest first, with the unread count: page and size (default 1 and 20, the dropdown’s latest; the notification page asks 10).',
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema },
  }),
  markAllRead: declareCall('PUT', '/api/Notification', {
    tags,
    description: 'Marks all of the store’s (storeId) or the user’s notifications read; open streams then show 0.',
    querystring: notificationScopeSchema,
    body: notificationScopeSchema.nullish(),
    response: { 204: z.null() },
  }),
  insert: declareCall('POST', '/api/Notification', {
    tags,
    description: 'Inserts a notification for the actor’s own store or themselves (internal use; new orders notify by themselves).',
    body: notificationInputSchema,
    response: { 201: notificationSchema.omit({ content: true }).extend({ content: plainString() }) },
  }),
  stream: declareCall('GET', '/api/Notification/stream', {
    tags,
    description:
      'Server-sent events: `event: count` with `{"unreadCount": n}` at once and whenever it changes (from any server process), a comment every 25 s.',
    querystring: notificationScopeSchema,
  }),
};
