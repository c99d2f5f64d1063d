import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { thaiAddressColumns } from './columns';

/**
 * A buyer's own saved addresses (checkout's "choose from saved addresses"), not tied to a store: the same
 * receiver fields as checkout's form. Gone with the user.
 */
export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    ...thaiAddressColumns(),
    /** The create request's Idempotency-Key: the same key from the same user answers the first address. */
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('buyer_addresses_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('buyer_addresses_user_idempotency_uq').on(t.userId, t.idempotencyKey),
  ],
);
