import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { shipAddresses } from './address-book';
import { users } from './auth';
import { products } from './catalog';
import { parentRef, requiredRef, thaiAddressColumns, timestamps, uuidPrimaryKey } from './columns';
import { trigramIndex } from './indexes';
import { deliveryOptionRef } from './reference';
import { stores } from './stores';

/**
 * An order (spec 1 and 2 section 3). Money is satang; the receiver address and delivery fee are copied
 * at checkout so later edits of the address book or the store's fees do not change a placed order.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    /** The buyer. */
    userId: requiredRef('user_id', () => users.id),
    /** Readable, unique per store: SD-YYMMDD-0001. */
    name: text('name').notNull(),
    statusKey: text('status_key').notNull().default('WAITING_FOR_PAYMENT'),
    confirmPayment: boolean('confirm_payment').notNull().default(false),
    deliveryOptionId: deliveryOptionRef(),
    deliveryFeeSatang: integer('delivery_fee_satang').notNull(),
    /** Items less discounts (without delivery). */
    totalPriceSatang: integer('total_price_satang').notNull(),
    totalDiscountSatang: integer('total_discount_satang').notNull().default(0),
    totalQty: integer('total_qty').notNull(),
    shipAddressId: uuid('ship_address_id').references(() => shipAddresses.id, { onDelete: 'set null' }),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull().default(''),
    ...thaiAddressColumns(),
    /** File-store key of the payment slip (slips/<storeId>/<orderId>/...). */
    paySlipPath: text('pay_slip_path'),
    /** The payment gateway reference of a verified card payment, so a replayed return is a no-op. */
    paymentReference: text('payment_reference'),
    barcode: text('barcode'),
    weightGrams: integer('weight_grams'),
    serviceCostSatang: integer('service_cost_satang'),
    sentPos: boolean('sent_pos').notNull().default(false),
    /** The order's number where it was sold (a marketplace's, or the seller's own sheet's), for orders imported from a sheet. */
    externalOrderId: text('external_order_id'),
    /** Cash on delivery: the store's COD fee and what the post office collects (grand total plus fee); null when paid ahead. */
    codFeeSatang: integer('cod_fee_satang'),
    codAmountSatang: integer('cod_amount_satang'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('orders_store_name_uq').on(t.storeId, t.name),
    // An order number is imported once per store, however many imports run at once (NULLs, orders made here, never clash).
    uniqueIndex('orders_store_external_id_uq').on(t.storeId, t.externalOrderId),
    // The seller's list: newest first (a backward scan), optionally by status or delivery option.
    index('orders_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    index('orders_store_status_created_id_idx').on(t.storeId, t.statusKey, t.createdAt, t.id),
    index('orders_store_option_created_id_idx').on(t.storeId, t.deliveryOptionId, t.createdAt, t.id),
    // The slips to confirm, and the labelled orders not yet handed over (what a shipping list may take).
    index('orders_store_slip_created_id_idx').on(t.storeId, t.createdAt, t.id).where(sql`${t.paySlipPath} IS NOT NULL`),
    index('orders_store_labelled_created_id_idx')
      .on(t.storeId, t.createdAt, t.id)
      .where(sql`${t.barcode} IS NOT NULL AND NOT ${t.sentPos}`),
    // The buyer's history.
    index('orders_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    // The search boxes (order code, receiver).
    trigramIndex('orders_name_trgm_idx', t.name),
    trigramIndex('orders_recipient_name_trgm_idx', t.recipientName),
    check('orders_totals_ck', sql`${t.totalQty} >= 1 AND ${t.deliveryFeeSatang} >= 0`),
    // MAX_COD_SATANG (packages/shared/src/cod/cod-rules.ts); fee and amount come together.
    check(
      'orders_cod_ck',
      sql`(${t.codAmountSatang} IS NULL AND ${t.codFeeSatang} IS NULL) OR (${t.codAmountSatang} BETWEEN 1 AND 5000000 AND ${t.codFeeSatang} >= 0)`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuidPrimaryKey(),
    orderId: parentRef('order_id', () => orders.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    /** Name and price copied from the product when ordered. */
    name: text('name').notNull(),
    priceSatang: integer('price_satang').notNull(),
    quantity: integer('quantity').notNull(),
    discountSatang: integer('discount_satang').notNull().default(0),
    packedQuantity: integer('packed_quantity').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.sortOrder), check('order_items_quantity_ck', sql`${t.quantity} >= 1`)],
);

/** Per store and Bangkok day, the last order serial handed out (one upsert allocates the next). */
export const orderNameCounters = pgTable(
  'order_name_counters',
  {
    storeId: parentRef('store_id', () => stores.id),
    day: date('day').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.day] })],
);
