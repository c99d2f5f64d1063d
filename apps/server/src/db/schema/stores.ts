import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** A seller's store. Draft = delivery-only account, Publish = a shop (spec 2 section 4). */
export const stores = pgTable('stores', {
  id: uuid('id').primaryKey().defaultRandom(),
  uri: text('uri').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull().default('Draft'),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  phone: text('phone').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
