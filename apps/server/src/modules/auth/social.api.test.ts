import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { createListeningTestApp, createTestApp, freePort } from '../../../test/create-test-app';
import { createUser, findUser, TEST_PASSWORD, uniqueEmail } from '../../../test/factories';
import { mobileIdToken, socialSignIn, TestBrowser, throughProvider } from '../../../test/social-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { buyerAddresses } from '../../db/schema/buyer-addresses';
import { socialIdentities, socialSignIns } from '../../db/schema/social';

const t = useTestApp(() => createListeningTestApp((origin) => ({ PUBLIC_URL: origin })));
const browser = () => TestBrowser.of(t.app);
const REFUSED = '/signin?auth=failed&msg=SOCIAL_SIGNIN_FAILED';

const counts = async () => {
  const db = t.database.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(socialIdentities);
  return { users: u?.n, identities: s?.n };
};

async function externalSignUpBody(id: string, email: string) {
  return { id, email, firstName: 'สมหญิง', lastName: 'ใจดี', phone: '0812345678', homeAddress: '99/1', ...(await pickPostal(t.app)) };
}

describe('ExternalLogins', () => {
  it('lists the two simulated providers when both slots are on', async () => {
    const res = await browser().request('/api/Account/ExternalLogins');
    expect(await res.json()).toEqual([
      { id: 'google', name: 'Google', url: '/api/Account/ExternalLogin/google' },
      { id: 'line', name: 'LINE', url: '/api/Account/ExternalLogin/line' },
    ]);
  });

  it('lists exactly the configured providers', async () => {
    const oneSlot = await createTestApp({ env: { OIDC_2_ISSUER: 'off', OIDC_1_NAME: 'Google ทดลอง' } });
    const none = await createTestApp({ env: { SIMULATORS: 'off' } });
    const real = await createTestApp({
      env: { SIMULATORS: 'off', OIDC_2_ISSUER: 'https://access.line.me', OIDC_2_CLIENT_ID: '1650000000', OIDC_2_CLIENT_SECRET: 'x' },
    });
    try {
      expect((await oneSlot.app.inject('/api/Account/ExternalLogins')).json()).toEqual([
        { id: 'google', name: 'Google ทดลอง', url: '/api/Account/ExternalLogin/google' },
      ]);
      expect((await none.app.inject('/api/Account/ExternalLogins')).json()).toEqual([]);
      expect((await real.app.inject('/api/Account/ExternalLogins')).json()).toEqual([
        { id: 'line', name: 'LINE', url: '/api/Account/ExternalLogin/line' },
      ]);
      // A slot that is not configured cannot be started either.
      const start = await none.app.inject('/api/Account/ExternalLogin/google');
      expect(start.headers.location).toBe(REFUSED);
    } finally {
      await Promise.all([oneSlot.close(), none.close(), real.close()]);
    }
  });
});

describe('the redirect flow', () => {
  it('sends the browser to the provider with PKCE S256, state and nonce', async () => {
    const b = browser();
    const start = await b.request('/api/Account/ExternalLogin/google');
    const to = new URL(TestBrowser.location(start));
    expect(to.pathname).toBe('/sim/oidc/google/authorize');
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(`${b.origin}/api/Account/ExternalLogin/google/callback`);
    expect(b.cookies.get('sd_social')).toMatch(/^[\w-]{43}$/);
  });

  it('a new identity goes to the external sign-up, which makes the account, links it and signs in', async () => {
    const b = browser();
    const email = uniqueEmail('social-new');
    const landing = await socialSignIn(b, 'google', { email, given_name: 'สมหญิง', family_name: 'ใจดี', sub: `sub-${email}` });
    const next = new URL(landing, b.origin);
    expect(next.pathname).toBe('/external-signup');
    const id = next.searchParams.get('id') ?? '';
    expect(await findUser(t.database.db, email)).toBeUndefined();

    const pending = await b.request(`/api/Account/ExternalLogin/pending/${id}`);
    expect(await pending.json()).toEqual({
      id,
      provider: 'google',
      providerName: 'Google',
      email,
      firstName: 'สมหญิง',
      lastName: 'ใจดี',
      next: 'signup',
    });
    // The pending identity belongs to the browser that signed in: its id alone opens nothing.
    expect((await browser().request(`/api/Account/ExternalLogin/pending/${id}`)).status).toBe(400);

    const bad = await b.request('/api/Account/RegisterExternal?mode=cookie', {
      body: { ...(await externalSignUpBody(id, email)), postcode: '1234' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain('postcode');

    const registered = await b.request('/api/Account/RegisterExternal?mode=cookie', { body: await externalSignUpBody(id, email) });
    expect(registered.status).toBe(200);
    expect(await registered.json()).toMatchObject({ token_type: 'cookie' });
    const me = await b.request('/api/Account/UserInfo');
    expect(await me.json()).toMatchObject({
      email,
      firstName: 'สมหญิง',
      phone: '0812345678',
      emailConfirmed: true,
      loginProvider: 'google',
    });
    const user = await findUser(t.database.db, email);
    const saved = await t.database.db
      .select()
      .from(buyerAddresses)
      .where(eq(buyerAddresses.userId, user?.id ?? ''));
    expect(saved).toMatchObject([{ fullName: 'สมหญิง ใจดี', phone: '0812345678', homeAddress: '99/1', postcode: '10110' }]);

    // Spent: the same pending identity cannot make a second account.
    const again = await b.request('/api/Account/RegisterExternal?mode=cookie', { body: await externalSignUpBody(id, uniqueEmail()) });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');

    // Next time the same identity signs straight in, in a fresh browser.
    const fresh = browser();
    expect(await socialSignIn(fresh, 'google', { email, sub: `sub-${email}` })).toBe('/signin?auth=done');
    expect(((await (await fresh.request('/api/Account/UserInfo')).json()) as { email: string }).email).toBe(email);
  });

  it('a typed e-mail (the provider gave none) that has an account: nothing made, the identity spent, the owner mailed', async () => {
    const { user } = await createUser(t.app, t.database.db, { email: uniqueEmail('social-typed-owner') });
    const b = browser();
    const providerEmail = uniqueEmail('social-typed');
    const id = new URL(await socialSignIn(b, 'google', { email: providerEmail }), b.origin).searchParams.get('id') ?? '';
    // The simulator always gives an e-mail; a provider that gives none leaves the pending identity without one.
    await t.database.db.update(socialSignIns).set({ email: null }).where(eq(socialSignIns.id, id));
    const before = await counts();

    const taken = await b.request('/api/Account/RegisterExternal?mode=cookie', { body: await externalSignUpBody(id, user.email) });
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');
    expect(await counts()).toEqual(before);
    const mails = await t.app.inject(`/sim/mail/messages?to=${encodeURIComponent(user.email)}`);
    expect((mails.json() as Array<{ subject: string }>).map((m) => m.subject)).toEqual(['มีการสมัครสมาชิกส่งดีด้วยอีเมลของคุณ']);
    // Spent: a second guess needs a new sign-in at the provider.
    const again = await b.request('/api/Account/RegisterExternal?mode=cookie', { body: await externalSignUpBody(id, uniqueEmail()) });
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');
    expect(await counts()).toEqual(before);
  });

  it('an e-mail that has an account asks for its password once, then links the identity', async () => {
    const { user } = await createUser(t.app, t.database.db, { email: uniqueEmail('social-connect') });
    const b = browser();
    const landing = new URL(await socialSignIn(b, 'line', { email: user.email, name: 'ทดสอบ' }), b.origin);
    expect(landing.pathname).toBe('/social-connect');
    expect(landing.searchParams.get('email')).toBe(user.email);
    const id = landing.searchParams.get('id') ?? '';
    const before = await counts();

    // Without the password, nothing: no take-over by a social identity.
    const wrong = await b.request('/api/Account/SocialConnect?mode=cookie', { body: { id, password: 'not-the-password' } });
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe('WRONG_PASSWORD');
    expect(await counts()).toEqual(before);
    // Another browser with the right password and the id from the URL: nothing either.
    const stranger = await browser().request('/api/Account/SocialConnect?mode=cookie', { body: { id, password: TEST_PASSWORD } });
    expect(((await stranger.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');
    expect(await counts()).toEqual(before);

    const right = await b.request('/api/Account/SocialConnect?mode=cookie', { body: { id, password: TEST_PASSWORD } });
    expect(right.status).toBe(200);
    expect(((await (await b.request('/api/Account/UserInfo')).json()) as { id: string }).id).toBe(user.id);
    expect((await counts()).identities).toBe((before.identities ?? 0) + 1);

    expect(await socialSignIn(browser(), 'line', { email: user.email })).toBe('/signin?auth=done');
  });
});

describe('a double submit of the external sign-up', () => {
  it('makes one account: the pending identity is spent once', async () => {
    const b = browser();
    const email = uniqueEmail('double');
    const id = new URL(await socialSignIn(b, 'google', { email }), b.origin).searchParams.get('id') ?? '';
    const body = await externalSignUpBody(id, email);
    const answers = await Promise.all([
      b.request('/api/Account/RegisterExternal', { body }),
      b.request('/api/Account/RegisterExternal', { body }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    const made = await t.database.db.select({ n: count() }).from(users).where(eq(users.email, email));
    expect(made[0]?.n).toBe(1);
  });
});

describe('refusals: "cannot sign in", nothing created', () => {
  const refusedWith = async (misbehave: 'wrong-audience' | 'wrong-nonce' | 'expired' | 'bad-signature') => {
    const before = await counts();
    const landing = await socialSignIn(browser(), 'google', { email: uniqueEmail(misbehave), misbehave });
    expect(landing).toBe(REFUSED);
    expect(await counts()).toEqual(before);
  };

  it('an ID token for another audience', () => refusedWith('wrong-audience'));
  it('an ID token with a wrong nonce', () => refusedWith('wrong-nonce'));
  it('an expired ID token', () => refusedWith('expired'));
  it('an ID token signed with a key the provider does not publish', () => refusedWith('bad-signature'));

  it('a forged state, and a state from another browser', async () => {
    const b = browser();
    const callback = new URL(await throughProvider(b, 'google', { email: uniqueEmail('forged') }));
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state-value');
    expect(TestBrowser.location(await b.request(forged.toString()))).toBe(REFUSED);
    expect(TestBrowser.location(await browser().request(callback.toString()))).toBe(REFUSED);
  });

  it('an expired state', async () => {
    const b = browser();
    const callback = await throughProvider(b, 'google', { email: uniqueEmail('late') });
    await t.database.db.update(socialSignIns).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(TestBrowser.location(await b.request(callback))).toBe(REFUSED);
  });

  it('a replayed code (the callback followed twice)', async () => {
    const b = browser();
    const email = uniqueEmail('replay');
    const callback = await throughProvider(b, 'google', { email });
    expect(new URL(TestBrowser.location(await b.request(callback)), b.origin).pathname).toBe('/external-signup');
    expect(TestBrowser.location(await b.request(callback))).toBe(REFUSED);
  });

  it('a code replayed under a fresh state of the same browser', async () => {
    const b = browser();
    const callback = new URL(await throughProvider(b, 'google', { email: uniqueEmail('replay-2') }));
    await b.request(callback.toString());
    const second = new URL(await throughProvider(b, 'google', { email: uniqueEmail('replay-3') }));
    second.searchParams.set('code', callback.searchParams.get('code') ?? '');
    expect(TestBrowser.location(await b.request(second.toString()))).toBe(REFUSED);
  });

  it('the user cancels at the provider', async () => {
    const b = browser();
    const callback = await throughProvider(b, 'google', { email: uniqueEmail('cancel'), decision: 'deny' });
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(TestBrowser.location(await b.request(callback))).toBe(REFUSED);
  });

  it('a provider that is down', async () => {
    const down = `http://127.0.0.1:${await freePort()}`;
    const app = await createTestApp({ env: { OIDC_1_ISSUER: down, OIDC_1_CLIENT_ID: 'c', OIDC_1_CLIENT_SECRET: 's' } });
    try {
      const start = await app.app.inject('/api/Account/ExternalLogin/google');
      expect(start.headers.location).toBe(REFUSED);
      const mobile = await app.app.inject({ method: 'POST', url: '/api/Account/SocialLogin', payload: { auth: 'google', token: 'x.y.z' } });
      expect(mobile.json().error.code).toBe('SOCIAL_SIGNIN_FAILED');
    } finally {
      await app.close();
    }
  });
});

describe('SocialLogin (the mobile path)', () => {
  it('a valid token of a new identity answers HasRegistered false; once linked it signs in', async () => {
    const b = browser();
    const email = uniqueEmail('mobile');
    const token = await mobileIdToken(b, 'google', { email, given_name: 'มือถือ', sub: `m-${email}` });
    const first = await b.request('/api/Account/SocialLogin', { body: { auth: 'google', token } });
    const answer = (await first.json()) as { hasRegistered: boolean; next: string; id: string; email: string };
    expect(answer).toMatchObject({ hasRegistered: false, next: 'signup', email });

    await b.request('/api/Account/RegisterExternal?mode=cookie', { body: await externalSignUpBody(answer.id, email) });

    const again = await browser().request('/api/Account/SocialLogin', { body: { auth: 'google', token } });
    const signedIn = (await again.json()) as { hasRegistered: boolean; session: { access_token: string } };
    expect(signedIn).toMatchObject({ hasRegistered: true, session: { token_type: 'bearer' } });
    const me = await fetch(`${b.origin}/api/Account/UserInfo`, { headers: { authorization: `Bearer ${signedIn.session.access_token}` } });
    expect(((await me.json()) as { email: string }).email).toBe(email);
  });

  it('refuses a token that is not valid, and creates nothing', async () => {
    const b = browser();
    const before = await counts();
    const tokens = [
      'not-a-token',
      await mobileIdToken(b, 'google', { email: uniqueEmail(), misbehave: 'wrong-audience' }),
      await mobileIdToken(b, 'google', { email: uniqueEmail(), misbehave: 'expired' }),
      await mobileIdToken(b, 'google', { email: uniqueEmail(), misbehave: 'bad-signature' }),
      // A LINE token offered as Google's: another issuer and audience.
      await mobileIdToken(b, 'line', { email: uniqueEmail() }),
    ];
    for (const token of tokens) {
      const res = await b.request('/api/Account/SocialLogin', { body: { auth: 'google', token } });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
        code: 'SOCIAL_SIGNIN_FAILED',
        message: 'ไม่สามารถเข้าสู่ระบบได้',
      });
    }
    const unknown = await b.request('/api/Account/SocialLogin', { body: { auth: 'facebook', token: tokens[1] } });
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');
    expect(await counts()).toEqual(before);
  });
});
