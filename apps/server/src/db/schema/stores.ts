import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, thaiAddressColumns, timestamps, uuidPrimaryKey } from './columns';
import { trigramIndex } from './indexes';
import { deliveryOptionRef } from './reference';

/** A seller's store. Draft = delivery-only account, Publish = a shop (spec 2 section 4). */
export const stores = pgTable(
  'stores',
  {
    id: uuidPrimaryKey(),
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
    /** Where buyers pay: a PromptPay ID as normalised by the shared rule, and an optional bank account. */
    promptPayId: text('promptpay_id'),
    bankCode: text('bank_code'),
    bankAccountNo: text('bank_account_no'),
    bankAccountName: text('bank_account_name'),
    ...thaiAddressColumns(),
    // A store's address may be empty until its form is saved.
    homeAddress: text('home_address').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    ...timestamps(),
  },
  (t) => [
    // Published stores by name (the buyer's store search).
    index('stores_type_name_id_idx').on(t.type, t.name, t.id),
    // The store report, newest first: all stores, or one post office's by postcode.
    index('stores_created_id_idx').on(t.createdAt, t.id),
    index('stores_postcode_created_id_idx').on(t.postcode, t.createdAt, t.id),
    trigramIndex('stores_name_trgm_idx', t.name),
    trigramIndex('stores_uri_trgm_idx', t.uri),
  ],
);

/** The delivery options a store offers and the fee it charges buyers for each (spec 2 section 3: DeliveryOptions). */
export const storeDeliveryOptions = pgTable(
  'store_delivery_options',
  {
    storeId: parentRef('store_id', () => stores.id),
    deliveryOptionId: deliveryOptionRef(),
    feeSatang: integer('fee_satang').notNull(),
    licenseNo: text('license_no'),
    serviceType: integer('service_type').notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Cash on delivery offered with this option, and the fee the buyer pays for it (satang). */
    codEnabled: boolean('cod_enabled').notNull().default(false),
    codFeeSatang: integer('cod_fee_satang').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.deliveryOptionId] }),
    check('store_delivery_options_fee_ck', sql`${t.feeSatang} >= 0`),
    // MAX_COD_FEE_SATANG (packages/shared/src/cod/cod-rules.ts).
    check('store_delivery_options_cod_fee_ck', sql`${t.codFeeSatang} BETWEEN 0 AND 100000`),
  ],
);
