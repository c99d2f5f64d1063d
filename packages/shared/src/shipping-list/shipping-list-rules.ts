/**
 * What a shipping list may do in each state (spec 2 section 4), pure so the server enforces and the screens
 * show the same rule. The server computes `actions` with these and refuses what they refuse.
 */
import { MAX_SHIPPING_LIST_ORDERS, SHIPPING_LIST_EXPIRY_MINUTES } from '../reference/delivery.constants';
import type { ShippingListStatusKey } from '../reference/status-keys';
import { postJobOpenToBooking } from './post-job.schema';

export interface ShippingListFacts {
  statusKey: ShippingListStatusKey;
  orderCount: number;
  isPaid: boolean;
  /** The post office has received the parcels (SentPos). */
  isSentPos: boolean;
  /** When the list was last confirmed (null for a draft). */
  confirmedAt: Date | null;
  /** The pick-up service's answer once a post job was sent (null: none yet). */
  postJobStatus: number | null;
}

/**
 * A confirmed list that was never paid expires 10 minutes after it was confirmed: it can no longer be paid
 * until it is confirmed again (the 10-minute card-payment window of spec 2 section 9).
 */
export function isShippingListExpired(list: Pick<ShippingListFacts, 'isPaid' | 'confirmedAt'>, now: Date): boolean {
  if (list.isPaid || !list.confirmedAt) return false;
  return now.getTime() - list.confirmedAt.getTime() > SHIPPING_LIST_EXPIRY_MINUTES * 60_000;
}

export type ShippingListConfirmBlock = 'SHIPPING_LIST_EMPTY' | 'SHIPPING_LIST_TOO_MANY_ORDERS';

/** Confirm needs at least one order and at most 300 (spec 2 section 5). */
export function confirmBlock(orderCount: number): ShippingListConfirmBlock | null {
  if (orderCount < 1) return 'SHIPPING_LIST_EMPTY';
  if (orderCount > MAX_SHIPPING_LIST_ORDERS) return 'SHIPPING_LIST_TOO_MANY_ORDERS';
  return null;
}

/**
 * Draft: add and remove orders, confirm, delete. Confirmed: no edit; pay while unpaid and not expired; delete
 * only while unpaid. Paid: book a pick-up (once answered, again only after a full queue). Handed over (SentPos): print only. Print is always offered.
 */
export function shippingListActions(list: ShippingListFacts, now: Date) {
  const isDraft = list.statusKey === 'DRAFT_FOR_SHIPPINGLIST';
  const open = !list.isSentPos;
  return {
    canEdit: open && isDraft,
    canConfirm: open && isDraft && confirmBlock(list.orderCount) === null,
    canPay: open && !isDraft && !list.isPaid && !isShippingListExpired(list, now),
    canDelete: open && !list.isPaid,
    canBookPickUp: open && list.isPaid && postJobOpenToBooking(list.postJobStatus),
    canPrint: true,
  };
}
