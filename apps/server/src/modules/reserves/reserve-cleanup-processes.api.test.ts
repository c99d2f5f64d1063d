import { randomUUID } from 'node:crypto';
import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseTarget, withDatabase } from '../../../test/global-setup';
import { type ServerProcess, startServerProcess, until } from '../../../test/killable-server';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { scheduledJobRuns } from '../../db/schema/jobs';
import { reserveLines, reserves } from '../../db/schema/reserves';
import { stores } from '../../db/schema/stores';
import { RESERVE_CLEANUP_JOB } from './reserve-cleanup.job';

/**
 * Two real server processes (src/server.ts through tsx, as `npm start` runs it) on one PostgreSQL database, both
 * ticking the clean-up every second: the run log and the deletions show it ran once. PostgreSQL only: the embedded
 * PGlite is one process by construction.
 */
const target = testDatabaseTarget();

interface Outcome {
  scheduledJob: string;
  period: string;
  ran: boolean;
  reason?: string;
  result?: { deleted: number };
}

/** The scheduled-job outcomes of the clean-up a server process has logged so far. */
function outcomesOf(server: ServerProcess): Outcome[] {
  return server.output.flatMap((line) => {
    try {
      const entry = JSON.parse(line) as Outcome & { msg?: string };
      return entry.msg === 'scheduled job' && entry.scheduledJob === RESERVE_CLEANUP_JOB ? [entry] : [];
    } catch {
      return []; // Not a log line (the start-up banner).
    }
  });
}

describe.skipIf(target.kind !== 'postgres')('the clean-up with two server processes on one PostgreSQL', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('runs once: one run-log row, the overdue reservations deleted once, the other process told it was done', async () => {
    if (target.kind !== 'postgres') return;
    const name = `songdee_test_${randomUUID().replaceAll('-', '')}`;
    const admin = new pg.Client({ connectionString: target.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${process.env.SONGDEE_TEST_TEMPLATE}`);
    await admin.end();
    const url = withDatabase(target.url, name);
    const database: DatabaseHandle = await openDatabase({ databaseUrl: url });
    cleanups.push(async () => {
      await database.close();
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    });

    // Five unconfirmed reservations made two months ago (overdue whatever today is), and one made today.
    const db = database.db;
    const [owner] = await db
      .insert(users)
      .values({ email: `proc.${name}@example.test`, firstName: 'ทดสอบ' })
      .returning();
    const [store] = await db
      .insert(stores)
      .values({ uri: `proc-${name.slice(-12)}`, name: 'ร้านทดสอบ', type: 'Publish', ownerUserId: owner!.id })
      .returning();
    const [outlet] = await db.select().from(outlets).where(eq(outlets.code, '10110'));
    const longAgo = new Date(Date.now() - 60 * 24 * 3600 * 1000);
    const rows = await db
      .insert(reserves)
      .values(
        Array.from({ length: 6 }, (_, i) => ({
          storeId: store!.id,
          code: `RS-${String(i + 1).padStart(5, '0')}`,
          outletId: outlet!.id,
          totalQty: 1,
          totalPriceSatang: 52_000,
          createdAt: i < 5 ? longAgo : new Date(),
        })),
      )
      .returning({ id: reserves.id });
    await db.insert(reserveLines).values(rows.map((r) => ({ reserveId: r.id, boxSizeId: 3, boxPriceSatang: 5200, sets: 1 })));
    const overdueIds = rows.slice(0, 5).map((r) => r.id);
    const todaysId = rows[5]!.id;

    const ticking = { SCHEDULED_JOBS: 'on', SCHEDULED_JOBS_INTERVAL_SECONDS: '1', LOG_LEVEL: 'info' };
    const servers = await Promise.all([startServerProcess(url, ticking), startServerProcess(url, ticking)]);
    cleanups.push(async () => {
      for (const s of servers) await s.stop();
    });
    const explain = () => servers.map((s, i) => `server ${i + 1}:\n${s.output.slice(-20).join('\n')}`).join('\n');
    // Both processes have ticked at least three times each (every second), so both tried the day's clean-up.
    await until(async () => (servers.every((s) => outcomesOf(s).length >= 3) ? true : undefined), 120_000, explain);
    for (const s of servers) await s.stop();
    const outcomes = servers.map(outcomesOf);

    const period = bangkokDay(new Date());
    const todays = outcomes.flatMap((o) => o.filter((outcome) => outcome.period === period));
    const ran = todays.filter((o) => o.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.result?.deleted).toBe(5);
    expect(todays.filter((o) => !o.ran).every((o) => o.reason === 'done' || o.reason === 'busy')).toBe(true);
    // Each process reported on the day: one ran it, the other found it done (or busy while it ran).
    expect(outcomes.every((o) => o.some((outcome) => outcome.period === period))).toBe(true);

    const runs = await db
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, RESERVE_CLEANUP_JOB), eq(scheduledJobRuns.period, period)));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.result).toMatchObject({ deleted: 5 });
    expect(await db.select({ id: reserves.id }).from(reserves).where(inArray(reserves.id, overdueIds))).toEqual([]);
    expect(await db.select({ id: reserves.id }).from(reserves).where(eq(reserves.id, todaysId))).toHaveLength(1);
  }, 180_000);
});
