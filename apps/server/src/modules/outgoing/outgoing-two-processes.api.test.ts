import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildTestApp, createPostgresTestDatabase, freePort } from '../../../test/create-test-app';
import { checkout, createBuyer, createShop } from '../../../test/storefront-fixtures';
import { describeOnPostgres } from '../../../test/use-test-app';
import { openDatabase } from '../../db/client';
import { outgoingMessages } from '../../db/schema/outgoing';
import { createOutgoingRepository } from './outgoing.repository';

/**
 * Two server processes on one PostgreSQL (two apps, each with its own connection pool) send the same outbox at once.
 * Each message must be claimed by one of them: the LINE stand-in would hide a double push (it accepts a retry key
 * once), so the proof is the outbox's own count of attempts, one per message, beside the pushes received.
 */
describeOnPostgres('two processes on one PostgreSQL send each outgoing message once', (cleanups) => {
  it('the claim (FOR UPDATE SKIP LOCKED and a lease) gives each message to one sender', async () => {
    const created = await createPostgresTestDatabase();
    cleanups.push(() => created.close());
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const env = {
      SIMULATORS: 'on',
      PUBLIC_URL: origin,
      LINE_MESSAGING_API_URL: origin,
      FILES_DIR: mkdtempSync(join(tmpdir(), 'songdee-files-')),
    };
    const first = await buildTestApp(created.database.db, { env });
    cleanups.push(() => first.close());
    await first.listen({ port, host: '127.0.0.1' });
    const other = await openDatabase({ databaseUrl: created.url });
    cleanups.push(() => other.close());
    const second = await buildTestApp(other.db, { env });
    cleanups.push(() => second.close());

    const t = { app: first, database: created.database, close: async () => {} };
    const shop = await createShop(t);
    const to = `U${shop.store.id.replaceAll('-', '')}`;
    const saved = await first.inject({
      method: 'PUT',
      url: `/api/stores/${shop.store.id}/line-notify`,
      headers: shop.seller.auth,
      payload: { channelAccessToken: `sim-${crypto.randomUUID()}`, targetId: to, events: ['newOrder'] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const orders = 30;
    for (let i = 0; i < orders; i++) expect((await checkout(t, shop, (await createBuyer(t)).auth)).statusCode).toBe(201);

    const [a, b] = await Promise.all([first.outgoing.sendDue(), second.outgoing.sendDue()]);
    expect(a.sent + b.sent).toBe(orders);
    const rows = await created.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.storeId, shop.store.id));
    expect(rows).toHaveLength(orders);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const pushes = (await (await fetch(`${origin}/sim/line/pushes?to=${to}`)).json()) as Array<{ retryKey: string }>;
    expect(pushes).toHaveLength(orders);
    expect(new Set(pushes.map((p) => p.retryKey)).size).toBe(orders);

    // The claim alone, raced: the two claims split the due messages, and a claim's lease keeps them from a third.
    for (let i = 0; i < orders; i++) expect((await checkout(t, shop, (await createBuyer(t)).auth)).statusCode).toBe(201);
    const later = new Date(Date.now() + 60_000);
    const repos = [createOutgoingRepository(created.database.db), createOutgoingRepository(other.db)];
    const [x, y] = await Promise.all(repos.map((repo) => repo.claimDue(later, 100, 60_000)));
    const claimed = [...x!, ...y!].map((m) => m.id);
    expect(claimed).toHaveLength(orders);
    expect(new Set(claimed).size).toBe(orders);
    expect(await repos[0]!.claimDue(later, 100, 60_000)).toEqual([]);
    expect(await repos[1]!.claimDue(new Date(later.getTime() + 60_001), 100, 60_000)).toHaveLength(orders);
  });
});
