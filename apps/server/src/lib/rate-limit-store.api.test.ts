import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestApp } from '../../test/create-test-app';
import { useTestApp } from '../../test/use-test-app';
import { rateLimitCounters } from '../db/schema/rate-limits';
import { databaseRateLimitStore } from './rate-limit-store';

const LIMIT = { AUTH_RATE_LIMIT_PER_MINUTE: '3' };
const t = useTestApp(() => createTestApp({ env: LIMIT }));
/** A second app on the same database: what a second server process shares with the first. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildTestApp(t.database.db, { env: LIMIT });
});
afterAll(async () => other?.close());

const resend = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/Account/ResendConfirmation', remoteAddress, payload: { email: 'nobody@example.test' } });

/** Promisified `incr` of a store made by `databaseRateLimitStore`. */
function incr(store: ReturnType<typeof databaseRateLimitStore>, key: string, timeWindow = 60_000) {
  const instance = new store({});
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    instance.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), timeWindow, 3),
  );
}

describe('rate limits counted in the database', () => {
  it('count requests answered by two apps on one database together', async () => {
    const statuses = [];
    for (const app of [t.app, other, t.app, other]) statuses.push((await resend(app, '203.0.113.20')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Another address has its own count.
    expect((await resend(other, '203.0.113.21')).statusCode).toBe(200);
  });

  it('start a new window once the last one has ended', async () => {
    for (let i = 0; i < 3; i++) await resend(t.app, '203.0.113.22');
    expect((await resend(other, '203.0.113.22')).json().error.code).toBe('RATE_LIMITED');
    await t.database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      // The address is the key's middle part (the routes' group prefixes it, its name ends it).
      .where(sql`${rateLimitCounters.key} LIKE ${'%203.0.113.22%'}`);
    expect((await resend(other, '203.0.113.22')).statusCode).toBe(200);
  });

  it('answer the count and what is left of the window, and delete ended windows as they go', async () => {
    const store = databaseRateLimitStore(t.database.db, { cleanEvery: 2 });
    await t.database.db.insert(rateLimitCounters).values({ key: 'ended', count: 9, windowEndsAt: new Date(Date.now() - 60_000) });
    const first = await incr(store, 'fresh');
    expect(first.current).toBe(1);
    expect(first.ttl).toBeGreaterThan(0);
    expect(first.ttl).toBeLessThanOrEqual(60_000);
    expect((await incr(store, 'fresh')).current).toBe(2);
    expect(await t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'ended'))).toEqual([]);
    expect(await t.database.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, 'fresh'))).toHaveLength(1);
  });
});
