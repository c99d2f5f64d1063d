import { bangkokDay } from '@songdee/shared/shipping-list/post-job-rules';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { multipartFile } from '../test/address-fixtures';
import { buildTestApp, type TestApp } from '../test/create-test-app';
import { readCounts } from '../test/event-stream';
import { TEST_PASSWORD } from '../test/factories';
import { type S3StandIn, startS3StandIn } from '../test/s3-stand-in';
import {
  createPostgresTestDatabase,
  EVERY_SECOND,
  type ServerProcess,
  scheduledJobOutcomes,
  startServerProcess,
  until,
} from '../test/server-processes';
import { createBuyer, createShop, pdfFile, type Shop, shipAddress } from '../test/storefront-fixtures';
import { describeOnPostgres } from '../test/use-test-app';
import { scheduledJobRuns } from './db/schema/jobs';
import { RESERVE_CLEANUP_JOB } from './modules/reserves/reserve-cleanup.job';

/**
 * Two server processes, A and B, on one PostgreSQL database and one S3 bucket (the local stand-in) behave as one (so
 * the app can run as several processes behind a load balancer): whatever one process does, the other sees. Each part
 * fails when its state is kept in a process (a local upload directory, in-memory rate-limit counters, a process-local
 * event bus, a timer per process). PostgreSQL only: the embedded PGlite is one process by construction.
 */
const AUTH_LIMIT = 3;

describeOnPostgres('two server processes on one PostgreSQL and one S3 bucket', (cleanups) => {
  let a: ServerProcess;
  let b: ServerProcess;
  /** An app in the test process on the same database, for setting up the shop (users, store, products). */
  let fixtures: TestApp;
  let shop: Shop;
  let s3: S3StandIn;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    cleanups.push(() => s3.close());
    const created = await createPostgresTestDatabase();
    cleanups.push(() => created.close());
    // Behind a proxy on this machine: the test names each client's address as the proxy would (X-Forwarded-For).
    const env = { ...s3.env, ...EVERY_SECOND, AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_LIMIT), TRUST_PROXY: '127.0.0.1' };
    [a, b] = await Promise.all([startServerProcess(created.url, env), startServerProcess(created.url, env)]);
    cleanups.push(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
    });
    const app = await buildTestApp(created.database.db, { env: s3.env });
    fixtures = { app, database: created.database, close: () => app.close() };
    cleanups.push(() => fixtures.close());
    shop = await createShop(fixtures);
  }, 180_000);

  const explain = () => `server A:\n${a.tail()}\nserver B:\n${b.tail()}`;

  /** A buyer's order placed through `server` over HTTP. */
  async function placeOrder(server: ServerProcess, auth: Record<string, string>) {
    const res = await fetch(`${server.origin}/api/stores/${shop.store.id}/orders`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ productId: shop.shirt.id, quantity: 1 }],
        deliveryOptionId: 'ems',
        shipAddress: shipAddress(shop.geo),
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as { id: string };
  }

  it('serves through B a payment slip uploaded through A', async () => {
    const buyer = await createBuyer(fixtures);
    const order = await placeOrder(a, buyer.auth);
    const slip = pdfFile();
    const body = multipartFile('slip.pdf', slip);
    const uploaded = await fetch(`${a.origin}/api/stores/${shop.store.id}/files?orderId=${order.id}`, {
      method: 'POST',
      headers: { ...buyer.auth, ...body.headers },
      body: body.payload,
    });
    expect(uploaded.status, explain()).toBe(201);
    const { paySlipPath } = (await uploaded.json()) as { paySlipPath: string };

    const served = await fetch(`${b.origin}/api/files?filename=${paySlipPath}`, { headers: shop.seller.auth });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(slip);
  });

  it('pushes to a seller connected to B the new order placed through A', async () => {
    const controller = new AbortController();
    const stream = await fetch(`${b.origin}/api/Notification/stream?storeId=${shop.store.id}`, {
      headers: shop.seller.auth,
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    try {
      const [before] = await readCounts(reader, (counts) => counts.length >= 1);
      await placeOrder(a, (await createBuyer(fixtures)).auth);
      expect(await readCounts(reader, (counts) => counts.includes(before! + 1))).toContain(before! + 1);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it('accepts on B a session signed in through A, and ends it on A when signed out on B', async () => {
    const buyer = await createBuyer(fixtures);
    const signedIn = await fetch(`${a.origin}/api/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '203.0.113.31' },
      body: new URLSearchParams({ grant_type: 'password', username: buyer.user.email, password: TEST_PASSWORD }).toString(),
    });
    expect(signedIn.status).toBe(200);
    const auth = { authorization: `Bearer ${((await signedIn.json()) as { access_token: string }).access_token}` };
    const onB = await fetch(`${b.origin}/api/Account/UserInfo`, { headers: auth });
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { email: string }).email).toBe(buyer.user.email);
    expect((await fetch(`${b.origin}/api/Account/Logout`, { method: 'POST', headers: auth })).status).toBe(204);
    expect((await fetch(`${a.origin}/api/Account/UserInfo`, { headers: auth })).status).toBe(401);
  });

  it('counts a rate limit over requests answered by A and B together', async () => {
    const resend = (server: ServerProcess) =>
      fetch(`${server.origin}/api/Account/ResendConfirmation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.30' },
        body: JSON.stringify({ email: 'nobody@example.test' }),
      });
    const answers = [];
    for (const server of [a, b, a, b]) answers.push(await resend(server));
    // Three allowed per minute in all: with a count per process, each would have allowed two of the four.
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 429]);
    expect(((await answers[3]!.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
  });

  it('runs a scheduled job once though both processes tick it every second', async () => {
    const outcomes = (server: ServerProcess) => scheduledJobOutcomes<{ deleted: number }>(server, RESERVE_CLEANUP_JOB);
    const period = bangkokDay(new Date());
    const ofToday = (server: ServerProcess) => outcomes(server).filter((o) => o.period === period);
    // Each process has tried today's clean-up at least twice.
    await until(() => [a, b].every((server) => ofToday(server).length >= 2), 120_000, explain);
    const all = [...ofToday(a), ...ofToday(b)];
    expect(all.filter((o) => o.ran)).toHaveLength(1);
    expect(all.filter((o) => !o.ran).every((o) => o.reason === 'done' || o.reason === 'busy')).toBe(true);
    const runs = await fixtures.database.db
      .select()
      .from(scheduledJobRuns)
      .where(and(eq(scheduledJobRuns.job, RESERVE_CLEANUP_JOB), eq(scheduledJobRuns.period, period)));
    expect(runs).toHaveLength(1);
  }, 150_000);
});
