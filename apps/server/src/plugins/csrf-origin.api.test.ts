import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

describe('cookie-authenticated writes (CSRF)', () => {
  it('compare the full origin: scheme and port too, not the host alone', async () => {
    const { user } = await createUser(t.app, t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Login?mode=cookie',
      payload: { grant_type: 'password', username: user.email, password: TEST_PASSWORD },
    });
    const session = login.cookies.find((c) => c.name === 'sd_session')?.value ?? '';
    expect(session).not.toBe('');
    const updateFrom = (origin: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Account/Update',
        cookies: { sd_session: session },
        headers: { origin, host: 'localhost:3000' },
        payload: { firstName: 'x', phone: '0811111111' },
      });
    for (const foreign of ['https://localhost:3000', 'http://localhost:3001', 'http://localhost:3000.evil.example']) {
      const res = await updateFrom(foreign);
      expect(res.statusCode, foreign).toBe(403);
      expect(res.json().error.code, foreign).toBe('CROSS_SITE_REQUEST');
    }
    expect((await updateFrom('http://localhost:3000')).statusCode).toBe(200);
  });

  it('refuses a cookie sign-in posted from another site (login CSRF): no session is set', async () => {
    const { user } = await createUser(t.app, t.database.db);
    const signIn = (headers: Record<string, string>, mode = 'cookie') =>
      t.app.inject({
        method: 'POST',
        url: `/api/Account/Login?mode=${mode}`,
        headers: { host: 'localhost:3000', 'content-type': 'application/x-www-form-urlencoded', ...headers },
        payload: `grant_type=password&username=${encodeURIComponent(user.email)}&password=${TEST_PASSWORD}`,
      });
    const foreign: Array<Record<string, string>> = [
      { origin: 'http://evil.example' },
      { origin: 'null' },
      { referer: 'http://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of foreign) {
      const res = await signIn(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().error.code).toBe('CROSS_SITE_REQUEST');
      expect(res.cookies.find((c) => c.name === 'sd_session')).toBeUndefined();
    }
    // The same social completion and sign-up paths take the same rule (they ask for mode=cookie too).
    const external = await t.app.inject({
      method: 'POST',
      url: '/api/Account/RegisterExternal?mode=cookie',
      headers: { origin: 'http://evil.example', host: 'localhost:3000' },
      payload: {},
    });
    expect(external.statusCode).toBe(403);
    // Our own page, and an API client asking for a bearer token, still sign in.
    expect((await signIn({ origin: 'http://localhost:3000' })).cookies.find((c) => c.name === 'sd_session')).toBeDefined();
    expect((await signIn({ origin: 'http://evil.example' }, 'token')).statusCode).toBe(200);
  });
});
