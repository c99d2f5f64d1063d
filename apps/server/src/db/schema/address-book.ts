import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, thaiAddressColumns, timestamps, uuidPrimaryKey } from './columns';
import { stores } from './stores';

/**
 * Address columns shared by both books. Geography ids are nullable: a row imported from a
 * spreadsheet carries only address text and postcode, and is resolved as far as the postcode allows.
 */
const addressColumns = () => ({
  id: uuidPrimaryKey(),
  storeId: parentRef('store_id', () => stores.id),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
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
    index('sender_addresses_store_idx').on(t.storeId, t.createdAt),
    // At most one default per store, enforced by the database (the service keeps it exactly one).
    uniqueIndex('sender_addresses_one_default').on(t.storeId).where(sql`${t.isDefault}`),
  ],
);

export const shipAddresses = pgTable(
  'ship_addresses',
  {
    ...addressColumns(),
    fullName: text('full_name').notNull(),
    remark: text('remark').notNull().default(''),
  },
  (t) => [index('ship_addresses_store_idx').on(t.storeId, t.createdAt), index('ship_addresses_user_idx').on(t.userId)],
);
