import { describe, expect, it } from 'vitest';
import { createUser, latestMail, linkParams } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });
const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload });

describe('password-reset codes', () => {
  it('issuing a new code invalidates the older ones', async () => {
    const { user } = await createUser(t.app, t.database.db);
    await forgot(user.email);
    const older = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/resetpassword');
    await forgot(user.email);
    const newer = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/resetpassword');
    expect(newer.code).not.toBe(older.code);

    const stale = await reset({ ...older, password: 'brandnew', confirmPassword: 'brandnew' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await reset({ ...newer, password: 'brandnew', confirmPassword: 'brandnew' })).statusCode).toBe(200);
  });

  it('sends post-office staff to their own reset screen', async () => {
    const { user } = await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: '10110' });
    await forgot(user.email);
    const { userId, code } = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/thpresetpassword');
    expect(userId).toBe(user.id);
    expect(code).not.toBe('');
  });
});
