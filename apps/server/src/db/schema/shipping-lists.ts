import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, instant, parentRef, requiredRef, storeDocumentColumns, timestamps, uuidPrimaryKey } from './columns';
import { documentOrderIndexes, idempotentStoreDocumentIndexes } from './indexes';
import { orders } from './orders';
import { packingLists } from './packing';
import { stores } from './stores';

/**
 * A shipping (hand-over) list (spec 2 sections 3-4): orders with labels handed to the post office together,
 * paid for by card, optionally picked up at home (post job). Totals are kept on the row so lists page fast.
 */
export const shippingLists = pgTable(
  'shipping_lists',
  {
    ...storeDocumentColumns(() => stores.id, 'DRAFT_FOR_SHIPPINGLIST'),
    /** Readable, unique per store (SL-00001). */
    code: text('code').notNull(),
    /** The packing list the orders came from, when the list was made from one. */
    packingListId: uuid('packing_list_id').references(() => packingLists.id, { onDelete: 'set null' }),
    orderQtyTotal: integer('order_qty_total').notNull().default(0),
    productQtyTotal: integer('product_qty_total').notNull().default(0),
    /** Postage of the list's parcels (what the card payment charges), satang. */
    priceTotalSatang: integer('price_total_satang').notNull().default(0),
    weightTotalGrams: integer('weight_total_grams').notNull().default(0),
    statusPayment: text('status_payment').notNull().default('UNPAID'),
    /** Set once the post office has received the parcels (spec: SentPos); then only printing is offered. */
    sentPosAt: instant('sent_pos_at'),
    /** When the list was last confirmed; the 10-minute payment window runs from here. */
    confirmedAt: instant('confirmed_at'),
    /**
     * When the 10-minute payment window last ran out and the list went back to draft; cleared when it is confirmed
     * again. The seller is told, rather than finding the pay button gone.
     */
    paymentExpiredAt: instant('payment_expired_at'),
    paidAt: instant('paid_at'),
    /** The create request's Idempotency-Key: the same key from the same store answers the first list. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    ...idempotentStoreDocumentIndexes('shipping_lists', t),
    check('shipping_lists_payment_ck', sql`${t.statusPayment} IN ('UNPAID', 'PAID')`),
  ],
);

/**
 * An order on a shipping list. A deleted list takes its rows with it, so the unique index on order_id makes
 * "an order is on at most one live list" the database's rule: concurrent adds of the same order never both win.
 */
export const shippingListOrders = pgTable(
  'shipping_list_orders',
  {
    shippingListId: parentRef('shipping_list_id', () => shippingLists.id),
    orderId: parentRef('order_id', () => orders.id),
    totalQty: integer('total_qty').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    serviceCostSatang: integer('service_cost_satang').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    ...documentOrderIndexes('shipping_list_orders', 'list_idx', t.shippingListId, t),
    check('shipping_list_orders_amounts_ck', sql`${t.weightGrams} >= 0 AND ${t.serviceCostSatang} >= 0 AND ${t.totalQty} >= 0`),
  ],
);

/**
 * One card-payment attempt through the gateway (shipping lists, and buyers' orders). `reference` is ours and
 * unique; the gateway's order id is the reference plus 5 digits of the time. At most one attempt per target
 * is ever PAID (partial unique index), so a browser return and a server call arriving together record one payment.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    /** What is paid for: 'shippingList', 'order' or 'reserve'. */
    targetKind: text('target_kind').notNull(),
    targetId: uuid('target_id').notNull(),
    reference: text('reference').notNull().unique(),
    gatewayOrderId: text('gateway_order_id').notNull().unique(),
    amountSatang: integer('amount_satang').notNull(),
    /**
     * PENDING (issued, no result yet), AWAITING_BANK (the gateway said 001: the buyer chose a channel that
     * completes later), PAID, FAILED, CANCELLED, REFUND_DUE (the gateway took the money but the list, order or
     * reservation could no longer take it: the store must refund it).
     */
    status: text('status').notNull().default('PENDING'),
    /** The gateway's verified result fields (approval code, masked card, ...). */
    result: jsonb('result'),
    createdAt: createdAt(),
    settledAt: instant('settled_at'),
  },
  (t) => [
    uniqueIndex('card_payments_paid_target_uq').on(t.targetKind, t.targetId).where(sql`${t.status} = 'PAID'`),
    index('card_payments_target_idx').on(t.targetKind, t.targetId),
    // Payment statistics by date.
    index('card_payments_created_idx').on(t.createdAt),
    check('card_payments_status_ck', sql`${t.status} IN ('PENDING', 'AWAITING_BANK', 'PAID', 'FAILED', 'CANCELLED', 'REFUND_DUE')`),
    check('card_payments_kind_ck', sql`${t.targetKind} IN ('shippingList', 'order', 'reserve')`),
  ],
);

/**
 * A home pick-up booking (spec 2 "Post job form"): one per shipping list. `status` is the pick-up service's
 * answer: null before sending, 0 waiting for an officer, 1 accepted, -1 queue full; `reason` its REASON text.
 */
export const postJobs = pgTable(
  'post_jobs',
  {
    shippingListId: uuid('shipping_list_id')
      .primaryKey()
      .references(() => shippingLists.id, { onDelete: 'cascade' }),
    userId: requiredRef('user_id', () => users.id),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    appointDate: date('appoint_date').notNull(),
    /** 1 = 09:00-12:00, 2 = 13:00-15:00. */
    slot: smallint('slot').notNull(),
    description: text('description').notNull().default(''),
    status: smallint('status'),
    reason: text('reason'),
    /** What was sent to the pick-up service, for support. */
    request: jsonb('request'),
    ...timestamps(),
  },
  (t) => [check('post_jobs_slot_ck', sql`${t.slot} IN (1, 2)`)],
);

/** Thai public holidays: no pick-up is booked on them. Seeded for the current and next year; editable by the central admin. */
export const holidays = pgTable('holidays', {
  day: date('day').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
});
