import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt, uuidPrimaryKey } from './columns';
import { stores } from './stores';

export interface NotificationLink {
  orderId?: string;
  orderName?: string;
  barcode?: string;
  /** A tracking sync's summary: how many parcels changed, how many of them were delivered. */
  parcels?: number;
  delivered?: number;
}

/** Notifications for a store (its owner) or a user (spec 2 section 3). Type 1 new order, 2 tracking. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuidPrimaryKey(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Thai text as stored; typed notifications are re-worded per language from type and link. */
    content: text('content').notNull(),
    type: integer('type').notNull(),
    read: boolean('read').notNull().default(false),
    link: jsonb('link').$type<NotificationLink>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    // The unread counts.
    index('notifications_store_idx').on(t.storeId, t.read, t.createdAt),
    index('notifications_user_idx').on(t.userId, t.read, t.createdAt),
    // The lists, newest first (backward scans).
    index('notifications_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    index('notifications_user_created_id_idx').on(t.userId, t.createdAt, t.id),
  ],
);
