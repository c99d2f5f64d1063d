import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { createUser, latestMail, linkParams, TEST_PASSWORD } from '../../../test/factories';
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

  it('a password change ends the reset links mailed before it', async () => {
    const { user, auth } = await createUser(t.app, t.database.db);
    await forgot(user.email);
    const mailed = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/resetpassword');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/Account/ChangePassword',
      headers: auth,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'changed1', confirmPassword: 'changed1' },
    });
    expect(changed.statusCode).toBe(200);
    const late = await reset({ ...mailed, password: 'attacker1', confirmPassword: 'attacker1' });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.code).toBe('RESET_CODE_INVALID');
  });
});

describe('forgot-password timing', () => {
  it('answers before it looks the account up or mails it, so an owner’s answer takes no longer than a stranger’s', async () => {
    // A mailer that holds every mail until released: if the answer waited for the account's work, it would hang.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    const app = await createTestApp({
      mailer: {
        send: async (mail) => {
          await gate;
          sent.push(mail.to);
        },
      },
    });
    try {
      const { user } = await createUser(app.app, app.database.db);
      const answer = await app.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email: user.email } });
      expect(answer.statusCode).toBe(200);
      expect(sent).toEqual([]);
      release();
      await app.app.backgroundTasks.settled();
      expect(sent).toEqual([user.email]);
    } finally {
      release();
      await app.close();
    }
  });
});
