import type { Reserve } from '@songdee/shared/reserve/reserve.schema';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createListeningTestApp,
  gatewayResult,
  OUTLET_A,
  outletId,
  type PaymentForm,
  paidReserve,
  postOfficeAdmin,
  postOfficeApi,
  type reserveApi,
  reserveExists,
  reserveInput,
  reserveSeller,
  setCreatedAt,
  signedResult,
} from '../../../test/reserve-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { scheduledJobRuns } from '../../db/schema/jobs';
import { cardPayments } from '../../db/schema/shipping-lists';
import { createJobRunner } from '../../lib/scheduled-jobs';
import { RESERVE_CLEANUP_JOB, reserveCleanupJob } from './reserve-cleanup.job';
import { createReservesRepository } from './reserves.repository';

const t = useTestApp(() => createListeningTestApp());
let outlet: string;
let api: ReturnType<typeof reserveApi>;
let clerk: ReturnType<typeof postOfficeApi>;
beforeAll(async () => {
  outlet = await outletId(t, OUTLET_A);
  const s = await reserveSeller(t);
  api = s.api;
  clerk = postOfficeApi(t, (await postOfficeAdmin(t, OUTLET_A)).auth);
});

/** An instant in Bangkok (UTC+7). */
const bangkok = (day: string, time = '09:00') => new Date(`${day}T${time}:00+07:00`);

/** Runs the clean-up as the schedule would, with the clock at `at` (a fresh runner: as after a restart). */
const cleanUpAt = (at: Date) =>
  createJobRunner(t.database.db, { now: () => at, runner: 'test' }).runDue(reserveCleanupJob(createReservesRepository(t.database.db)));

/** A reservation made (by the clock) at `at`. */
async function madeAt(at: Date, how: 'unpaid' | 'paid' | 'confirmed' = 'unpaid'): Promise<Reserve> {
  const input = reserveInput(outlet, { M: 1 });
  const reserve = how === 'unpaid' ? ((await api.create(input)).json() as Reserve) : await paidReserve(t, api, input);
  if (how === 'confirmed') expect((await clerk.confirm(reserve.id)).statusCode).toBe(200);
  await setCreatedAt(t, reserve.id, at);
  return reserve;
}

describe('the clean-up of reservations not collected within 7 working days (fake clock)', () => {
  it('counts weekends out: made on a Friday, kept through the 7th working day (Tuesday week), gone the day after', async () => {
    const friday = await madeAt(bangkok('2026-11-20'));
    const monday = await madeAt(bangkok('2026-11-23'));
    expect((await cleanUpAt(bangkok('2026-12-01', '23:59'))).ran).toBe(true);
    expect(await reserveExists(t, friday.id)).toBe(true);
    const next = await cleanUpAt(bangkok('2026-12-02', '00:05'));
    expect(next).toMatchObject({ ran: true, period: '2026-12-02' });
    expect(await reserveExists(t, friday.id)).toBe(false);
    expect(await reserveExists(t, monday.id)).toBe(true);
    expect((await api.get(friday.id)).statusCode).toBe(404);
  });

  it('counts the seeded holidays out: made Wednesday 2 December 2026, collectable until the 15th (not the 11th)', async () => {
    const reserve = await madeAt(bangkok('2026-12-02'));
    expect((await api.get(reserve.id)).json().collectBy).toBe('2026-12-15');
    await cleanUpAt(bangkok('2026-12-12'));
    await cleanUpAt(bangkok('2026-12-15', '22:00'));
    expect(await reserveExists(t, reserve.id)).toBe(true);
    await cleanUpAt(bangkok('2026-12-16', '08:00'));
    expect(await reserveExists(t, reserve.id)).toBe(false);
  });

  it('deletes only unconfirmed reservations: paid but not collected goes, confirmed ones stay for good', async () => {
    const at = bangkok('2026-10-01');
    const unpaid = await madeAt(at);
    const paid = await madeAt(at, 'paid');
    const confirmed = await madeAt(at, 'confirmed');
    const fresh = await madeAt(bangkok('2026-10-14'));
    const outcome = await cleanUpAt(bangkok('2026-10-15'));
    expect(outcome.ran).toBe(true);
    expect(outcome.ran && outcome.result.ids).toEqual(expect.arrayContaining([unpaid.id, paid.id]));
    expect(outcome.ran && outcome.result.ids).not.toContain(confirmed.id);
    expect(await reserveExists(t, unpaid.id)).toBe(false);
    expect(await reserveExists(t, paid.id)).toBe(false);
    expect(await reserveExists(t, confirmed.id)).toBe(true);
    expect(await reserveExists(t, fresh.id)).toBe(true);
    await cleanUpAt(bangkok('2027-06-01'));
    expect(await reserveExists(t, confirmed.id)).toBe(true);
  });

  it('runs once a day: a second run (or a restarted server) the same day does nothing; the next day it runs again', async () => {
    const first = await cleanUpAt(bangkok('2026-09-10', '01:00'));
    expect(first.ran).toBe(true);
    const late = await madeAt(bangkok('2026-08-01'));
    expect(await cleanUpAt(bangkok('2026-09-10', '15:00'))).toMatchObject({ ran: false, reason: 'done', period: '2026-09-10' });
    expect(await reserveExists(t, late.id)).toBe(true);
    expect((await cleanUpAt(bangkok('2026-09-11', '00:01'))).ran).toBe(true);
    expect(await reserveExists(t, late.id)).toBe(false);
    const runs = await t.database.db
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, RESERVE_CLEANUP_JOB), eq(scheduledJobRuns.period, '2026-09-10')));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.finishedAt).not.toBeNull();
  });

  it('runs again after a failed run of the same day (the failed run leaves no record)', async () => {
    const failing = {
      ...reserveCleanupJob(createReservesRepository(t.database.db)),
      run: async () => {
        throw new Error('boom');
      },
    };
    const runner = createJobRunner(t.database.db, { now: () => bangkok('2026-08-20'), runner: 'test' });
    await expect(runner.runDue(failing)).rejects.toThrow('boom');
    expect((await cleanUpAt(bangkok('2026-08-20', '12:00'))).ran).toBe(true);
  });

  it('cancels the pending card payment of a deleted reservation; a late 000 pays nothing and is recorded as a refund due', async () => {
    const reserve = await madeAt(bangkok('2026-07-01'));
    const form = (await api.token(reserve.id)).json() as PaymentForm;
    await cleanUpAt(bangkok('2026-07-20'));
    expect(await reserveExists(t, reserve.id)).toBe(false);
    const [attempt] = await t.database.db.select().from(cardPayments).where(eq(cardPayments.reference, form.reference));
    expect(attempt?.status).toBe('CANCELLED');
    // The gateway took the money after the clean-up: kept honestly for the store to refund, never dropped.
    expect((await gatewayResult(t, signedResult(form))).json()).toMatchObject({ status: 'REFUND_DUE', paid: false });
  });

  it('lets only one of two runners racing on the same day do the work', async () => {
    const reserve = await madeAt(bangkok('2026-06-01'));
    const [a, b] = await Promise.all([cleanUpAt(bangkok('2026-06-30')), cleanUpAt(bangkok('2026-06-30', '09:01'))]);
    expect([a.ran, b.ran].filter(Boolean)).toHaveLength(1);
    expect(await reserveExists(t, reserve.id)).toBe(false);
    const count = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM scheduled_job_runs WHERE job = ${RESERVE_CLEANUP_JOB} AND period = '2026-06-30'`,
    )) as unknown as { rows: Array<{ n: number }> };
    expect(count.rows[0]!.n).toBe(1);
  });
});
