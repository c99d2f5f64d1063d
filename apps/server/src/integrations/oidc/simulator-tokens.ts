import { createHash } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK, SignJWT, UnsecuredJWT } from 'jose';

/**
 * The ID tokens of the local OpenID Connect providers. A Google-style slot signs RS256 with a published key (`kid`)
 * and gives e-mail, `email_verified`, given and family names. A LINE-style slot behaves as LINE Login v2.1: its web
 * login's code exchange answers an HS256 token signed with the client secret (the channel secret), no `kid`, although
 * its discovery document advertises ES256; its SDK path answers ES256 with a published `kid`; the claims are `sub`,
 * `name`, `picture` (when the user has one) and `email` only when the `email` scope was asked and the channel may
 * have it; never given or family names. A misbehaviour makes the answer one a client must refuse.
 */

export const MISBEHAVIOURS = [
  'none',
  'wrong-audience',
  'wrong-issuer',
  'wrong-nonce',
  'expired',
  'bad-signature',
  'unsigned',
  'hs256',
] as const;
export type Misbehaviour = (typeof MISBEHAVIOURS)[number];

export const MISBEHAVIOUR_LABELS: Record<Misbehaviour, string> = {
  none: 'ตามปกติ (normal)',
  'wrong-audience': 'wrong-audience (another client id)',
  'wrong-issuer': 'wrong-issuer',
  'wrong-nonce': 'wrong-nonce',
  expired: 'expired',
  'bad-signature': 'bad-signature (a key or secret not ours)',
  unsigned: 'unsigned (alg none)',
  hs256: 'hs256 (HMAC with the client secret, no kid)',
};

export interface SimulatedPerson {
  /** Blank: the provider gives no e-mail (a LINE channel without the e-mail permission). */
  email: string;
  givenName: string;
  familyName: string;
  /** The display name (LINE's `name`); from the given and family names when blank. */
  name: string;
  picture: string;
  /** The provider's subject; derived from the e-mail (or the name) when not given. */
  sub?: string;
  emailVerified?: boolean;
  misbehave?: Misbehaviour;
}

export interface TokenRequest {
  issuer: string;
  clientId: string;
  clientSecret: string;
  lineStyle: boolean;
  /** `web`: the code exchange; `sdk`: what a provider's mobile SDK hands the app. */
  path: 'web' | 'sdk';
  person: SimulatedPerson;
  nonce: string | undefined;
  scopes: string[];
}

const TOKEN_TTL_SECONDS = 600;

/** The subject the simulator gives a person when the tester names none: stable, so the same person signs in again. */
const simulatedSubject = (email: string) => `sim-${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;

export async function simulatorKeys() {
  const rsa = await generateKeyPair('RS256');
  const ec = await generateKeyPair('ES256');
  // Keys the JWKS never shows, and a secret that is not the client's: tokens signed with them must be refused.
  const strangers = { RS256: (await generateKeyPair('RS256')).privateKey, ES256: (await generateKeyPair('ES256')).privateKey };
  const jwks = {
    rsa: { ...(await exportJWK(rsa.publicKey)), kid: 'sim-1', alg: 'RS256', use: 'sig' } as JWK,
    ec: { ...(await exportJWK(ec.publicKey)), kid: 'sim-es256-1', alg: 'ES256', use: 'sig' } as JWK,
  };

  const claimsOf = (req: TokenRequest) => {
    const { person } = req;
    const name = person.name || `${person.givenName} ${person.familyName}`.trim();
    if (!req.lineStyle) {
      return {
        email: person.email,
        email_verified: person.emailVerified ?? true,
        given_name: person.givenName,
        family_name: person.familyName,
        name,
      };
    }
    const claims: Record<string, unknown> = { name };
    if (person.picture) claims.picture = person.picture;
    if (person.email && req.scopes.includes('email')) claims.email = person.email;
    return claims;
  };

  /** The alg the answer is signed with: the slot's own, or the misbehaviour's. */
  const algOf = (req: TokenRequest, misbehave: Misbehaviour) => {
    if (misbehave === 'unsigned') return 'none';
    if (misbehave === 'hs256') return 'HS256';
    if (!req.lineStyle) return 'RS256';
    return req.path === 'web' ? 'HS256' : 'ES256';
  };

  return {
    jwks: (lineStyle: boolean) => ({ keys: [lineStyle ? jwks.ec : jwks.rsa] }),

    async idToken(req: TokenRequest): Promise<string> {
      const misbehave = req.person.misbehave ?? 'none';
      const now = Math.floor(Date.now() / 1000);
      const claims: Record<string, unknown> = claimsOf(req);
      if (req.nonce !== undefined) claims.nonce = misbehave === 'wrong-nonce' ? `${req.nonce}-not` : req.nonce;
      const issuedAt = misbehave === 'expired' ? now - 2 * TOKEN_TTL_SECONDS : now;
      const subject = req.person.sub || simulatedSubject(req.person.email || req.person.name);
      const fill = <T extends SignJWT | UnsecuredJWT>(jwt: T): T => {
        jwt
          .setIssuer(misbehave === 'wrong-issuer' ? `${req.issuer}-not` : req.issuer)
          .setSubject(subject)
          .setAudience(misbehave === 'wrong-audience' ? 'someone-else' : req.clientId)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + TOKEN_TTL_SECONDS);
        return jwt;
      };
      const alg = algOf(req, misbehave);
      if (alg === 'none') return fill(new UnsecuredJWT(claims)).encode();
      const forged = misbehave === 'bad-signature';
      if (alg === 'HS256') {
        const secret = forged ? `${req.clientSecret}-not` : req.clientSecret;
        return fill(new SignJWT(claims)).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));
      }
      const { key, kid } = alg === 'ES256' ? { key: ec.privateKey, kid: jwks.ec.kid } : { key: rsa.privateKey, kid: jwks.rsa.kid };
      return fill(new SignJWT(claims))
        .setProtectedHeader({ alg, kid, typ: 'JWT' })
        .sign(forged ? strangers[alg] : key);
    },
  };
}
