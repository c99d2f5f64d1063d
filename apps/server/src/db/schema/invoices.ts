import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { parentRef, storeDocumentColumns, timestamps } from './columns';
import { documentOrderIndexes } from './indexes';
import { orders } from './orders';
import { deliveryOptionRef } from './reference';
import { stores } from './stores';

/** A service-fee invoice (spec 1 section 3): orders with their weight and postal fee, summed. */
export const invoices = pgTable(
  'invoices',
  {
    ...storeDocumentColumns(() => stores.id, 'DRAFT_FOR_INVOICE'),
    /** Readable, unique per store (INV-00001). */
    invoiceNumber: text('invoice_number').notNull(),
    totalPriceSatang: integer('total_price_satang').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_store_number_uq').on(t.storeId, t.invoiceNumber),
    index('invoices_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
  ],
);

/** An order billed on an invoice; an order is billed at most once (the unique index decides races). */
export const invoiceOrders = pgTable(
  'invoice_orders',
  {
    invoiceId: parentRef('invoice_id', () => invoices.id),
    orderId: parentRef('order_id', () => orders.id),
    deliveryOptionId: deliveryOptionRef(),
    weightGrams: integer('weight_grams').notNull(),
    serviceCostSatang: integer('service_cost_satang').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    ...documentOrderIndexes('invoice_orders', 'invoice_idx', t.invoiceId, t),
    check('invoice_orders_amounts_ck', sql`${t.weightGrams} >= 0 AND ${t.serviceCostSatang} >= 0`),
  ],
);
