import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTarget } from '../../../test/global-setup';
import * as processes from '../../../test/server-processes';
import { useCleanups } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { outlets } from '../../db/schema/geo';
import { scheduledJobRuns } from '../../db/schema/jobs';
import { reserveLines, reserves } from '../../db/schema/reserves';
import { stores } from '../../db/schema/stores';
import { RESERVE_CLEANUP_JOB } from './reserve-cleanup.job';

/**
 * Two real server processes (test/server-processes.ts) on one PostgreSQL database, both ticking the clean-up every
 * second: the run log and the deletions show it ran once. PostgreSQL only: the embedded PGlite is one process.
 */
const target = testDatabaseTarget();

const cleanupOutcomes = (server: processes.ServerProcess) =>
  processes.scheduledJobOutcomes<{ deleted: number }>(server, RESERVE_CLEANUP_JOB);

describe.skipIf(target.kind !== 'postgres')('the clean-up with two server processes on one PostgreSQL', () => {
  const cleanups = useCleanups();

  it('runs once: one run-log row, the overdue reservations deleted once, the other process told it was done', async () => {
    if (target.kind !== 'postgres') return;
    const created = await processes.createPostgresTestDatabase();
    cleanups.push(() => created.close());

    // Five unconfirmed reservations made two months ago (overdue whatever today is), and one made today.
    const db = created.database.db;
    const [owner] = await db.insert(users).values({ email: 'proc.owner@example.test', firstName: 'ทดสอบ' }).returning();
    const [store] = await db
      .insert(stores)
      .values({ uri: 'proc-shop', name: 'ร้านทดสอบ', type: 'Publish', ownerUserId: owner!.id })
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

    const servers = await Promise.all([
      processes.startServerProcess(created.url, processes.EVERY_SECOND),
      processes.startServerProcess(created.url, processes.EVERY_SECOND),
    ]);
    cleanups.push(async () => {
      for (const s of servers) await s.stop();
    });
    const explain = () => servers.map((s, i) => `server ${i + 1}:\n${s.tail()}`).join('\n');
    // Both processes have ticked at least three times each (every second), so both tried the day's clean-up.
    await processes.until(() => servers.every((s) => cleanupOutcomes(s).length >= 3), 120_000, explain);
    for (const s of servers) await s.stop();

    const period = bangkokDay(new Date());
    const todays = servers.flatMap((s) => cleanupOutcomes(s).filter((o) => o.period === period));
    const ran = todays.filter((o) => o.ran);
    expect(ran).toHaveLength(1);
    expect(ran[0]!.result?.deleted).toBe(5);
    expect(todays.filter((o) => !o.ran).every((o) => o.reason === 'done' || o.reason === 'busy')).toBe(true);
    // Each process reported on the day: one ran it, the other found it done (or busy while it ran).
    expect(servers.every((s) => cleanupOutcomes(s).some((o) => o.period === period))).toBe(true);

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
