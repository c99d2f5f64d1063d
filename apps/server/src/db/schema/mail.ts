import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, uuidPrimaryKey } from './columns';

/** The dev outbox: mail "sent" when no SMTP server is configured, shown at /sim/mail. */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuidPrimaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: instant('sent_at').notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to, t.sentAt)],
);
