import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { parentRef, thaiAddressColumns, timestamps, uuidPrimaryKey } from './columns';

/**
 * A buyer's own saved addresses (checkout's "choose from saved addresses"), not tied to a store: the same
 * receiver fields as checkout's form. Gone with the user.
 */
export const buyerAddresses = pgTable(
  'buyer_addresses',
  {
    id: uuidPrimaryKey(),
    userId: parentRef('user_id', () => users.id),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull().default(''),
    ...thaiAddressColumns(),
    /** The create request's Idempotency-Key: the same key from the same user answers the first address. */
    idempotencyKey: text('idempotency_key'),
    ...timestamps(),
  },
  (t) => [
    index('buyer_addresses_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    uniqueIndex('buyer_addresses_user_idempotency_uq').on(t.userId, t.idempotencyKey),
  ],
);
