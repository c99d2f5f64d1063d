import type { DeliveryPricing } from '@songdee/shared/reference/delivery.constants';
import { boolean, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Reference data (statuses, delivery options and their rates, box sizes), seeded once per seed
 * version by db/seed/reference-data.ts and editable by an admin afterwards where the spec allows.
 */

/** Every kind of status in one table; names come from i18n by kind and reference key. */
export const statuses = pgTable(
  'statuses',
  {
    id: integer('id').primaryKey(),
    kind: text('kind').notNull(),
    referenceKey: text('reference_key').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** For orders: still being worked on (every status but DELIVERED). */
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [unique('statuses_kind_key_uq').on(t.kind, t.referenceKey)],
);

/** The four fixed box sizes: 1 SS, 2 S, 3 M, 4 L. */
export const boxSizes = pgTable('box_sizes', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

export const deliveryOptions = pgTable('delivery_options', {
  id: text('id').primaryKey(),
  serviceType: integer('service_type').notNull().default(0),
  reserve: boolean('reserve').notNull().default(false),
  hidesWeight: boolean('hides_weight').notNull().default(false),
  promptPostOnly: boolean('prompt_post_only').notNull().default(false),
  /** weight | boxSize | zone */
  pricing: text('pricing').$type<DeliveryPricing>().notNull(),
  /** First letter of the S10 service indicator; configurable because the letters a customer range uses are unverified. */
  s10Prefix: text('s10_prefix'),
  sortOrder: integer('sort_order').notNull(),
  active: boolean('active').notNull().default(true),
});

/** `delivery_option_id` of a row about one delivery option. */
export const deliveryOptionRef = () =>
  text('delivery_option_id')
    .notNull()
    .references(() => deliveryOptions.id);

/** `box_size_id` of a row about one box size. */
export const boxSizeRef = () =>
  integer('box_size_id')
    .notNull()
    .references(() => boxSizes.id);

/** Weight brackets: a parcel up to max_weight_grams (and above the previous bracket) costs price_satang. */
export const deliveryRates = pgTable(
  'delivery_rates',
  {
    deliveryOptionId: deliveryOptionRef(),
    maxWeightGrams: integer('max_weight_grams').notNull(),
    priceSatang: integer('price_satang').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryOptionId, t.maxWeightGrams] })],
);

/** Price per box for box-priced options (the ready-to-send box). */
export const deliveryBoxPrices = pgTable(
  'delivery_box_prices',
  {
    deliveryOptionId: deliveryOptionRef(),
    boxSizeId: boxSizeRef(),
    priceSatang: integer('price_satang').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryOptionId, t.boxSizeId] })],
);

/** Delivery zones of the regional box service: per box size, a same-area and an other-area price. */
export const deliveryZones = pgTable('delivery_zones', {
  id: integer('id').primaryKey(),
  deliveryOptionId: deliveryOptionRef(),
  serviceType: integer('service_type').notNull(),
  boxSizeId: boxSizeRef(),
  name: text('name').notNull(),
  desc: text('desc').notNull().default(''),
  inPriceSatang: integer('in_price_satang').notNull(),
  outPriceSatang: integer('out_price_satang').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/**
 * Which seed ran at which version. A seed runs when its row is missing or older, inside the same
 * transaction as its inserts, so a present row means the data is complete and start-up can skip it.
 */
export const referenceSeeds = pgTable('reference_seeds', {
  name: text('name').primaryKey(),
  version: integer('version').notNull(),
  seededAt: instant('seeded_at').notNull().defaultNow(),
});
