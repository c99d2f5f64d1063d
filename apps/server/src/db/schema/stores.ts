import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { borders, districts, provinces } from './geo';
import { deliveryOptions } from './reference';

/** A seller's store. Draft = delivery-only account, Publish = a shop (spec 2 section 4). */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uri: text('uri').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull().default('Draft'),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .unique()
      .references(() => users.id),
    phone: text('phone').notNull().default(''),
    /** The spec's Line: the store's chat id. */
    line: text('line').notNull().default(''),
    detail: text('detail').notNull().default(''),
    /** File-store keys of the logo (re-encoded original) and its thumbnail. */
    logoPath: text('logo_path'),
    logoThumbnailPath: text('logo_thumbnail_path'),
    homeAddress: text('home_address').notNull().default(''),
    village: text('village').notNull().default(''),
    building: text('building').notNull().default(''),
    floor: text('floor').notNull().default(''),
    swine: text('swine').notNull().default(''),
    alley: text('alley').notNull().default(''),
    street: text('street').notNull().default(''),
    provinceId: integer('province_id').references(() => provinces.id),
    borderId: integer('border_id').references(() => borders.id),
    districtId: integer('district_id').references(() => districts.id),
    postcode: text('postcode').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Store search by name, newest first among published stores.
  (t) => [index('stores_type_name_idx').on(t.type, t.name)],
);

/** The delivery options a store offers and the fee it charges buyers for each (spec 2 section 3: DeliveryOptions). */
export const storeDeliveryOptions = pgTable(
  'store_delivery_options',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    deliveryOptionId: text('delivery_option_id')
      .notNull()
      .references(() => deliveryOptions.id),
    feeSatang: integer('fee_satang').notNull(),
    licenseNo: text('license_no'),
    serviceType: integer('service_type').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.deliveryOptionId] }), check('store_delivery_options_fee_ck', sql`${t.feeSatang} >= 0`)],
);
