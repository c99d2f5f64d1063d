import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Executor } from '../db/client';
import { scheduledJobRuns } from '../db/schema/jobs';

/**
 * Scheduled work that must happen once per period (a day, say) however many server processes share the database:
 * every process ticks (at start-up, then every interval), and each tick runs the job in one transaction that
 * (1) takes a transaction-level advisory lock on the job, so a second process skips at once instead of queueing,
 * and (2) inserts the run-log row of the period, whose primary key lets only the first run of a period through.
 * The work is done in that same transaction: a failed run leaves no row and the next tick tries again; a restart
 * finds the row and does not repeat the period; a process that was down catches up at its first tick.
 * On the embedded PGlite there is one process, and the same code runs in it.
 */
export interface ScheduledJob<R> {
  name: string;
  /** The period a run at `now` covers: at most one run per period. */
  periodOf(now: Date): string;
  /** The work, inside the transaction that records the run; what it returns is kept in the run log. */
  run(tx: Executor, now: Date): Promise<R>;
}

export type JobOutcome<R> = { job: string; period: string } & ({ ran: true; result: R } | { ran: false; reason: 'busy' | 'done' });

/** Rows of a raw query, whichever driver answered. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];

export function createJobRunner(db: Database, options: { now: () => Date; runner?: string }) {
  const runner = options.runner ?? `${hostname()}:${process.pid}`;
  return {
    /** Runs the job for the current period unless another process is running it or a run of the period is recorded. */
    runDue<R>(job: ScheduledJob<R>): Promise<JobOutcome<R>> {
      const now = options.now();
      const period = job.periodOf(now);
      return db.transaction(async (tx) => {
        const lock = await tx.execute(sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`scheduled-job:${job.name}`}, 0)) AS locked`);
        if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return { job: job.name, period, ran: false, reason: 'busy' } as const;
        const [claimed] = await tx
          .insert(scheduledJobRuns)
          .values({ job: job.name, period, runner })
          .onConflictDoNothing()
          .returning({ job: scheduledJobRuns.job });
        if (!claimed) return { job: job.name, period, ran: false, reason: 'done' } as const;
        const result = await job.run(tx, now);
        await tx
          .update(scheduledJobRuns)
          .set({ finishedAt: new Date(), result: result as unknown })
          .where(and(eq(scheduledJobRuns.job, job.name), eq(scheduledJobRuns.period, period)));
        return { job: job.name, period, ran: true, result } as const;
      });
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Ticks `jobs` at start and every `intervalMs` (timers do not keep the process alive); `stop` clears the timer and
 * waits for a tick in progress. A failing job is reported and tried again at the next tick.
 */
export function startJobSchedule(
  runner: JobRunner,
  jobs: ScheduledJob<unknown>[],
  options: { intervalMs: number; onOutcome(outcome: JobOutcome<unknown>): void; onError(job: string, error: unknown): void },
) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = running.then(async () => {
      for (const job of jobs) {
        if (stopped) return;
        try {
          options.onOutcome(await runner.runDue(job));
        } catch (error) {
          options.onError(job.name, error);
        }
      }
    });
  };
  tick();
  const timer = setInterval(tick, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A module's scheduled jobs: ticked in every process once the app is ready (each runs once per period across them,
 * `runDue`), stopped when it closes, each outcome logged.
 */
export function scheduleJobs(
  app: FastifyInstance,
  db: Database,
  jobs: ScheduledJob<unknown>[],
  options: { intervalMs: number; now: () => Date },
) {
  let running: { stop(): Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    running = startJobSchedule(createJobRunner(db, { now: options.now }), jobs, {
      intervalMs: options.intervalMs,
      onOutcome: (outcome) => app.log.info({ scheduledJob: outcome.job, ...outcome }, 'scheduled job'),
      onError: (job, error) => app.log.error({ scheduledJob: job, err: error }, 'scheduled job failed'),
    });
  });
  app.addHook('onClose', async () => running?.stop());
}
