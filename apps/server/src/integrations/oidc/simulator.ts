import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../../lib/html';
import { MISBEHAVIOUR_LABELS, MISBEHAVIOURS, type SimulatedPerson, simulatorKeys } from './simulator-tokens';

export type { SimulatedPerson } from './simulator-tokens';

/**
 * A local OpenID Connect provider for each simulated social sign-in slot, under /sim/oidc/<slot>: discovery, JWKS,
 * an authorize page where the tester picks who signs in, and a token endpoint (authorization code, PKCE S256 checked,
 * client secret checked, each code used once and for 60 seconds). A Google-style slot signs RS256 with a key made
 * when the app starts; a LINE-style slot answers as LINE Login does (simulator-tokens.ts: HS256 with the client
 * secret from the code exchange although its discovery says ES256, ES256 from the SDK path). The tester may also ask
 * it to misbehave (another audience or issuer, a wrong nonce, expired, signed by a key or secret not ours, unsigned),
 * so every refusal of the client runs for real. `POST /sim/oidc/<slot>/mobile-token` hands out the ID token a
 * provider's mobile SDK would give the app (the SocialLogin path). Loopback callers only; codes are kept in this
 * process's memory, which a simulator may.
 */

export interface SimulatedOidcClient {
  slot: string;
  clientId: string;
  clientSecret: string;
  /** Behaves as LINE Login (the slot's `idTokenHs256`). */
  lineStyle: boolean;
}

const CODE_TTL_MS = 60_000;
const TOKEN_TTL_SECONDS = 600;
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

interface IssuedCode {
  slot: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  scopes: string[];
  person: SimulatedPerson;
  expiresAt: number;
}

const text = (body: unknown, key: string) => {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : '';
};

const page = (title: string, body: string) =>
  `<!doctype html><html lang="th"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;max-width:30rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.6rem 0}input,select{display:block;width:100%;font-size:1rem;padding:.4rem;box-sizing:border-box}
button{font-size:1rem;padding:.6rem 1.2rem;margin:.6rem .3rem 0 0}.ok{background:#2c843c;color:#fff}.muted{color:#666;font-size:.9rem}</style>
</head><body>${body}</body></html>`;

/** Who signs in: a Google-style slot asks e-mail and names; a LINE-style one a display name, e-mail optional. */
const personFields = (lineStyle: boolean) =>
  lineStyle
    ? `<label>อีเมล (email; blank: the channel has no e-mail permission)<input name="email" type="email" data-testid="sim-email"></label>
<label>ชื่อที่แสดง (display name)<input name="name" required data-testid="sim-name"></label>
<label>รูปโปรไฟล์ (picture URL, optional)<input name="picture" type="url"></label>`
    : `<label>อีเมล (email)<input name="email" type="email" required data-testid="sim-email"></label>
<label>ชื่อ (given name)<input name="given_name" data-testid="sim-given-name"></label>
<label>นามสกุล (family name)<input name="family_name" data-testid="sim-family-name"></label>`;

export async function oidcSimulator(app: FastifyInstance, opts: { publicUrl: string; clients: SimulatedOidcClient[] }) {
  const base = opts.publicUrl.replace(/\/+$/, '');
  const codes = new Map<string, IssuedCode>();
  const keys = await simulatorKeys();

  const clientOf = (slot: string) => opts.clients.find((c) => c.slot === slot);
  const issuerOf = (slot: string) => `${base}/sim/oidc/${slot}`;
  const tokenRequestOf = (slot: string, client: SimulatedOidcClient) => ({
    issuer: issuerOf(slot),
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    lineStyle: client.lineStyle,
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.toLowerCase().startsWith('/sim/oidc')) return;
    if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
      return reply.code(403).type('text/plain').send('The sign-in simulator answers local callers only.');
    }
  });

  /** The person the tester typed: an e-mail, or for a LINE-style slot at least a display name. */
  const personOf = (body: unknown, lineStyle: boolean): SimulatedPerson | undefined => {
    const email = text(body, 'email').trim();
    const name = text(body, 'name').trim();
    if (!email && !(lineStyle && name)) return undefined;
    const misbehave = MISBEHAVIOURS.find((m) => m === text(body, 'misbehave')) ?? 'none';
    return {
      email,
      givenName: text(body, 'given_name').trim(),
      familyName: text(body, 'family_name').trim(),
      name,
      picture: text(body, 'picture').trim(),
      sub: text(body, 'sub').trim() || undefined,
      emailVerified: text(body, 'email_verified') !== 'false',
      misbehave,
    };
  };

  type Slotted = { Params: { slot: string } };
  const hide = { schema: { hide: true } };
  const unknownSlot = (reply: FastifyReply) => reply.code(404).send({ error: 'unknown provider' });

  app.get<Slotted>('/sim/oidc/:slot/.well-known/openid-configuration', hide, async (request, reply) => {
    const { slot } = request.params;
    if (!clientOf(slot)) return unknownSlot(reply);
    const issuer = issuerOf(slot);
    const lineStyle = clientOf(slot)?.lineStyle;
    // LINE's discovery advertises ES256 only, although its web login's ID tokens are HS256 (shared reference).
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: lineStyle ? ['ES256'] : ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      code_challenge_methods_supported: ['S256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: lineStyle
        ? ['sub', 'name', 'picture', 'email', 'nonce']
        : ['sub', 'email', 'email_verified', 'given_name', 'family_name', 'name', 'nonce'],
    };
  });

  app.get<Slotted>('/sim/oidc/:slot/jwks', hide, async (request, reply) => {
    const client = clientOf(request.params.slot);
    if (!client) return unknownSlot(reply);
    return keys.jwks(client.lineStyle);
  });

  /** The authorization request, checked as a provider checks it; the answer is an error text or its parts. */
  function authorizeRequest(slot: string, params: Record<string, string>) {
    const client = clientOf(slot);
    if (!client) return 'Unknown provider.';
    if (params.client_id !== client.clientId) return 'Unknown client_id.';
    if (!params.redirect_uri?.startsWith(`${base}/`)) return 'redirect_uri is not registered for this client.';
    if (params.response_type !== 'code') return 'Only response_type=code is supported.';
    if (!params.scope?.split(' ').includes('openid')) return 'The openid scope is required.';
    if (!params.code_challenge || params.code_challenge_method !== 'S256') return 'PKCE (S256) is required.';
    if (!params.state) return 'state is required.';
    return { client, params };
  }

  const AUTH_PARAMS = ['client_id', 'redirect_uri', 'response_type', 'scope', 'code_challenge', 'code_challenge_method', 'state', 'nonce'];
  const paramsOf = (source: unknown) => Object.fromEntries(AUTH_PARAMS.map((k) => [k, text(source, k)]));

  app.get<Slotted>('/sim/oidc/:slot/authorize', hide, async (request, reply) => {
    const { slot } = request.params;
    const checked = authorizeRequest(slot, paramsOf(request.query));
    const html = (status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
    if (typeof checked === 'string')
      return html(400, page('Sign-in error', `<h1>Invalid sign-in request</h1><p>${escapeHtml(checked)}</p>`));
    const hidden = Object.entries(checked.params)
      .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
      .join('');
    const options = MISBEHAVIOURS.map((m) => `<option value="${m}">${escapeHtml(MISBEHAVIOUR_LABELS[m])}</option>`).join('');
    return html(
      200,
      page(
        `Sign in with ${slot} (simulator)`,
        `<h1>เข้าสู่ระบบด้วย ${escapeHtml(slot)} (ตัวจำลอง)</h1>
<p class="muted">The local stand-in for the ${escapeHtml(slot)} sign-in: choose who signs in.</p>
<form method="post" action="/sim/oidc/${escapeHtml(slot)}/authorize/decide">${hidden}
${personFields(checked.client.lineStyle)}
<label>Subject (blank: from the e-mail, or the name)<input name="sub"></label>
<label>How the provider answers<select name="misbehave">${options}</select></label>
<button type="submit" name="decision" value="allow" class="ok">เข้าสู่ระบบ (sign in)</button>
<button type="submit" name="decision" value="deny" formnovalidate>ยกเลิก (cancel)</button>
</form>`,
      ),
    );
  });

  app.post<Slotted>('/sim/oidc/:slot/authorize/decide', hide, async (request, reply) => {
    const { slot } = request.params;
    const checked = authorizeRequest(slot, paramsOf(request.body));
    if (typeof checked === 'string') return reply.code(400).type('text/plain').send(checked);
    const back = new URL(checked.params.redirect_uri ?? '');
    back.searchParams.set('state', checked.params.state ?? '');
    back.searchParams.set('iss', issuerOf(slot));
    const person = personOf(request.body, checked.client.lineStyle);
    if (text(request.body, 'decision') !== 'allow' || !person) {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString(), 302);
    }
    const code = randomBytes(24).toString('base64url');
    codes.set(code, {
      slot,
      clientId: checked.client.clientId,
      redirectUri: checked.params.redirect_uri ?? '',
      codeChallenge: checked.params.code_challenge ?? '',
      nonce: checked.params.nonce || undefined,
      scopes: (checked.params.scope ?? '').split(' '),
      person,
      expiresAt: Date.now() + CODE_TTL_MS,
    });
    back.searchParams.set('code', code);
    return reply.redirect(back.toString(), 302);
  });

  /** client_secret_basic or client_secret_post. */
  function clientAuth(request: FastifyRequest): { id: string; secret: string } {
    const [scheme, value] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() === 'basic' && value) {
      const [id = '', secret = ''] = Buffer.from(value, 'base64').toString().split(':').map(decodeURIComponent);
      return { id, secret };
    }
    return { id: text(request.body, 'client_id'), secret: text(request.body, 'client_secret') };
  }

  app.post<Slotted>('/sim/oidc/:slot/token', hide, async (request, reply) => {
    const { slot } = request.params;
    const client = clientOf(slot);
    const caller = clientAuth(request);
    const fail = (status: number, error: string, description: string) =>
      reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
    if (!client || caller.id !== client.clientId || caller.secret !== client.clientSecret)
      return fail(401, 'invalid_client', 'client authentication failed');
    if (text(request.body, 'grant_type') !== 'authorization_code') return fail(400, 'unsupported_grant_type', 'authorization_code only');
    const code = text(request.body, 'code');
    const issued = codes.get(code);
    // Spent at once, whatever follows: a code is good for one try.
    codes.delete(code);
    if (!issued || issued.expiresAt < Date.now() || issued.slot !== slot || issued.clientId !== client.clientId) {
      return fail(400, 'invalid_grant', 'the code is unknown, used or expired');
    }
    if (text(request.body, 'redirect_uri') !== issued.redirectUri) return fail(400, 'invalid_grant', 'redirect_uri does not match');
    const challenge = createHash('sha256').update(text(request.body, 'code_verifier')).digest('base64url');
    if (challenge !== issued.codeChallenge) return fail(400, 'invalid_grant', 'PKCE verification failed');
    return reply.header('cache-control', 'no-store').send({
      access_token: randomBytes(24).toString('base64url'),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      scope: issued.scopes.join(' '),
      id_token: await keys.idToken({
        ...tokenRequestOf(slot, client),
        path: 'web',
        person: issued.person,
        nonce: issued.nonce,
        scopes: issued.scopes,
      }),
    });
  });

  app.post<Slotted>('/sim/oidc/:slot/mobile-token', hide, async (request, reply) => {
    const client = clientOf(request.params.slot);
    if (!client) return unknownSlot(reply);
    const person = personOf(request.body, client.lineStyle);
    if (!person) return reply.code(400).send({ error: 'email (or for LINE a name) is required' });
    const scopes = ['openid', 'profile', 'email'];
    return {
      id_token: await keys.idToken({ ...tokenRequestOf(request.params.slot, client), path: 'sdk', person, nonce: undefined, scopes }),
    };
  });
}
