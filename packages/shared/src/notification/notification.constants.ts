/** TypeNotification (spec 2 section 3): 1 a new order, anything else shipment tracking (we use 2). */
export const NOTIFICATION_TYPES = { newOrder: 1, tracking: 2 } as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[keyof typeof NOTIFICATION_TYPES];
/** The live count stream sends a comment this often so proxies keep the connection open. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** Notifications listed in the header dropdown (GET /api/Notification without size). */
export const NOTIFICATION_LIST_SIZE = 20;
/** Notifications a page on /notification (spec 1 section 9: lists show 10 a page). */
export const NOTIFICATION_PAGE_SIZE = 10;
