import { createHash, randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { pickPostal } from '../../../test/address-fixtures';
import { createListeningTestApp } from '../../../test/create-test-app';
import { findUser, uniqueEmail } from '../../../test/factories';
import { mobileIdToken, type SimPerson, socialSignIn, TestBrowser } from '../../../test/social-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { users } from '../../db/schema/auth';
import { socialIdentities } from '../../db/schema/social';
import type { Misbehaviour } from '../../integrations/oidc/simulator-tokens';

/**
 * LINE Login v2.1 as the `line` slot (the simulator's LINE-style slot, real HTTP). The facts, from LINE Login v2.1's
 * documentation as summed up in the shared reference on social sign-in: the discovery document advertises ES256
 * only and an ES256 JWKS; the ID token that the web login's code exchange returns is nevertheless HS256, signed
 * with the channel secret, with no `kid` (ES256 tokens come from the SDKs and LIFF); the client checks
 * iss = the issuer (https://access.line.me for the real one), aud = channel id, exp and nonce; the claims are
 * `sub`, `name`, `picture`, and `email` only with the e-mail permission and the `email` scope, never given or
 * family names.
 */

const t = useTestApp(() => createListeningTestApp((origin) => ({ PUBLIC_URL: origin })));
const browser = () => TestBrowser.of(t.app);
const REFUSED = '/signin?auth=failed&msg=SOCIAL_SIGNIN_FAILED';

const counts = async () => {
  const [u] = await t.database.db.select({ n: count() }).from(users);
  const [s] = await t.database.db.select({ n: count() }).from(socialIdentities);
  return { users: u?.n, identities: s?.n };
};

/** The simulator's LINE web login by hand (as our client does it), to see the ID token its code exchange returns. */
async function lineWebToken(b: TestBrowser, person: SimPerson, scope = 'openid profile email') {
  const verifier = randomBytes(32).toString('base64url');
  const params = {
    client_id: 'songdee-line',
    redirect_uri: `${b.origin}/cb`,
    response_type: 'code',
    scope,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n-123',
  };
  const decided = await b.request('/sim/oidc/line/authorize/decide', {
    form: { ...params, decision: 'allow', misbehave: 'none', ...person } as Record<string, string>,
  });
  const code = new URL(TestBrowser.location(decided)).searchParams.get('code') ?? '';
  const token = await b.request('/sim/oidc/line/token', {
    form: {
      grant_type: 'authorization_code',
      code,
      redirect_uri: params.redirect_uri,
      code_verifier: verifier,
      client_id: 'songdee-line',
      client_secret: 'songdee-line-sim-secret',
    },
  });
  return ((await token.json()) as { id_token: string }).id_token;
}

describe('the LINE stand-in answers as LINE Login v2.1 does', () => {
  it('advertises ES256 and publishes an ES256 key, but the web code exchange signs HS256 with the channel secret, no kid', async () => {
    const b = browser();
    const discovery = (await (await b.request('/sim/oidc/line/.well-known/openid-configuration')).json()) as Record<string, unknown>;
    expect(discovery.id_token_signing_alg_values_supported).toEqual(['ES256']);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    const jwks = (await (await b.request('/sim/oidc/line/jwks')).json()) as { keys: Array<Record<string, string>> };
    expect(jwks.keys).toMatchObject([{ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: expect.any(String) }]);

    const idToken = await lineWebToken(b, { email: 'line-user@example.com', name: 'สมชาย ใจดี', picture: 'https://example.com/p.png' });
    expect(decodeProtectedHeader(idToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({ aud: 'songdee-line', nonce: 'n-123', name: 'สมชาย ใจดี', email: 'line-user@example.com' });
    expect(claims.picture).toBe('https://example.com/p.png');
    expect(claims).not.toHaveProperty('given_name');
    expect(claims).not.toHaveProperty('family_name');
    // No e-mail unless the `email` scope was asked for.
    expect(decodeJwt(await lineWebToken(b, { email: 'line-user@example.com', name: 'x' }, 'openid profile'))).not.toHaveProperty('email');
  });
});

describe('LINE web sign-in (HS256 signed with the channel secret)', () => {
  it('signs in: the names come from `name`, the e-mail from `email`', async () => {
    const b = browser();
    const email = uniqueEmail('line-web');
    const landing = new URL(await socialSignIn(b, 'line', { email, name: 'สมชาย ใจดี', sub: `U-${email}` }), b.origin);
    expect(landing.pathname).toBe('/external-signup');
    const id = landing.searchParams.get('id') ?? '';
    const pending = await (await b.request(`/api/Account/ExternalLogin/pending/${id}`)).json();
    expect(pending).toMatchObject({ provider: 'line', providerName: 'LINE', email, firstName: 'สมชาย', lastName: 'ใจดี', next: 'signup' });
  });

  it('without the e-mail permission: no e-mail, the user types one on the external sign-up', async () => {
    const b = browser();
    const landing = new URL(
      await socialSignIn(b, 'line', { email: '', name: 'น้องไลน์', sub: `U-${randomBytes(8).toString('hex')}` }),
      b.origin,
    );
    expect(landing.pathname).toBe('/external-signup');
    const id = landing.searchParams.get('id') ?? '';
    expect(await (await b.request(`/api/Account/ExternalLogin/pending/${id}`)).json()).toMatchObject({
      email: '',
      firstName: 'น้องไลน์',
      lastName: '',
      next: 'signup',
    });
    const typed = uniqueEmail('line-typed');
    const body = {
      id,
      email: typed,
      firstName: 'น้องไลน์',
      lastName: 'ทดสอบ',
      phone: '0812345678',
      homeAddress: '1',
      ...(await pickPostal(t.app)),
    };
    const registered = await b.request('/api/Account/RegisterExternal?mode=cookie', { body });
    expect(registered.status).toBe(200);
    // A typed address is not one the provider vouched for: it still needs its confirmation.
    expect(await findUser(t.database.db, typed)).toMatchObject({ emailConfirmed: false, loginProvider: 'line' });
  });

  const refusedWith = (misbehave: Misbehaviour) => async () => {
    const before = await counts();
    expect(await socialSignIn(browser(), 'line', { email: uniqueEmail(misbehave), name: 'ปลอม', misbehave })).toBe(REFUSED);
    expect(await counts()).toEqual(before);
  };

  it('refuses HS256 signed with another secret', refusedWith('bad-signature'));
  it('refuses an unsigned token (alg none)', refusedWith('unsigned'));
  it('refuses an expired token', refusedWith('expired'));
  it('refuses a token for another channel (aud)', refusedWith('wrong-audience'));
  it('refuses a token of another issuer', refusedWith('wrong-issuer'));
  it('refuses a token with a wrong nonce', refusedWith('wrong-nonce'));
});

describe('HS256 is LINE-style only', () => {
  it('an HS256 token (signed with the client secret) on the Google slot is refused, web and mobile', async () => {
    const before = await counts();
    expect(await socialSignIn(browser(), 'google', { email: uniqueEmail('g-hs'), misbehave: 'hs256' })).toBe(REFUSED);
    const b = browser();
    const token = await mobileIdToken(b, 'google', { email: uniqueEmail('g-hs-m'), misbehave: 'hs256' });
    expect(decodeProtectedHeader(token).alg).toBe('HS256');
    const res = await b.request('/api/Account/SocialLogin', { body: { auth: 'google', token } });
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('SOCIAL_SIGNIN_FAILED');
    expect(await counts()).toEqual(before);
  });
});

describe("LINE's SDK path (ES256 with a kid, against the JWKS)", () => {
  it('an ES256 token with a kid signs in through SocialLogin', async () => {
    const b = browser();
    const email = uniqueEmail('line-sdk');
    const token = await mobileIdToken(b, 'line', { email, name: 'แอป ไลน์' });
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    const res = await b.request('/api/Account/SocialLogin', { body: { auth: 'line', token } });
    expect(await res.json()).toMatchObject({ hasRegistered: false, next: 'signup', email });
  });

  it('refuses a token signed by a key it does not publish, unsigned, or HS256 (the SDK path is the JWKS only)', async () => {
    const b = browser();
    const before = await counts();
    for (const misbehave of ['bad-signature', 'unsigned', 'hs256', 'wrong-audience', 'expired'] as const) {
      const token = await mobileIdToken(b, 'line', { email: uniqueEmail(misbehave), name: 'ปลอม', misbehave });
      const res = await b.request('/api/Account/SocialLogin', { body: { auth: 'line', token } });
      expect(((await res.json()) as { error?: { code: string } }).error?.code, misbehave).toBe('SOCIAL_SIGNIN_FAILED');
    }
    expect(await counts()).toEqual(before);
  });
});
