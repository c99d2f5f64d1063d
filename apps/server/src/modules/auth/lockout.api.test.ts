import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { loginFailures } from '../../db/schema/auth';
import { createJobRunner } from '../../lib/scheduled-jobs';
import { createAuthRepository } from './auth.repository';
import { loginFailuresCleanupJob } from './login-failures-cleanup.job';

const t = useTestApp();

const signIn = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Token',
    remoteAddress,
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('sign-in lockout', () => {
  it('locks an account from the source that failed, never the owner signing in from elsewhere', async () => {
    const { user } = await createUser(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'wrong-guess', '198.51.100.7')).statusCode).toBe(400);
    const attacker = await signIn(user.email, TEST_PASSWORD, '198.51.100.7');
    expect(attacker.json().error.code).toBe('TOO_MANY_ATTEMPTS');
    const owner = await signIn(user.email, TEST_PASSWORD, '203.0.113.50');
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('the daily clean-up of failed sign-ins', () => {
  it('deletes the failures older than the lockout window, once a day, and keeps the ones that still count', async () => {
    const { user } = await createUser(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await signIn(user.email, 'wrong-guess', '198.51.100.8')).statusCode).toBe(400);
    await t.database.db.insert(loginFailures).values([
      { email: 'nobody-signs-in@example.com', ip: '198.51.100.9', createdAt: new Date(Date.now() - 16 * 60_000) },
      { email: 'nobody-signs-in@example.com', ip: '198.51.100.9', createdAt: new Date(Date.now() - 3 * 24 * 3600_000) },
    ]);
    const cleanUp = () =>
      createJobRunner(t.database.db, { now: () => new Date(), runner: 'test' }).runDue(
        loginFailuresCleanupJob(createAuthRepository(t.database.db)),
      );
    const first = await cleanUp();
    expect(first).toMatchObject({ ran: true, result: { deleted: 2 } });
    expect(await t.database.db.select().from(loginFailures).where(eq(loginFailures.email, 'nobody-signs-in@example.com'))).toEqual([]);
    // The five recent guesses still lock that source out.
    expect((await signIn(user.email, TEST_PASSWORD, '198.51.100.8')).json().error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await cleanUp()).toMatchObject({ ran: false, reason: 'done' });
  });
});
