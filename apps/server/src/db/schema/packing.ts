import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { senderAddresses } from './address-book';
import { createdAt, parentRef, storeDocumentColumns, timestamps, uuidPrimaryKey } from './columns';
import { mailings } from './mailings';
import { orderItems, orders } from './orders';
import { boxSizes, deliveryZones } from './reference';
import { stores } from './stores';

/**
 * Per store and kind ('packing', 'invoice'), the last serial handed out; one upsert allocates the
 * next, so readable codes (PK-00001, INV-00001) are unique per store without a retry loop.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    storeId: parentRef('store_id', () => stores.id),
    kind: text('kind').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind] })],
);

/** A packing list (spec 1 section 3): orders picked, counted, packed into boxes, weighed and labelled. */
export const packingLists = pgTable(
  'packing_lists',
  {
    /** Its status is a packing-list status reference key: COUNTING ... DONE. */
    ...storeDocumentColumns(() => stores.id, 'COUNTING'),
    /** The spec's PackingListName: readable, unique per store (PK-00001). */
    code: text('code').notNull(),
    /** The sender printed on the labels; the store's default sender when null. */
    senderAddressId: uuid('sender_address_id').references(() => senderAddresses.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('packing_lists_store_code_uq').on(t.storeId, t.code),
    index('packing_lists_store_updated_id_idx').on(t.storeId, t.updatedAt, t.id),
    index('packing_lists_store_status_updated_id_idx').on(t.storeId, t.statusKey, t.updatedAt, t.id),
  ],
);

/** The orders of a list. An order is on at most one list: once packed it ships, and a deleted list frees its rows. */
export const packingListOrders = pgTable(
  'packing_list_orders',
  {
    packingListId: parentRef('packing_list_id', () => packingLists.id),
    orderId: parentRef('order_id', () => orders.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packingListId, t.orderId] }), uniqueIndex('packing_list_orders_order_uq').on(t.orderId)],
);

/** A box (the spec's Pack) of one order: box 1 holds everything until boxes are split off it. */
export const packingBoxes = pgTable(
  'packing_boxes',
  {
    id: uuidPrimaryKey(),
    packingListId: parentRef('packing_list_id', () => packingLists.id),
    orderId: parentRef('order_id', () => orders.id),
    boxNo: integer('box_no').notNull(),
    weightGrams: integer('weight_grams'),
    serviceCostSatang: integer('service_cost_satang'),
    /** Box size chosen on the weigh screen for a box-size service (ready-to-send box); a regional box's zone carries its own size. */
    boxSizeId: integer('box_size_id').references(() => boxSizes.id),
    /** Zone (with its box size) chosen for a zone service (regional box). */
    zoneId: integer('zone_id').references(() => deliveryZones.id),
    /** Set once the box has its mailing; a labelled box is never published again. */
    mailingId: uuid('mailing_id').references(() => mailings.id, { onDelete: 'set null' }),
    barcode: text('barcode'),
    /**
     * The spec's Pack.ErrorMsg: why the last label attempt or price failed, as an error code and its params
     * (never text: the reader's side words it in the reader's language).
     */
    errorCode: text('error_code').$type<ErrorCode>(),
    errorParams: jsonb('error_params').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('packing_boxes_order_box_uq').on(t.orderId, t.boxNo),
    index('packing_boxes_list_idx').on(t.packingListId),
    check('packing_boxes_weight_ck', sql`${t.weightGrams} >= 0`),
  ],
);

export const packingBoxItems = pgTable(
  'packing_box_items',
  {
    boxId: parentRef('box_id', () => packingBoxes.id),
    orderItemId: parentRef('order_item_id', () => orderItems.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.boxId, t.orderItemId] }), check('packing_box_items_quantity_ck', sql`${t.quantity} >= 0`)],
);
