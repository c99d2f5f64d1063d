import { describe, expect, it } from 'vitest';
import { createUser, findUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/secrets';
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { createSessionRepository } from './session.repository';

/**
 * No sign-up or recovery form tells a stranger which e-mails have accounts (a list of them is a phishing list). A taken
 * e-mail gets the answer a new one gets (status and body), its owner is mailed instead, and sign-in checks a password
 * hash whether or not the account exists.
 */
const t = useTestApp();
const th = { 'accept-language': 'th' };
const EXISTS_SUBJECT = 'มีการสมัครสมาชิกส่งดีด้วยอีเมลของคุณ';

const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload, headers: th });
const answer = async (url: string, payload: Record<string, unknown>) => {
  const res = await post(url, payload);
  return { status: res.statusCode, body: res.json() };
};
const subjects = async (to: string) => {
  // Some mail is sent after the answer (lib/background-tasks.ts).
  await t.app.backgroundTasks.settled();
  const mails = (await t.app.inject(`/sim/mail/messages?to=${encodeURIComponent(to)}`)).json() as Array<{ subject: string }>;
  return mails.map((mail) => mail.subject);
};
const signUpBody = (email: string) => ({
  email,
  firstName: 'ผู้สมัคร',
  lastName: 'ทดสอบ',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
});

describe('sign-up with an e-mail that has an account', () => {
  it.each(['/api/Account/Register', '/api/Account/Signup'])('%s answers as for a new e-mail and mails the owner', async (url) => {
    const fresh = await answer(url, signUpBody(uniqueEmail('enum-fresh')));
    expect(fresh).toEqual({ status: 201, body: { message: expect.stringContaining('กรุณาตรวจสอบกล่องจดหมาย') } });

    const { user } = await createUser(t.app, t.database.db, { email: uniqueEmail('enum-owner'), firstName: 'เจ้าของ' });
    const taken = await answer(url, { ...signUpBody(user.email), firstName: 'ผู้บุกรุก' });
    expect(taken).toEqual(fresh);

    // The owner hears of it, with the way to sign in; the account is untouched and no confirmation is mailed.
    expect(await subjects(user.email)).toEqual([EXISTS_SUBJECT]);
    const [mail] = (await t.app.inject(`/sim/mail/messages?to=${encodeURIComponent(user.email)}`)).json();
    expect(mail.text).toContain('สวัสดีคุณ เจ้าของ');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/signin\n/);
    expect((await findUser(t.database.db, user.email))?.firstName).toBe('เจ้าของ');
  });

  it('zone sign-up answers as for a new e-mail and mails the owner', async () => {
    const staff = await createUser(t.app, t.database.db, { role: 'AdminEMS', outletCode: '10110' });
    const body = (email: string) => ({ ...signUpBody(email), staffId: staff.user.id, phoneNumber: '0811111111' });
    const fresh = await answer('/api/Account/ZoneSignup', body(uniqueEmail('enum-zone')));
    expect(fresh).toEqual({ status: 201, body: { message: expect.stringContaining('กรุณารอการยืนยันจากเจ้าหน้าที่') } });

    const { user } = await createUser(t.app, t.database.db, { email: uniqueEmail('enum-zone-owner') });
    expect(await answer('/api/Account/ZoneSignup', body(user.email))).toEqual(fresh);
    expect(await subjects(user.email)).toEqual([EXISTS_SUBJECT]);
    expect((await findUser(t.database.db, user.email))?.zoneStatus).toBeNull();
  });

  it('forgot-password answers the same for an unknown e-mail and mails only an owner', async () => {
    const { user } = await createUser(t.app, t.database.db, { email: uniqueEmail('enum-forgot') });
    const unknown = uniqueEmail('enum-nobody');
    const known = await answer('/api/Account/ForgotPassword', { email: user.email });
    expect(await answer('/api/Account/ForgotPassword', { email: unknown })).toEqual(known);
    expect(await subjects(user.email)).toEqual(['ตั้งรหัสผ่านใหม่สำหรับบัญชีส่งดี']);
    expect(await subjects(unknown)).toEqual([]);
  });
});

describe('sign-in of an unknown account', () => {
  it('checks the password against a hash as for a known one (the same work, so the same time)', async () => {
    const checked: Array<string | null> = [];
    const service = createAuthService({
      repo: createAuthRepository(t.database.db),
      sessions: createSessionRepository(t.database.db),
      sendCodeMail: async () => {},
      publicUrl: 'http://localhost:3000',
      sessionTtlSeconds: 60,
      inBackground: (_name, task) => void task(),
      verifyPassword: (hash, password) => {
        checked.push(hash);
        return verifyPassword(hash, password);
      },
    });
    const { user } = await createUser(t.app, t.database.db);
    const refusal = (username: string) =>
      service.signIn({ username, password: 'wrong-password' }, '203.0.113.7', 'bearer').catch((error: { code: string }) => error.code);

    expect(await refusal(user.email)).toBe('INVALID_CREDENTIALS');
    expect(await refusal(uniqueEmail('enum-unknown'))).toBe('INVALID_CREDENTIALS');
    expect(checked).toEqual([(await findUser(t.database.db, user.email))?.passwordHash, DUMMY_PASSWORD_HASH]);
  });
});
