import { z } from 'zod';
import { pagingSchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';

/** TypeNotification (spec 2 section 3): 1 a new order, anything else shipment tracking (we use 2). */
export const NOTIFICATION_TYPES = { newOrder: 1, tracking: 2 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
/** The live count stream sends a comment this often so proxies keep the connection open. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** Notifications listed in the header dropdown (GET /api/Notification without size). */
export const NOTIFICATION_LIST_SIZE = 20;
/** Notifications a page on /notification (spec 1 section 9: lists show 10 a page). */
export const NOTIFICATION_PAGE_SIZE = 10;

/** What a notification links to: the order (new order), the mailing barcode, or a sync's summary (tracking). */
export const notificationLinkSchema = z.object({
  orderId: z.uuid().optional(),
  orderName: plainString().optional(),
  barcode: plainString().optional(),
  /** A tracking sync that changed several parcels: how many, and how many of them were delivered. */
  parcels: z.number().int().optional(),
  delivered: z.number().int().optional(),
});

export const notificationSchema = z.object({
  id: z.uuid(),
  content: plainString(),
  readStatus: z.boolean(),
  createdDate: plainString(),
  storeId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  typeNotification: z.number().int(),
  link: notificationLinkSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** One page, newest first, with the unread count of the whole scope. */
export const notificationListSchema = z.object({
  contents: z.array(notificationSchema),
  unreadCount: z.number().int(),
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
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_LIST_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

/** Internal insert (spec: POST /api/Notification, TypeNotification 1 for a new order). */
export const notificationInputSchema = z
  .object({
    storeId: z.uuid().optional(),
    userId: z.uuid().optional(),
    content: plainString().trim().min(1, { error: 'validation.required' }).max(500, { error: 'validation.tooLong' }),
    typeNotification: z.number().int().min(1).max(9),
    link: notificationLinkSchema.optional().default({}),
  })
  .refine((n) => n.storeId || n.userId, { error: 'validation.required', path: ['storeId'] });
export type NotificationInput = z.infer<typeof notificationInputSchema>;
