import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser, findUser, latestMail, linkParams, signIn, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const register = (payload: Record<string, unknown>, lang = 'th') =>
  t.app.inject({ method: 'POST', url: '/api/Account/Register', payload, headers: { 'accept-language': lang } });

const validSignup = (email = uniqueEmail('signup')) => ({
  email,
  firstName: 'สมศรี',
  lastName: 'มีสุข',
  password: 'abcdef',
  confirmPassword: 'abcdef',
});

const tokenGrant = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** The web app's sign-in: a cookie session instead of a token. */
const cookieLogin = (email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/Account/Login?mode=cookie',
    payload: { grant_type: 'password', username: email, password: TEST_PASSWORD },
  });

describe('POST /api/Account/Register', () => {
  it('gives the spec Thai message for every bad field', async () => {
    const res = await register({ email: 'not-an-email', firstName: ' ', lastName: '', password: '12345', confirmPassword: 'x' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(issueMessages(body)).toEqual({
      email: 'กรุณาระบุอีเมลให้ถูกต้อง',
      firstName: 'ไม่สามารถเว้นว่างได้',
      lastName: 'ไม่สามารถเว้นว่างได้',
      password: 'รหัสผ่านต้องมีความยาว 6-100 ตัวอักษร',
      confirmPassword: 'กรุณาระบุรหัสผ่านให้ตรงกัน',
    });
  });

  it('asks for matching passwords', async () => {
    const res = await register({ ...validSignup(), confirmPassword: 'abcdeg' });
    expect(issueMessages(res.json())).toEqual({ confirmPassword: 'กรุณาระบุรหัสผ่านให้ตรงกัน' });
  });

  it('refuses a password over 100 characters', async () => {
    const long = 'a'.repeat(101);
    const res = await register({ ...validSignup(), password: long, confirmPassword: long });
    expect(issueMessages(res.json()).password).toBe('รหัสผ่านต้องมีความยาว 6-100 ตัวอักษร');
  });

  it('answers in English when asked', async () => {
    const res = await register({ ...validSignup(), firstName: '' }, 'en-US,en;q=0.9');
    expect(issueMessages(res.json()).firstName).toBe('This field cannot be left blank');
  });

  it('lower-cases the e-mail, keeps ref, mails a confirmation link and makes no second account for the same e-mail', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const res = await register({ ...validSignup(email), ref: 'facebook-ad' });
    expect(res.statusCode).toBe(201);
    const user = await findUser(t.database.db, email.toLowerCase());
    expect(user?.ref).toBe('facebook-ad');
    expect(user?.emailConfirmed).toBe(false);
    const mail = await latestMail(t.app, email.toLowerCase());
    expect(mail?.subject).toBe('ยืนยันอีเมลสำหรับบัญชีส่งดี');
    expect(linkParams(mail?.text ?? '', '/confirmemail').userId).toBe(user?.id);

    // The same answer as a new sign-up (account-enumeration.api.test.ts); the owner is told instead.
    const again = await register(validSignup(email.toUpperCase()));
    expect(again.statusCode).toBe(201);
    expect((await latestMail(t.app, email.toLowerCase()))?.subject).toBe('มีการสมัครสมาชิกส่งดีด้วยอีเมลของคุณ');
  });
});

describe('e-mail confirmation and sign-in', () => {
  it('refuses sign-in before confirmation, activates once, then signs in', async () => {
    const email = uniqueEmail('confirm');
    await register(validSignup(email));
    const before = await tokenGrant(email, 'abcdef');
    expect(before.statusCode).toBe(400);
    expect(before.json().error.code).toBe('EMAIL_NOT_CONFIRMED');

    const { userId, code } = linkParams((await latestMail(t.app, email))?.text ?? '', '/confirmemail');
    const wrong = await t.app.inject({ method: 'POST', url: `/api/Account/ConfirmEmail?userId=${userId}&code=nope` });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('ไม่สามารถเปิดใช้งานบัญชีได้ กรุณาติดต่อผู้ดูแลระบบ');

    const ok = await t.app.inject({ method: 'POST', url: `/api/Account/ConfirmEmail?userId=${userId}&code=${code}` });
    expect(ok.statusCode).toBe(200);
    const reused = await t.app.inject({ method: 'POST', url: `/api/Account/ConfirmEmail?userId=${userId}&code=${code}` });
    expect(reused.json().error.code).toBe('CONFIRM_EMAIL_FAILED');

    const after = await tokenGrant(email.toUpperCase(), 'abcdef');
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ token_type: 'bearer', expires_in: expect.any(Number) });
  });

  it('gives the same message for a wrong password and an unknown e-mail', async () => {
    const { user } = await createUser(t.app, t.database.db);
    const wrong = await tokenGrant(user.email, 'wrong-password');
    const unknown = await tokenGrant(uniqueEmail('nobody'), 'whatever');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' });
    }
  });

  it('locks an account after five failed sign-ins, even with the right password', async () => {
    const { user } = await createUser(t.app, t.database.db);
    for (let i = 0; i < 5; i++) expect((await tokenGrant(user.email, 'bad-one')).statusCode).toBe(400);
    const locked = await tokenGrant(user.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('TOO_MANY_ATTEMPTS');
  });

  it('sets an HttpOnly cookie session for the web app and returns no token', async () => {
    const { user } = await createUser(t.app, t.database.db);
    const res = await cookieLogin(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ token_type: 'cookie', expires_in: expect.any(Number) });
    const cookie = res.cookies.find((c) => c.name === 'sd_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const info = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', cookies: { sd_session: cookie?.value ?? '' } });
    expect(info.json().email).toBe(user.email);
  });
});

describe('who may read and change an account', () => {
  it('never reads or changes data without a token, with a bad token or with a revoked token', async () => {
    const { user, token } = await createUser(t.app, t.database.db, { firstName: 'เจ้าของ' });
    const update = (authorization?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Account/Update',
        headers: authorization ? { authorization } : {},
        payload: { firstName: 'ผู้บุกรุก', phone: '0999999999' },
      });
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo' })).statusCode).toBe(401);
    expect((await update()).statusCode).toBe(401);
    expect((await update('Bearer not-a-real-token')).statusCode).toBe(401);

    const logout = await t.app.inject({ method: 'POST', url: '/api/Account/Logout', headers: { authorization: `Bearer ${token}` } });
    expect(logout.statusCode).toBe(204);
    expect((await update(`Bearer ${token}`)).statusCode).toBe(401);
    expect((await findUser(t.database.db, user.email))?.firstName).toBe('เจ้าของ');
  });

  it('stops accepting a token once it has expired', async () => {
    const { user, auth } = await createUser(t.app, t.database.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth })).statusCode).toBe(200);
    await t.database.db.execute(`update sessions set expires_at = now() - interval '1 second' where user_id = '${user.id}'`);
    // A change by hand reaches the session cache by NOTIFY (session-cache.ts): on PostgreSQL within moments.
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth })).statusCode)
      .toBe(401);
  });

  it("reads and changes only the token owner's own account", async () => {
    const alice = await createUser(t.app, t.database.db, { firstName: 'อลิส' });
    const bob = await createUser(t.app, t.database.db, { firstName: 'บ๊อบ' });
    const info = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: bob.auth });
    expect(info.json()).toMatchObject({ email: bob.user.email, firstName: 'บ๊อบ' });
    await t.app.inject({
      method: 'PUT',
      url: '/api/Account/Update',
      headers: bob.auth,
      payload: { firstName: 'บ๊อบใหม่', phone: '0811111111' },
    });
    expect((await findUser(t.database.db, alice.user.email))?.firstName).toBe('อลิส');
    expect((await findUser(t.database.db, bob.user.email))?.firstName).toBe('บ๊อบใหม่');
  });

  it('refuses a cookie-authenticated change from another site', async () => {
    const { user } = await createUser(t.app, t.database.db);
    const login = await cookieLogin(user.email);
    const session = login.cookies.find((c) => c.name === 'sd_session')?.value ?? '';
    /** An account change on the cookie session, from a page of `origin`. */
    const updateFrom = (origin: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/Account/Update',
        cookies: { sd_session: session },
        headers: { origin },
        payload: { firstName: 'x', phone: '1' },
      });
    const res = await updateFrom('https://evil.example');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_SITE_REQUEST');

    // The card gateway stands outside: our page's form post reaches its simulator whatever Origin the browser sends
    // (Referrer-Policy no-referrer makes it "null"), and no session is read there.
    const gateway = await t.app.inject({
      method: 'POST',
      url: '/sim/payment',
      cookies: { sd_session: session },
      headers: { origin: 'null' },
      payload: {},
    });
    expect(gateway.statusCode).not.toBe(403);
    const ours = await updateFrom('null');
    expect(ours.json().error.code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('PUT /api/Account/Update', () => {
  it('requires first name and phone, keeps the e-mail read-only', async () => {
    const { user, auth } = await createUser(t.app, t.database.db);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/Account/Update', headers: auth, payload: { firstName: '', phone: '' } });
    expect(issueMessages(bad.json())).toEqual({ firstName: 'ไม่สามารถเว้นว่างได้', phone: 'ไม่สามารถเว้นว่างได้' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/Account/Update',
      headers: auth,
      payload: { firstName: 'ใหม่', lastName: '', phone: '0822222222', email: 'changed@example.test' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ firstName: 'ใหม่', phone: '0822222222', email: user.email });
  });
});

describe('POST /api/Account/ChangePassword', () => {
  it('validates, refuses a wrong old password and changes nothing, then changes it and ends other sessions', async () => {
    const { user, auth } = await createUser(t.app, t.database.db);
    const otherToken = await signIn(t.app, user.email);
    const change = (payload: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/Account/ChangePassword', headers: auth, payload });

    const invalid = await change({ oldPassword: '', newPassword: '123', confirmPassword: '456' });
    expect(issueMessages(invalid.json())).toEqual({
      oldPassword: 'ไม่สามารถเว้นว่างได้',
      newPassword: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
      confirmPassword: 'กรุณาระบุรหัสผ่านให้ตรงกัน',
    });
    const mismatch = await change({ oldPassword: TEST_PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass2' });
    expect(issueMessages(mismatch.json())).toEqual({ confirmPassword: 'กรุณาระบุรหัสผ่านให้ตรงกัน' });

    const wrong = await change({ oldPassword: 'not-my-password', newPassword: 'newpass1', confirmPassword: 'newpass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('รหัสผ่านไม่ถูกต้อง');
    expect((await tokenGrant(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const ok = await change({ oldPassword: TEST_PASSWORD, newPassword: 'newpass1', confirmPassword: 'newpass1' });
    expect(ok.json().message).toBe('เปลี่ยนรหัสผ่านสำเร็จ');
    expect((await tokenGrant(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await tokenGrant(user.email, 'newpass1')).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: { authorization: `Bearer ${otherToken}` } });
    expect(stale.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth })).statusCode).toBe(200);
  });
});

describe('forgot and reset password', () => {
  const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/Account/ForgotPassword', payload: { email } });
  const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/Account/ResetPassword', payload });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('หากมีบัญชีที่ใช้อีเมลนี้');
    expect(await latestMail(t.app, email)).toBeUndefined();
  });

  it('resets once with the mailed code; a reused, wrong or expired code changes nothing', async () => {
    const { user } = await createUser(t.app, t.database.db);
    await forgot(user.email);
    const { userId, code } = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/resetpassword');

    const wrong = await reset({ userId, code: 'guess', password: 'brandnew', confirmPassword: 'brandnew' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await tokenGrant(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    const ok = await reset({ userId, code, password: 'brandnew', confirmPassword: 'brandnew' });
    expect(ok.statusCode).toBe(200);
    expect((await tokenGrant(user.email, 'brandnew')).statusCode).toBe(200);

    const reused = await reset({ userId, code, password: 'another1', confirmPassword: 'another1' });
    expect(reused.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await tokenGrant(user.email, 'brandnew')).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { user } = await createUser(t.app, t.database.db);
    await forgot(user.email);
    const { userId, code } = linkParams((await latestMail(t.app, user.email))?.text ?? '', '/resetpassword');
    await t.database.db.execute(`update user_codes set expires_at = now() - interval '1 minute' where user_id = '${userId}'`);
    const res = await reset({ userId, code, password: 'brandnew', confirmPassword: 'brandnew' });
    expect(res.json().error.code).toBe('RESET_CODE_INVALID');
    expect((await tokenGrant(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
