/**
 * Status reference keys, stored as-is in status columns (stable codes; the words change with the language).
 * Names come from the `reference` i18n namespace: `reference:statuses.<kind>.<KEY>`.
 */

/** Order statuses in the spec's order (spec 1 section 4). */
export const ORDER_STATUS_KEYS = [
  'WAITING_FOR_ORDER_CONFIRMATION',
  'WAITING_FOR_PAYMENT',
  'WAITING_FOR_PAYMENT_CONFIRMATION',
  'PENDING_TO_BE_PACKED',
  'PACKING',
  'IN_PROGRESS',
  'WAITING_FOR_RETAILER_CONTACT',
  'PENDING_FOR_SHIPMENT',
  'WAITING_FOR_DELIVERY_NOTE',
  'DELIVERED',
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

/**
 * "Active" order statuses: the order is still being worked on, i.e. every status but DELIVERED.
 * The spec names the /active call without defining it; this reading matches its use as a filter
 * of orders that still need the merchant.
 */
export const ACTIVE_ORDER_STATUS_KEYS: readonly OrderStatusKey[] = ORDER_STATUS_KEYS.filter((k) => k !== 'DELIVERED');

/** New orders start here (spec 2 section 4). */
export const INITIAL_ORDER_STATUS: OrderStatusKey = 'WAITING_FOR_PAYMENT';

/** Packing list statuses in flow order (spec 1 section 4). */
export const PACKING_LIST_STATUS_KEYS = [
  'COUNTING',
  'WAITING_FOR_PACKING',
  'WAITING_FOR_SHIPMENT_ORDER',
  'WAITING_FOR_SHIPMENT_ORDER_EDIT',
  'PACKED',
  'DONE',
] as const;
export type PackingListStatusKey = (typeof PACKING_LIST_STATUS_KEYS)[number];

export const INVOICE_STATUS_KEYS = ['DRAFT_FOR_INVOICE', 'CONFIRM_FOR_INVOICE'] as const;
export type InvoiceStatusKey = (typeof INVOICE_STATUS_KEYS)[number];

export const SHIPPING_LIST_STATUS_KEYS = ['DRAFT_FOR_SHIPPINGLIST', 'CONFIRM_FOR_SHIPPINGLIST'] as const;
export type ShippingListStatusKey = (typeof SHIPPING_LIST_STATUS_KEYS)[number];

export const RESERVE_STATUS_KEYS = ['DRAFT_FOR_RESERVE', 'CONFIRM_FOR_RESERVE'] as const;
export type ReserveStatusKey = (typeof RESERVE_STATUS_KEYS)[number];

/** Mailing statuses: waiting to ship, in a hand-over list being prepared, delivered, cancelled. */
export const MAILING_STATUS_KEYS = ['WAITING_FOR_DELIVERY', 'DURING_DELIVERY_NOTE', 'DELIVERED', 'CANCELLED'] as const;
export type MailingStatusKey = (typeof MAILING_STATUS_KEYS)[number];

export const STATUS_KINDS = ['order', 'packingList', 'invoice', 'shippingList', 'reserve', 'mailing'] as const;
export type StatusKind = (typeof STATUS_KINDS)[number];

/** Every kind's keys in display order; the seed and the tests read this one table. */
export const STATUS_KEYS_BY_KIND: Record<StatusKind, readonly string[]> = {
  order: ORDER_STATUS_KEYS,
  packingList: PACKING_LIST_STATUS_KEYS,
  invoice: INVOICE_STATUS_KEYS,
  shippingList: SHIPPING_LIST_STATUS_KEYS,
  reserve: RESERVE_STATUS_KEYS,
  mailing: MAILING_STATUS_KEYS,
};

/** Label colours the spec gives (Mantine colours are chosen by the web app from these tones). */
export type StatusTone = 'info' | 'warning' | 'success' | 'danger';
export const MAILING_STATUS_TONES: Record<MailingStatusKey, StatusTone> = {
  WAITING_FOR_DELIVERY: 'info',
  DURING_DELIVERY_NOTE: 'warning',
  DELIVERED: 'success',
  CANCELLED: 'danger',
};
