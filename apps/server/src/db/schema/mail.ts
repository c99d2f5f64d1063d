import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev outbox: mail "sent" when no SMTP server is configured, shown at /sim/mail. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.sentAt)],
);
