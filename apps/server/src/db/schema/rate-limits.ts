import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Request counters of the per-address rate limits (lib/rate-limit-store.ts), in the database so a limit counts every
 * server process's requests: one row per limited route and caller, counting from the first request of its window
 * until `window_ends_at`; the next request after that starts a new window. Expired rows are deleted now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** The route (method and path) and the caller's address. */
    key: text('key').primaryKey(),
    windowEndsAt: instant('window_ends_at').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);
