import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/create-test-app';
import { testDatabaseTarget, withDatabase } from '../../../test/global-setup';
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
const SERVER = fileURLToPath(new URL('../../server.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));

interface Outcome {
  scheduledJob: string;
  period: string;
  ran: boolean;
  reason?: string;
  result?: { deleted: number };
}

/** A server process and the scheduled-job outcomes it has logged so far. */
function startServer(databaseUrl: string, port: number) {
  const outcomes: Outcome[] = [];
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'songdee-proc-')),
      WEB_DIST: '/nonexistent',
      DEMO_ACCOUNTS: 'off',
      SIMULATORS: 'off',
      // Without the simulators the server needs real secrets (any will do: no outside service is called).
      PAYMENT_HMAC_SECRET: 'songdee-processes-test-secret',
      PAYMENT_MERCHANT_ID: 'SONGDEE-TEST',
      TRACK_API_KEY: 'songdee-processes-track-key',
      POST_JOB_API_KEY: 'songdee-processes-postjob-key',
      SCHEDULED_JOBS: 'on',
      SCHEDULED_JOBS_INTERVAL_SECONDS: '1',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      output.push(line);
      try {
        const entry = JSON.parse(line) as Outcome & { msg?: string };
        if (entry.msg === 'scheduled job' && entry.scheduledJob === RESERVE_CLEANUP_JOB) outcomes.push(entry);
      } catch {
        // Not a log line (the start-up banner).
      }
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    outcomes,
    output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Waits until `done` holds, checking every 200 ms; fails with what the servers printed after `limitMs`. */
async function until(done: () => boolean | Promise<boolean>, limitMs: number, explain: () => string) {
  const deadline = Date.now() + limitMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${explain()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
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

    const servers = [startServer(url, await freePort()), startServer(url, await freePort())];
    cleanups.push(async () => {
      for (const s of servers) await s.stop();
    });
    const explain = () => servers.map((s, i) => `server ${i + 1}:\n${s.output.slice(-20).join('\n')}`).join('\n');
    // Both processes have ticked at least three times each (every second), so both tried the day's clean-up.
    await until(() => servers.every((s) => s.outcomes.length >= 3), 120_000, explain);
    for (const s of servers) await s.stop();

    const period = bangkokDay(new Date());
    const todays = servers.flatMap((s) => s.outcomes.filter((o) => o.period === period));
    const ran = todays.filter((o) => o.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.result?.deleted).toBe(5);
    expect(todays.filter((o) => !o.ran).every((o) => o.reason === 'done' || o.reason === 'busy')).toBe(true);
    // Each process reported on the day: one ran it, the other found it done (or busy while it ran).
    expect(servers.every((s) => s.outcomes.some((o) => o.period === period))).toBe(true);

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
