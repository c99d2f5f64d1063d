import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant, parentRef } from './columns';
import { mailings } from './mailings';

/**
 * Every track-and-trace event a parcel had, from polling or the push service. The key makes a repeat of the same
 * event (same code at the same time) a no-op, so answers and pushes may overlap and come in any order; the mailing's
 * status is derived from the whole set.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    mailingId: parentRef('mailing_id', () => mailings.id),
    code: integer('code').notNull(),
    occurredAt: instant('occurred_at').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    /** 'poll' or 'push': which way it reached us first. */
    source: text('source').notNull(),
    receivedAt: instant('received_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.mailingId, t.occurredAt, t.code] }),
    check('tracking_events_source_ck', sql`${t.source} IN ('poll', 'push')`),
  ],
);

/**
 * The track-and-trace API's daily quota as its last answer reported it (`track_count`), one row per API key (a hash
 * names it, never the key), and when a "too many requests" answer lets us ask again. Syncing stops before the limit
 * and resumes on the next Bangkok day.
 */
export const trackQuota = pgTable('track_quota', {
  keyId: text('key_id').primaryKey(),
  /** The Bangkok day the count belongs to. */
  trackDate: date('track_date', { mode: 'string' }).notNull(),
  countNumber: integer('count_number').notNull().default(0),
  countLimit: integer('count_limit').notNull().default(0),
  /** After a 429: no call before this time. */
  retryAt: instant('retry_at'),
  /** 429s in a row (the exponential back-off's exponent); 0 after a successful call. */
  backoffAttempts: integer('backoff_attempts').notNull().default(0),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
