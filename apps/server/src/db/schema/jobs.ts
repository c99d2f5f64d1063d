import { jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The run log of scheduled work (lib/scheduled-jobs.ts): one row per job and period (e.g. the reservation clean-up
 * of one Bangkok day), inserted in the transaction that does the work. The primary key makes "once per period"
 * the database's rule however many server processes share it; a rolled-back run leaves no row, so it runs again.
 */
export const scheduledJobRuns = pgTable(
  'scheduled_job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    /** Which process ran it (host and pid), for support. */
    runner: text('runner').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the run did (e.g. how many reservations it deleted). */
    result: jsonb('result'),
  },
  (t) => [primaryKey({ columns: [t.job, t.period] })],
);
