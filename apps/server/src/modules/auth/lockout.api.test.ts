import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

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
