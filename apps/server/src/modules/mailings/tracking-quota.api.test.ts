import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createRecipients, createSender, ids, publish } from '../../../test/mailing-fixtures';
import { type TrackSimControl, trackSim } from '../../../test/track-sim';
import { useListeningTestApp } from '../../../test/use-test-app';
import { scheduledJobRuns } from '../../db/schema/jobs';
import { trackingSyncs } from '../../db/schema/mailings';
import { trackQuota } from '../../db/schema/tracking';
import { createTrackTraceClient } from '../../integrations/track-trace/client';
import { SIM_TRACK_DEFAULT_LIMIT } from '../../integrations/track-trace/simulator';
import { createJobRunner } from '../../lib/scheduled-jobs';
import { bangkokDate, nextBangkokMidnight } from './track-quota.repository';
import { trackingSyncRestJob } from './tracking.service';

/**
 * The daily quota, 429 and token renewal, against the simulator over real HTTP. Facts (shared reference
 * postal-facts.md, from public client libraries): every answer reports `track_count` { track_date, count_number,
 * track_count_limit } per API key (1,000 and 1,500 in public samples); 401 means a wrong key or an expired token,
 * 403 refused at authentication (renew the token once), 429 too many requests (back off); tokens last about a month
 * and `expire` reads `2019-09-28 10:18:20+07:00`.
 */
const t = useListeningTestApp((o) => ({ TRACK_API_URL: `${o}/sim/track` }));

const sim = trackSim(() => t.origin);
const control = async (body?: TrackSimControl) => (body ? sim.set(body) : undefined);
const state = () => sim.read();

async function seller(n: number) {
  const u = await createUser(t.app, t.database.db, { store: {} });
  await createSender(t.database.db, u.storeId!, u.user.id);
  const recipients = await createRecipients(t.database.db, u.storeId!, u.user.id, n);
  await publish(t.app, u.storeId!, u.auth, { optionId: 'ems', weight: 200, recipients: ids(recipients) });
  return { ...u, storeId: u.storeId! };
}
const sync = (s: { storeId: string; auth: Record<string, string> }, method: 'POST' | 'GET' = 'POST') =>
  t.app.inject({ method, url: `/api/stores/${s.storeId}/mailings/update-tracking-status`, headers: s.auth });
const reopen = (storeId: string) =>
  t.database.db.update(trackingSyncs).set({ syncedAt: sql`now() - interval '3 hours 1 minute'` }).where(eq(trackingSyncs.storeId, storeId));
const quotaRow = async () => (await t.database.db.select().from(trackQuota))[0];
const resetQuota = async () => {
  await t.database.db.delete(trackQuota);
  await control({ reset: true });
};
const job = () =>
  trackingSyncRestJob({ client: createTrackTraceClient({ baseUrl: `${t.origin}/sim/track`, apiKey: 'songdee-track-sim-key' }) });
/** A run of the background job now (its run log cleared: these tests run it more than once a minute). */
const runJob = async () => {
  await t.database.db.delete(scheduledJobRuns);
  return createJobRunner(t.database.db, { now: () => new Date(), runner: 'test' }).runDue(job());
};

describe('the daily quota', () => {
  it('is read from every answer and stored for the API key and Bangkok day', async () => {
    await resetQuota();
    const s = await seller(3);
    await sync(s);
    expect(await quotaRow()).toMatchObject({ trackDate: bangkokDate(new Date()), countNumber: 3, countLimit: SIM_TRACK_DEFAULT_LIMIT });
  });

  it('stops syncing when fewer than a batch of 100 remain, says so, and resumes on the next day', async () => {
    await resetQuota();
    const s = await seller(5);
    // The service has counted 950 of 1,000 today: the next call could take 100.
    await control({ used: 950 });
    const warm = await seller(1);
    await sync(warm);
    const before = (await state()).trackCalls;

    const held = await sync(s);
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      checked: 0,
      pending: 5,
      hold: { reason: 'DAILY_QUOTA', until: nextBangkokMidnight(new Date()).toISOString() },
    });
    expect((await state()).trackCalls).toBe(before);
    // The safe GET (what the track list reads) says so too.
    expect((await sync(s, 'GET')).json().hold).toMatchObject({ reason: 'DAILY_QUOTA' });
    // The background job does not ask either while the quota holds.
    expect(await runJob()).toMatchObject({ ran: true, result: { checked: 0, hold: { reason: 'DAILY_QUOTA' } } });
    expect((await state()).trackCalls).toBe(before);

    // The next Bangkok day (the stored count is yesterday's, the service starts counting again).
    await t.database.db.update(trackQuota).set({ trackDate: sql`${trackQuota.trackDate} - 1` });
    await control({ reset: true });
    expect((await sync(s, 'GET')).json().hold).toBeNull();
    expect(await runJob()).toMatchObject({ ran: true, result: { stores: 1, checked: 5 } });
    expect((await sync(s, 'GET')).json()).toMatchObject({ pending: 0, checked: 5, hold: null });
  });
});

describe('429 too many requests', () => {
  it('backs off for Retry-After; the job stops this round and goes on after it', async () => {
    await resetQuota();
    const s = await seller(2);
    await control({ fail: { status: 429, retryAfter: 120 } });
    const started = Date.now();
    const res = await sync(s);
    expect(res.statusCode).toBe(200);
    const hold = res.json().hold;
    expect(hold.reason).toBe('RATE_LIMITED');
    expect(Date.parse(hold.until) - started).toBeGreaterThanOrEqual(119_000);
    expect(Date.parse(hold.until) - started).toBeLessThan(125_000);
    expect(res.json()).toMatchObject({ checked: 0, pending: 2 });
    const calls = (await state()).trackCalls;
    expect(await runJob()).toMatchObject({ result: { checked: 0, hold: { reason: 'RATE_LIMITED' } } });
    expect((await state()).trackCalls).toBe(calls);
    // Retry-After passed: the job goes on.
    await t.database.db.update(trackQuota).set({ retryAt: sql`now() - interval '1 second'` });
    expect(await runJob()).toMatchObject({ result: { checked: 2 } });
    expect((await quotaRow())?.backoffAttempts).toBe(0);
  });

  it('without Retry-After waits 1 minute, then 2 (exponential)', async () => {
    await resetQuota();
    const s = await seller(1);
    await control({ fail: { status: 429 } });
    const first = Date.now();
    const a = (await sync(s)).json().hold;
    expect(Date.parse(a.until) - first).toBeGreaterThanOrEqual(59_000);
    expect(Date.parse(a.until) - first).toBeLessThan(65_000);
    await t.database.db.update(trackQuota).set({ retryAt: sql`now() - interval '1 second'` });
    await control({ fail: { status: 429 } });
    const second = Date.now();
    expect(await runJob()).toMatchObject({ result: { hold: { reason: 'RATE_LIMITED' } } });
    const row = await quotaRow();
    expect(row?.backoffAttempts).toBe(2);
    expect(row!.retryAt!.getTime() - second).toBeGreaterThanOrEqual(119_000);
    await reopen(s.storeId);
  });
});

describe('token renewal', () => {
  it('a 403 renews the token once and retries once', async () => {
    await resetQuota();
    const s = await seller(1);
    await sync(await seller(1)); // the app's client holds a token now
    const before = await state();
    await control({ fail: { status: 403 } });
    expect((await sync(s)).json()).toMatchObject({ checked: 1, hold: null });
    const after = await state();
    expect(after.tokenCalls - before.tokenCalls).toBe(1);
    expect(after.trackCalls - before.trackCalls).toBe(2);
  });

  it('a second 403 after the renewal is not retried again: the service is unavailable', async () => {
    const s = await seller(1);
    const before = await state();
    await control({ fail: { status: 403, times: 2 } });
    const res = await sync(s);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe('TRACKING_UNAVAILABLE');
    const after = await state();
    expect(after.trackCalls - before.trackCalls).toBe(2);
    expect(after.tokenCalls - before.tokenCalls).toBe(1);
  });

  it('an expired token (401) is renewed', async () => {
    const s = await seller(1);
    await control({ expireTokens: true });
    const before = await state();
    expect((await sync(s)).json()).toMatchObject({ checked: 1 });
    expect((await state()).tokenCalls - before.tokenCalls).toBe(1);
  });
});
