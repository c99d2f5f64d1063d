/**
 * TypeNotification: the spec has 1 a new order and anything else shipment tracking (we use 2). A buyer's payment slip
 * is 3: it asks the seller to act on an order, like a new order, but on the payment check rather than the order, so
 * it has a type, a text and a link of its own; a reader that knows only the spec's two would show it as tracking.
 * 4 tells the store LINE refused its channel access token, so its LINE pushes stopped (it links to the LINE settings).
 */
export const NOTIFICATION_TYPES = { newOrder: 1, tracking: 2, slipAttached: 3, lineBroken: 4 } as const;
/** The live count stream sends a comment this often so proxies keep the connection open. */
export const NOTIFICATION_HEARTBEAT_MS = 25_000;
/** Notifications listed in the header dropdown (GET /api/Notification without size). */
export const NOTIFICATION_LIST_SIZE = 20;
/** Notifications a page on /notification (spec 1 section 9: lists show 10 a page). */
export const NOTIFICATION_PAGE_SIZE = 10;
