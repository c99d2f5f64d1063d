import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

// A file of its own: auth.api.test.ts already uses most of the per-IP sign-in allowance of one app.
const t = useTestApp();

describe('GET /api/Account/Session', () => {
  it('answers a visitor 200 with no user, so a page load logs no failed request', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Account/Session' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    const stale = await t.app.inject({ method: 'GET', url: '/api/Account/Session', cookies: { sd_session: 'not-a-session' } });
    expect(stale.json()).toEqual({ user: null });
  });

  it('answers the signed-in user as UserInfo does', async () => {
    const { user, auth } = await createUser(t.app, t.database.db, { firstName: 'ผู้ใช้' });
    const info = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth });
    const res = await t.app.inject({ method: 'GET', url: '/api/Account/Session', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: info.json() });
    expect(res.json().user).toMatchObject({ email: user.email, firstName: 'ผู้ใช้' });
  });
});
