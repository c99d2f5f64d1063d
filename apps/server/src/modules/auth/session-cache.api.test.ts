import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/create-test-app';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { sessions, users } from '../../db/schema/auth';
import { stores } from '../../db/schema/stores';
import { digest } from '../../lib/secrets';
import { createSessionCache } from './session-cache';

const t = useTestApp();
/** A second app on the same database: what a second server process shares with the first. */
let other: FastifyInstance;
beforeAll(async () => {
  other = await buildTestApp(t.database.db);
});
afterAll(async () => other?.close());

const userInfo = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: { authorization: `Bearer ${token}` } });
const revoke = (token: string) =>
  t.database.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, digest(token)));

describe('the session cache: who a token is, remembered for safe requests', () => {
  it('answers a read for the actor remembered, while a write always asks the database', async () => {
    const buyer = await createUser(t.app, t.database.db);
    expect((await userInfo(t.app, buyer.token)).statusCode).toBe(200);
    // Without the notice the trigger sends, the revoked session stays remembered: that is what the trigger is for.
    await t.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_auth_changed`);
    try {
      await revoke(buyer.token);
      expect((await userInfo(t.app, buyer.token)).statusCode).toBe(200);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Logout',
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(logout.statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_auth_changed`);
    }
  });

  it('lets a caller read at once what its own write changed, without waiting for the notice', async () => {
    const buyer = await createUser(t.app, t.database.db);
    expect((await userInfo(t.app, buyer.token)).statusCode).toBe(200);
    await t.database.db.execute(sql`ALTER TABLE sessions DISABLE TRIGGER sessions_auth_changed`);
    try {
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/Account/Logout',
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      expect(logout.statusCode).toBe(204);
      expect((await userInfo(t.app, buyer.token)).statusCode).toBe(401);
    } finally {
      await t.database.db.execute(sql`ALTER TABLE sessions ENABLE TRIGGER sessions_auth_changed`);
    }
  });

  it('forgets when the session, the user or the store it was read from changes', async () => {
    const seller = await createUser(t.app, t.database.db, { store: {} });
    const orders = (token: string) =>
      t.app.inject({ method: 'GET', url: `/api/stores/${seller.storeId}/orders`, headers: { authorization: `Bearer ${token}` } });
    expect((await orders(seller.token)).statusCode).toBe(200);
    expect((await userInfo(t.app, seller.token)).json()).toMatchObject({ email: seller.user.email });

    await t.database.db.update(users).set({ email: 'renamed-cache@example.test' }).where(eq(users.id, seller.user.id));
    await expect.poll(async () => (await userInfo(t.app, seller.token)).json().email).toBe('renamed-cache@example.test');

    const buyer = await createUser(t.app, t.database.db);
    await t.database.db
      .update(stores)
      .set({ ownerUserId: buyer.user.id })
      .where(eq(stores.id, seller.storeId as string));
    await expect.poll(async () => (await orders(seller.token)).statusCode).toBe(403);

    await revoke(seller.token);
    await expect.poll(async () => (await userInfo(t.app, seller.token)).statusCode).toBe(401);
  });

  it('forgets a session signed out through another app on the same database', async () => {
    const buyer = await createUser(t.app, t.database.db);
    for (let i = 0; i < 2; i++) expect((await userInfo(t.app, buyer.token)).statusCode).toBe(200);
    const logout = await other.inject({ method: 'POST', url: '/api/Account/Logout', headers: { authorization: `Bearer ${buyer.token}` } });
    expect(logout.statusCode).toBe(204);
    // The notice reaches every process at commit; this one hears it within moments, and never answers 200 after.
    await expect.poll(async () => (await userInfo(t.app, buyer.token)).statusCode).toBe(401);
  });

  it('does not remember a lookup that a change overtook on its way', async () => {
    const cache = createSessionCache(t.database.db);
    const buyer = await createUser(t.app, t.database.db);
    let looks = 0;
    const look = async () => {
      looks++;
      return {
        actor: { userId: buyer.user.id, email: buyer.user.email, role: null, sessionId: 'x' },
        expiresAt: new Date(Date.now() + 60_000),
      };
    };
    await cache.listen();
    try {
      await cache.get('probe', '', look);
      await cache.get('overtaken', '', async () => {
        const found = await look();
        await t.database.db.update(users).set({ phone: '0811111111' }).where(eq(users.id, buyer.user.id));
        // Wait until this process has heard the change (the probe is forgotten), as a lookup slower than the notice.
        await expect
          .poll(async () => {
            const before = looks;
            await cache.get('probe', '', look);
            return looks > before;
          })
          .toBe(true);
        return found;
      });
      const before = looks;
      await cache.get('overtaken', '', look);
      expect(looks).toBe(before + 1);
    } finally {
      await cache.close();
    }
  });
});
