import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { pagingSchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';
import { NOTIFICATION_LIST_SIZE } from './notification.constants';

// The constants live without zod so the app shell's notification bell can use them without loading zod.
export {
  NOTIFICATION_HEARTBEAT_MS,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_TYPES,
} from './notification.constants';

/** What a notification links to: the order (new order), the mailing barcode, or a sync's summary (tracking). */
const notificationLinkSchema = z.object({
  orderId: z.uuid().optional(),
  orderName: plainString().optional(),
  barcode: plainString().optional(),
  /** A tracking sync that changed several parcels: how many, and how many of them were delivered. */
  parcels: int32().optional(),
  delivered: int32().optional(),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  content: plainString(),
  readStatus: z.boolean(),
  createdDate: plainString(),
  storeId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  typeNotification: int32(),
  link: notificationLinkSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** One page, newest first, with the unread count of the whole scope. */
export const notificationListSchema = z.object({
  contents: z.array(notificationSchema),
  unreadCount: int32(),
  paging: pagingSchema,
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Whose notifications: a store's (its owner) or the signed-in user's own. */
export const notificationScopeSchema = z.object({
  storeId: z.uuid().optional(),
  userId: z.uuid().optional(),
});
export type NotificationScope = z.infer<typeof notificationScopeSchema>;

/** GET /api/Notification: the scope and a page; without page and size, the dropdown's latest 20. */
export const notificationListQuerySchema = notificationScopeSchema.extend({
  page: coerceInt32().min(1).default(1),
  size: coerceInt32().min(1).max(100).default(NOTIFICATION_LIST_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Internal insert (spec: POST /api/Notification, TypeNotification 1 for a new order). */
export const notificationInputSchema = z
  .object({
    storeId: z.uuid().optional(),
    userId: z.uuid().optional(),
    content: plainString().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
    typeNotification: int32().min(1).max(9),
    link: notificationLinkSchema.optional().default({}),
  })
  .refine((n) => n.storeId || n.userId, { error: 'validation.required', path: ['storeId'] });
export type NotificationInput = z.infer<typeof notificationInputSchema>;
