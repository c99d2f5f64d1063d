import type { MailingRecipientParts } from '@songdee/shared/mailing/mailing.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { senderAddresses, shipAddresses } from './address-book';
import { createdAt, instant, parentRef, timestamps, uuidPrimaryKey } from './columns';
import { trigramIndex } from './indexes';
import { orders } from './orders';
import { boxSizeRef, boxSizes, deliveryOptionRef, deliveryZones } from './reference';
import { stores } from './stores';

const addressCopyColumns = (prefix: string) => ({
  Name: text(`${prefix}_name`).notNull(),
  Phone: text(`${prefix}_phone`).notNull(),
  Address: text(`${prefix}_address`).notNull(),
  Postcode: text(`${prefix}_postcode`).notNull(),
  ProvinceId: integer(`${prefix}_province_id`),
});
type AddressCopyColumns = ReturnType<typeof addressCopyColumns>;

/**
 * A parcel's copy of its sender's or recipient's name, phone, one-line address, postcode and province, as they were
 * when it was published: `senderName`, `sender_name`, ...
 */
const addressCopy = <P extends 'sender' | 'recipient'>(prefix: P) =>
  Object.fromEntries(Object.entries(addressCopyColumns(prefix)).map(([key, column]) => [`${prefix}${key}`, column])) as {
    [K in keyof AddressCopyColumns as `${P}${K}`]: AddressCopyColumns[K];
  };

/**
 * A block of S10 serials the post office allocated to us for a delivery option, e.g. EA 00000001-00999999, loaded
 * by a central admin (real ranges are the post office's per customer: an invented one can collide with another
 * customer's parcels). next_serial only grows (allocation is one conditional UPDATE under the row lock), so a
 * barcode is never issued twice. A retired range hands out nothing more but stays: its serials must not be
 * issued again within 12 months, so a new range may not overlap it either.
 */
export const barcodeRanges = pgTable(
  'barcode_ranges',
  {
    id: uuidPrimaryKey(),
    deliveryOptionId: deliveryOptionRef(),
    /** The two-letter S10 service indicator (EA, RB, CP...). */
    prefix: text('prefix').notNull(),
    firstSerial: integer('first_serial').notNull(),
    lastSerial: integer('last_serial').notNull(),
    /** The next serial to hand out; last_serial + 1 when the range is used up. */
    nextSerial: integer('next_serial').notNull(),
    /** When a central admin stopped allocation from it; null while active. */
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Allocation reads an option's active ranges with serials left, oldest first.
    index('barcode_ranges_active_idx')
      .on(t.deliveryOptionId, t.createdAt, t.firstSerial)
      .where(sql`${t.retiredAt} IS NULL AND ${t.nextSerial} <= ${t.lastSerial}`),
    uniqueIndex('barcode_ranges_prefix_first_uq').on(t.prefix, t.firstSerial),
    check('barcode_ranges_prefix_ck', sql`${t.prefix} ~ '^[A-Z]{2}$'`),
    check(
      'barcode_ranges_serial_ck',
      sql`${t.firstSerial} >= 0 AND ${t.lastSerial} <= 99999999 AND ${t.firstSerial} <= ${t.lastSerial} AND ${t.nextSerial} BETWEEN ${t.firstSerial} AND ${t.lastSerial} + 1`,
    ),
  ],
);

/**
 * Ready-to-send (Prompt Post) barcodes a store may still use, per box size (spec: LimitBarcode,
 * RemainBarcode). Publishing decrements remain_barcode with a conditional UPDATE; reservations refill it.
 */
export const barcodeStocks = pgTable(
  'barcode_stocks',
  {
    storeId: parentRef('store_id', () => stores.id),
    boxSizeId: boxSizeRef(),
    limitBarcode: integer('limit_barcode').notNull().default(0),
    remainBarcode: integer('remain_barcode').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.boxSizeId] }), check('barcode_stocks_remain_ck', sql`${t.remainBarcode} >= 0`)],
);

/** A set of mailings printed together from the mailing-print screen (at most MAX_MAILINGS). */
export const mailingPrintLots = pgTable(
  'mailing_print_lots',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    mailingCount: integer('mailing_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('mailing_print_lots_store_idx').on(t.storeId, t.createdAt)],
);

/**
 * One parcel with its barcode. Sender and recipient are copied at publish time, so a label printed
 * later shows what was published even if the address book changes.
 */
export const mailings = pgTable(
  'mailings',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    barcode: text('barcode').notNull().unique(),
    /** The publish batch (client-chosen id); with ship_address_id it makes re-confirming idempotent. */
    batchId: uuid('batch_id').notNull(),
    deliveryOptionId: deliveryOptionRef(),
    boxSizeId: integer('box_size_id').references(() => boxSizes.id),
    zoneId: integer('zone_id').references(() => deliveryZones.id),
    weightGrams: integer('weight_grams').notNull(),
    serviceCostSatang: integer('service_cost_satang').notNull(),
    /** Postcode of the post office the batch is handed to. */
    postalCode: text('postal_code').notNull(),
    senderAddressId: uuid('sender_address_id').references(() => senderAddresses.id, { onDelete: 'set null' }),
    ...addressCopy('sender'),
    shipAddressId: uuid('ship_address_id').references(() => shipAddresses.id, { onDelete: 'set null' }),
    ...addressCopy('recipient'),
    recipientRemark: text('recipient_remark').notNull().default(''),
    /**
     * The typed parts behind recipient_address (house number... district ids), so the address can be edited
     * later; null for mailings published before they were kept (the edit form then starts from the order or
     * the address-book row).
     */
    recipientParts: jsonb('recipient_parts').$type<MailingRecipientParts>(),
    /** The order the parcel ships, when published from one; the mailing outlives a deleted order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** The order's code (SD-YYMMDD-0001) copied at publish, so lists and labels keep it after the order is deleted. */
    orderName: text('order_name'),
    /** A mailing status reference key: WAITING_FOR_DELIVERY, DURING_DELIVERY_NOTE, DELIVERED, CANCELLED. */
    statusKey: text('status_key').notNull().default('WAITING_FOR_DELIVERY'),
    trackStatusCode: integer('track_status_code'),
    trackStatusDescription: text('track_status_description'),
    trackStatusDate: instant('track_status_date'),
    /** What the post office collects from the receiver (satang), copied from a COD order at publish; null otherwise. */
    codAmountSatang: integer('cod_amount_satang'),
    /** When the post paid the cash-on-delivery money over to the seller (status 901). */
    codTransferredAt: instant('cod_transferred_at'),
    /**
     * Set while the barcode still has to be subscribed to the push service (new mailings get it at insert, in the
     * publishing transaction): the subscription job takes rows due by then, and clears it once the service accepted
     * them (or moves it later after a failure). Null: subscribed, or from before the push service.
     */
    trackSubscribeAfter: instant('track_subscribe_after').defaultNow(),
    trackSubscribeAttempts: integer('track_subscribe_attempts').notNull().default(0),
    trackSubscribedAt: instant('track_subscribed_at'),
    /** The last time the push service sent this parcel's events: polling leaves such parcels alone for a while. */
    trackPushedAt: instant('track_pushed_at'),
    printedLotId: uuid('printed_lot_id').references(() => mailingPrintLots.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    // The seller's list, newest first (backward scans; the barcode breaks ties), optionally by status.
    index('mailings_store_created_barcode_idx').on(t.storeId, t.createdAt, t.barcode),
    index('mailings_store_status_created_barcode_idx').on(t.storeId, t.statusKey, t.createdAt, t.barcode),
    // The search box (barcode or receiver anywhere in it).
    trigramIndex('mailings_barcode_trgm_idx', t.barcode),
    trigramIndex('mailings_recipient_name_trgm_idx', t.recipientName),
    index('mailings_printed_lot_idx').on(t.printedLotId),
    // An order's parcels (shipping lists, printing, a deleted order's mailings).
    index('mailings_order_idx').on(t.orderId),
    // The push subscription job's queue: only the rows still to subscribe.
    index('mailings_track_subscribe_idx').on(t.trackSubscribeAfter).where(sql`${t.trackSubscribeAfter} IS NOT NULL`),
    // Post-office reports: the whole country by date, one office by date, and a barcode prefix search.
    index('mailings_created_id_idx').on(t.createdAt, t.id),
    index('mailings_postal_created_id_idx').on(t.postalCode, t.createdAt, t.id),
    index('mailings_barcode_pattern_idx').using('btree', t.barcode.op('text_pattern_ops')),
    // Re-confirming a batch finds the recipients already done instead of creating them twice.
    uniqueIndex('mailings_batch_recipient_uq').on(t.storeId, t.batchId, t.shipAddressId),
    // The same for orders: one parcel per order in a batch, whatever the retries.
    uniqueIndex('mailings_batch_order_uq').on(t.storeId, t.batchId, t.orderId),
    check('mailings_weight_ck', sql`${t.weightGrams} >= 0`),
    // MAX_COD_SATANG (packages/shared/src/cod/cod-rules.ts).
    check('mailings_cod_amount_ck', sql`${t.codAmountSatang} BETWEEN 1 AND 5000000`),
    // The store's COD page, newest first.
    index('mailings_store_cod_created_barcode_idx').on(t.storeId, t.createdAt, t.barcode).where(sql`${t.codAmountSatang} IS NOT NULL`),
    check('mailings_cost_ck', sql`${t.serviceCostSatang} >= 0`),
  ],
);

/** When a store last asked track and trace, and what it found (served again for 3 hours). */
export const trackingSyncs = pgTable('tracking_syncs', {
  storeId: uuid('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  syncedAt: instant('synced_at').notNull(),
  checked: integer('checked').notNull().default(0),
  updated: integer('updated').notNull().default(0),
  delivered: integer('delivered').notNull().default(0),
  /** Where a sync bounded by the request stopped (the last mailing checked); the background job goes on from there. */
  resumeAfter: uuid('resume_after'),
  /** Mailings left for the background job when the request stopped; 0 once the sync is complete. */
  pending: integer('pending').notNull().default(0),
});
