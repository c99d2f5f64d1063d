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
});
