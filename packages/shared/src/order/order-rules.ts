import type { OrderStatusKey } from '../reference/status-keys';

/**
 * Order life-cycle rules (spec 1 section 4), pure so the web app shows the same buttons the server allows.
 *
 * - A buyer attaches a slip only while WAITING_FOR_PAYMENT; that sets WAITING_FOR_PAYMENT_CONFIRMATION.
 * - Confirming payment (merchant, or a verified payment return) sets PENDING_TO_BE_PACKED and ConfirmPayment.
 * - Publishing mailings sets PENDING_FOR_SHIPMENT; tracking moves it on. The merchant never sets those by hand.
 * - Edit is blocked once the order waits to ship or later (PENDING_FOR_SHIPMENT, WAITING_FOR_DELIVERY_NOTE, DELIVERED),
 *   and while it is on a packing list (PACKING): its items and service are being packed and priced there.
 */

/** Orders a buyer may still change (upload a slip, confirm). */
export const BUYER_EDITABLE_STATUS: OrderStatusKey = 'WAITING_FOR_PAYMENT';
/** Statuses from which payment can be confirmed. */
export const CONFIRMABLE_STATUSES: readonly OrderStatusKey[] = ['WAITING_FOR_PAYMENT_CONFIRMATION', 'WAITING_FOR_PAYMENT'];
/** Once shipped or delivered the order is frozen (spec: "edit blocked when waiting-to-ship or delivered"). */
const LOCKED_STATUSES: readonly OrderStatusKey[] = ['PENDING_FOR_SHIPMENT', 'WAITING_FOR_DELIVERY_NOTE', 'DELIVERED'];
/**
 * On a packing list the order changes through the list (taken off in the summary, or the list deleted), never
 * by hand: a changed item or service would no longer match what was counted, boxed and priced.
 */
const PACKING_STATUS: OrderStatusKey = 'PACKING';
/** Set by packing lists, mailing publish and tracking only, never from the order manage dropdown. */
const SYSTEM_ONLY_STATUSES: readonly OrderStatusKey[] = [PACKING_STATUS, ...LOCKED_STATUSES];
/** The order list's "make label" button replaces edit and delete for this status (paid, waiting to be packed). */
const MAKE_LABEL_STATUS: OrderStatusKey = 'PENDING_TO_BE_PACKED';
/** Statuses that show the payment-proof link in the order list (when a slip is attached). */
const PAYMENT_STATUSES: readonly OrderStatusKey[] = ['WAITING_FOR_PAYMENT_CONFIRMATION', 'PENDING_TO_BE_PACKED'];

/** Where a label is made from: a paid order waiting to be packed, or one on a packing list. */
const SHIPPABLE_STATUSES: readonly OrderStatusKey[] = [MAKE_LABEL_STATUS, PACKING_STATUS];

/**
 * The system's moves of an order: each from the statuses it may start in to where it goes. Every status write of
 * the server is one of these (`moveOrders` in apps/server/src/modules/orders/order-moves.ts), except the seller's
 * own choice in the order manage dropdown, which `manualTransitionProblem` rules.
 */
export const ORDER_MOVES = {
  /** A buyer attaches a payment slip. */
  attachSlip: { from: [BUYER_EDITABLE_STATUS], to: 'WAITING_FOR_PAYMENT_CONFIRMATION' },
  /** The seller rejects the slip: the buyer may pay again. */
  rejectSlip: { from: ['WAITING_FOR_PAYMENT_CONFIRMATION'], to: BUYER_EDITABLE_STATUS },
  /** Payment confirmed, by the seller or by a verified card result. */
  confirmPayment: { from: CONFIRMABLE_STATUSES, to: MAKE_LABEL_STATUS },
  /** A packing list takes the order. */
  startPacking: { from: [MAKE_LABEL_STATUS], to: PACKING_STATUS },
  /** Taken off its packing list, or the list deleted: it waits to be packed again. */
  leavePacking: { from: [PACKING_STATUS], to: MAKE_LABEL_STATUS },
  /** Its labels are made: it waits to ship. */
  ship: { from: SHIPPABLE_STATUSES, to: 'PENDING_FOR_SHIPMENT' },
} as const satisfies Record<string, { from: readonly OrderStatusKey[]; to: OrderStatusKey }>;
export type OrderMove = keyof typeof ORDER_MOVES;

export const isLocked = (status: string) => orderEditBlock(status) !== null;

/**
 * Why the seller may not edit an order now, or null when it may be edited (spec 1: blocked once it waits to ship
 * or is delivered; our rule: also while on a packing list). A paid order waiting to be packed stays editable:
 * sellers fix a receiver's address after payment.
 */
export function orderEditBlock(status: string): 'packing' | 'shipped' | null {
  if (status === PACKING_STATUS) return 'packing';
  if ((LOCKED_STATUSES as readonly string[]).includes(status)) return 'shipped';
  return null;
}
export const isBuyerEditable = (status: string) => status === BUYER_EDITABLE_STATUS;
export const canConfirmPayment = (status: string) => (CONFIRMABLE_STATUSES as readonly string[]).includes(status);
export const canMakeLabel = (status: string) => status === MAKE_LABEL_STATUS;
/** The seller may edit the order (order manage): not frozen, paid orders waiting to be packed included. */
export const isSellerEditable = (status: string) => !isLocked(status);
/** Delete (and edit in the order list): not frozen, and not replaced by "make label" once paid. */
export const isSellerDeletable = (status: string) => isSellerEditable(status) && !canMakeLabel(status);
export const showsSlipLink = (status: string, hasSlip: boolean) => hasSlip && (PAYMENT_STATUSES as readonly string[]).includes(status);

/**
 * Whether the order manage dropdown may move an order from one status to another; null when allowed,
 * else the reason key. Confirmed payment is the only way into PENDING_TO_BE_PACKED; a slip is needed
 * to wait for payment confirmation.
 */
export function manualTransitionProblem(
  from: string,
  to: string,
  order: { confirmPayment: boolean; hasSlip: boolean; cashOnDelivery?: boolean },
): 'locked' | 'systemOnly' | 'needsPayment' | 'needsSlip' | 'alreadyPaid' | 'cashOnDelivery' | null {
  if (from === to) return null;
  if (isLocked(from)) return 'locked';
  if ((SYSTEM_ONLY_STATUSES as readonly string[]).includes(to)) return 'systemOnly';
  // A COD order is paid at the door: it never waits for a payment or a slip.
  if (order.cashOnDelivery) return (CONFIRMABLE_STATUSES as readonly string[]).includes(to) ? 'cashOnDelivery' : null;
  // A payment recorded as received contradicts waiting for it (or for its confirmation).
  if (order.confirmPayment && (CONFIRMABLE_STATUSES as readonly string[]).includes(to)) return 'alreadyPaid';
  if (to === 'PENDING_TO_BE_PACKED' && !order.confirmPayment) return 'needsPayment';
  if (to === 'WAITING_FOR_PAYMENT_CONFIRMATION' && !order.hasSlip) return 'needsSlip';
  return null;
}

/**
 * Where a seller's own new order (order manage in create mode: a phone, chat or counter sale) starts before the
 * dropdown moves it: waiting for payment, or, when the seller records the payment as received, where confirming
 * payment puts it (PENDING_TO_BE_PACKED with ConfirmPayment). The dropdown then follows manualTransitionProblem.
 */
export const sellerOrderStartStatus = (confirmPayment: boolean): OrderStatusKey =>
  confirmPayment ? MAKE_LABEL_STATUS : BUYER_EDITABLE_STATUS;

/**
 * Where a cash-on-delivery order starts, from checkout or the seller's form: the slip steps are skipped (the post
 * office collects at the door), so it waits to be packed at once, with ConfirmPayment false until the money comes.
 */
export const COD_START_STATUS: OrderStatusKey = MAKE_LABEL_STATUS;

export interface PricedLine {
  price: number;
  quantity: number;
  discount: number;
}

/** Totals in satang: items less discounts, plus the delivery fee for the grand total. */
export function orderTotals(lines: readonly PricedLine[], deliveryFee: number) {
  const totalQty = lines.reduce((n, l) => n + l.quantity, 0);
  const totalDiscount = lines.reduce((n, l) => n + l.discount, 0);
  const totalPrice = lines.reduce((n, l) => n + l.price * l.quantity - l.discount, 0);
  return { totalQty, totalDiscount, totalPrice, deliveryFee, grandTotal: totalPrice + deliveryFee };
}

/** A readable order name, unique per store: SD-YYMMDD-0001 (the day in Asia/Bangkok). */
export function formatOrderName(day: string, serial: number): string {
  return `SD-${day}-${String(serial).padStart(4, '0')}`;
}
