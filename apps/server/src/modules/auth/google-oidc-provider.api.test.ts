import { createServer, type Server } from 'node:http';
import { count } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { createListeningTestApp, freePort, type TestApp } from '../../../test/create-test-app';
import { uniqueEmail } from '../../../test/factories';
import { TestBrowser } from '../../../test/social-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { socialIdentities } from '../../db/schema/social';

/**
 * The `google` slot against oidc-provider (panva's OpenID Certified provider, a code base nobody here wrote), over
 * real HTTP with real discovery: our redirect, the provider's own login and consent pages (its development
 * interactions), its token endpoint and RS256 ID tokens with a `kid` from its JWKS, as Google's are (shared reference
 * on social sign-in). Then the answers our client must refuse: an ID token altered on the way (signature), a nonce
 * that is not the one we sent, a callback whose code or issuer was changed.
 */

const CLIENT_ID = 'songdee-google-test';
const CLIENT_SECRET = 'a-client-secret-of-the-oidc-provider-test';
const PEOPLE: Record<string, { email: string; given_name: string; family_name: string }> = {};
/** What the next token answer gets done to it on its way (a man in the middle of the provider's answer). */
const tamper = { idTokenEmail: '' };

async function startProvider(issuer: string, redirectUri: string) {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      return { accountId: id, claims: async () => ({ sub: id, email_verified: true, ...PEOPLE[id] }) };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    // Google puts the scopes' claims in the ID token itself, which our client reads.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    jwks: { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-rs256', alg: 'RS256', use: 'sig' }] },
    cookies: { keys: ['a-cookie-key-for-the-oidc-provider-test'] },
    features: { devInteractions: { enabled: true } },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || !body?.id_token || !tamper.idTokenEmail) return;
    const [header, payload, signature] = body.id_token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, email: tamper.idTokenEmail })).toString('base64url');
    ctx.body = { ...body, id_token: `${header}.${altered}.${signature}` };
  });
  return provider;
}

let providerOrigin = '';
const t = useTestApp(async (): Promise<TestApp> => {
  const port = await freePort();
  providerOrigin = `http://127.0.0.1:${port}`;
  const app = await createListeningTestApp((origin) => ({
    PUBLIC_URL: origin,
    OIDC_1_ISSUER: providerOrigin,
    OIDC_1_CLIENT_ID: CLIENT_ID,
    OIDC_1_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_2_ISSUER: 'off',
  }));
  const provider = await startProvider(providerOrigin, `${app.origin}/api/Account/ExternalLogin/google/callback`);
  const server: Server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { ...app, close: async () => Promise.all([app.close(), new Promise((resolve) => server.close(resolve))]).then(() => undefined) };
});

const REFUSED = '/signin?auth=failed&msg=SOCIAL_SIGNIN_FAILED';
const counts = async () => {
  const [u] = await t.database.db.select({ n: count() }).from(users);
  const [s] = await t.database.db.select({ n: count() }).from(socialIdentities);
  return { users: u?.n, identities: s?.n };
};

/**
 * From the authorization URL through the provider's pages, as a person would: its login form (any password
 * does, in its development interactions) and its consent form; answers the callback URL it sends the browser to.
 */
async function atProvider(b: TestBrowser, authorizationUrl: string, accountId: string): Promise<string> {
  let url = authorizationUrl;
  for (let hop = 0; hop < 12; hop++) {
    if (!url.startsWith(providerOrigin)) return url;
    const res = await b.request(url);
    if (res.status === 200 && url.includes('/interaction/')) {
      const page = await res.text();
      const login = page.includes('name="prompt" value="login"');
      const form: Record<string, string> = login ? { prompt: 'login', login: accountId, password: 'any' } : { prompt: 'consent' };
      url = new URL(TestBrowser.location(await b.request(url, { form })), url).toString();
    } else {
      url = new URL(TestBrowser.location(res), url).toString();
    }
  }
  throw new Error('the provider never sent the browser back');
}

async function startAt(b: TestBrowser) {
  const start = await b.request('/api/Account/ExternalLogin/google');
  return new URL(TestBrowser.location(start));
}

const person = (label: string) => {
  const email = uniqueEmail(label);
  const accountId = `acct-${email}`;
  PEOPLE[accountId] = { email, given_name: 'สมศรี', family_name: 'มีสุข' };
  return { email, accountId };
};

describe('the google slot against oidc-provider', () => {
  it('signs up and back in: our redirect, its login and consent, its RS256 ID token, our session for its e-mail', async () => {
    const { email, accountId } = person('op');
    const b = new TestBrowser(TestBrowser.of(t.app).origin);
    const authorize = await startAt(b);
    expect(authorize.origin).toBe(providerOrigin);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const landing = new URL(TestBrowser.location(await b.request(await atProvider(b, authorize.toString(), accountId))), b.origin);
    expect(landing.pathname).toBe('/external-signup');
    const id = landing.searchParams.get('id') ?? '';
    expect(await (await b.request(`/api/Account/ExternalLogin/pending/${id}`)).json()).toMatchObject({
      provider: 'google',
      email,
      firstName: 'สมศรี',
      lastName: 'มีสุข',
      next: 'signup',
    });
    const body = { id, email, firstName: 'สมศรี', lastName: 'มีสุข', phone: '0812345678', homeAddress: '5', ...(await pickPostal(t.app)) };
    expect((await b.request('/api/Account/RegisterExternal?mode=cookie', { body })).status).toBe(200);
    expect(await (await b.request('/api/Account/UserInfo')).json()).toMatchObject({ email, loginProvider: 'google', emailConfirmed: true });

    // Next time, in a fresh browser: straight in.
    const again = new TestBrowser(b.origin);
    const callback = await atProvider(again, (await startAt(again)).toString(), accountId);
    expect(TestBrowser.location(await again.request(callback))).toBe('/signin?auth=done');
    expect(((await (await again.request('/api/Account/UserInfo')).json()) as { email: string }).email).toBe(email);
  });

  it('refuses an ID token altered on its way (the signature no longer matches), and creates nothing', async () => {
    const { accountId } = person('op-tampered');
    const b = TestBrowser.of(t.app);
    const before = await counts();
    tamper.idTokenEmail = uniqueEmail('op-victim');
    try {
      const callback = await atProvider(b, (await startAt(b)).toString(), accountId);
      expect(TestBrowser.location(await b.request(callback))).toBe(REFUSED);
    } finally {
      tamper.idTokenEmail = '';
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses an ID token whose nonce is not the one we sent (the authorization request was altered)', async () => {
    const { accountId } = person('op-nonce');
    const b = TestBrowser.of(t.app);
    const authorize = await startAt(b);
    authorize.searchParams.set('nonce', 'a-nonce-we-never-sent');
    const callback = await atProvider(b, authorize.toString(), accountId);
    expect(TestBrowser.location(await b.request(callback))).toBe(REFUSED);
  });

  it('refuses a callback whose code or issuer was changed', async () => {
    for (const [key, value] of [
      ['code', 'a-code-the-provider-never-gave'],
      ['iss', 'http://127.0.0.1:1'],
    ] as const) {
      const { accountId } = person(`op-${key}`);
      const b = TestBrowser.of(t.app);
      const callback = new URL(await atProvider(b, (await startAt(b)).toString(), accountId));
      expect(callback.searchParams.get(key)).toBeTruthy();
      callback.searchParams.set(key, value);
      expect(TestBrowser.location(await b.request(callback.toString())), key).toBe(REFUSED);
    }
  });
});
