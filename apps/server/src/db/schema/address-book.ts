import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, requiredRef, thaiAddressColumns, timestamps, uuidPrimaryKey } from './columns';
import { trigramIndex } from './indexes';
import { stores } from './stores';

/**
 * Address columns shared by both books. Geography ids are nullable: a row imported from a
 * spreadsheet carries only address text and postcode, and is resolved as far as the postcode allows.
 */
const addressColumns = () => ({
  id: uuidPrimaryKey(),
  storeId: parentRef('store_id', () => stores.id),
  userId: requiredRef('user_id', () => users.id),
  phone: text('phone').notNull().default(''),
  ...thaiAddressColumns(),
  ...timestamps(),
});

export const senderAddresses = pgTable(
  'sender_addresses',
  {
    ...addressColumns(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    index('sender_addresses_store_default_created_id_idx').on(t.storeId, t.isDefault, t.createdAt, t.id),
    trigramIndex('sender_addresses_name_trgm_idx', t.name),
    trigramIndex('sender_addresses_surname_trgm_idx', t.surname),
    // At most one default per store, enforced by the database (the service keeps it exactly one).
    uniqueIndex('sender_addresses_one_default').on(t.storeId).where(sql`${t.isDefault}`),
  ],
);

export const shipAddresses = pgTable(
  'ship_addresses',
  {
    ...addressColumns(),
    /**
     * First name and surname as typed (a label and a form show them apart). Rows saved before they existed keep '' here
     * and are read as their full name split at the first space; `full_name` stays the joined name every save writes.
     */
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    fullName: text('full_name').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [
    index('ship_addresses_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    index('ship_addresses_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    trigramIndex('ship_addresses_full_name_trgm_idx', t.fullName),
    trigramIndex('ship_addresses_phone_trgm_idx', t.phone),
  ],
);
