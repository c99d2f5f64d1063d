import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app';
import { createUser, findUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';
import { userCodes } from '../../db/schema/auth';

const t = useTestApp();
const th = { 'accept-language': 'th' };
const outbox = async (to: string) =>
  (await t.app.inject(`/sim/mail/messages?to=${encodeURIComponent(to)}`)).json() as Array<{ subject: string; text: string }>;
const registerBody = (email: string, ref?: string) => ({
  email,
  firstName: 'ผู้แนะนำ',
  lastName: 'ทดสอบ',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  ...(ref ? { ref } : {}),
});

describe('POST /api/Account/Signup', () => {
  it("signs up, mails the confirmation and keeps the referral, shown as the user report's CouponOutlet", async () => {
    const email = uniqueEmail('signup-ref');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Account/Signup',
      payload: registerBody(email, 'OUTLET-10110'),
      headers: th,
    });
    expect(res.statusCode).toBe(201);
    expect((await findUser(t.database.db, email))?.ref).toBe('OUTLET-10110');
    expect(await outbox(email)).toHaveLength(1);
    const taken = await t.app.inject({ method: 'POST', url: '/api/Account/Signup', payload: registerBody(email), headers: th });
    expect(taken.json()).toEqual(res.json());
    expect((await outbox(email)).map((mail) => mail.subject)).toContain('มีการสมัครสมาชิกส่งดีด้วยอีเมลของคุณ');

    const admin = await createUser(t.app, t.database.db, { role: 'Admin', outletCode: '000000' });
    const report = await t.app.inject({ url: `/api/reports/getalluser?email=${encodeURIComponent(email)}`, headers: admin.auth });
    expect(report.json().contents).toEqual([expect.objectContaining({ email, couponOutlet: 'OUTLET-10110' })]);
  });
});

describe('POST /api/Account/PostMember/Login', () => {
  it('signs in a post-office member and refuses anyone else like a wrong password', async () => {
    const grant = (username: string, password = TEST_PASSWORD) =>
      t.app.inject({
        method: 'POST',
        url: '/api/Account/PostMember/Login',
        payload: { grant_type: 'password', username, password },
        headers: th,
      });
    const member = await createUser(t.app, t.database.db, { role: 'AdminStaff', outletCode: '10110' });
    const ok = await grant(member.user.email);
    expect(ok.json()).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) });
    const me = await t.app.inject({ url: '/api/Account/UserInfo', headers: { authorization: `Bearer ${ok.json().access_token}` } });
    expect(me.json().role).toBe('AdminStaff');

    const buyer = await createUser(t.app, t.database.db);
    const refused = await grant(buyer.user.email);
    expect(refused.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' });
    expect((await grant(member.user.email, 'wrong-password')).json().error.code).toBe('INVALID_CREDENTIALS');
  });
});

describe('POST /api/Account/ResendConfirmation', () => {
  const resend = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/Account/ResendConfirmation', payload: { email }, headers: th });

  it('mails a fresh link to an unconfirmed account, at most once per interval, with the same answer for any e-mail', async () => {
    const email = uniqueEmail('resend');
    await t.app.inject({ method: 'POST', url: '/api/Account/Register', payload: registerBody(email), headers: th });
    expect(await outbox(email)).toHaveLength(1);

    const soon = await resend(email);
    expect(soon.statusCode).toBe(200);
    expect(await outbox(email)).toHaveLength(1);

    await t.database.db.update(userCodes).set({ createdAt: new Date(Date.now() - 10 * 60_000) });
    const later = await resend(email);
    expect(later.json()).toEqual(soon.json());
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('/confirmemail?userId=');

    const unknown = await resend(uniqueEmail('nobody'));
    expect(unknown.json()).toEqual(soon.json());
    const confirmed = await createUser(t.app, t.database.db);
    expect((await resend(confirmed.user.email)).json()).toEqual(soon.json());
    expect(await outbox(confirmed.user.email)).toHaveLength(0);
  });

  it('is rate-limited per address like the other account routes', async () => {
    const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const call = () => limited.app.inject({ method: 'POST', url: '/api/Account/ResendConfirmation', payload: { email: uniqueEmail() } });
      expect([(await call()).statusCode, (await call()).statusCode, (await call()).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
