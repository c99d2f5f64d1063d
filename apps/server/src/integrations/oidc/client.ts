import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { OidcProviderConfig } from '../../config/env';
import { OidcRefusal, verifyHs256IdToken } from './hs256-id-token';

export { OidcRefusal } from './hs256-id-token';

/**
 * Our OpenID Connect client of each configured social sign-in provider (openid-client): discovery (once, retried after
 * a failure), the authorization URL with PKCE S256, state and nonce, and the code exchange, which checks state, nonce,
 * issuer, audience, expiry and (non-repudiation checks on) the ID token's signature against the provider's JWKS.
 * A LINE-style slot (`idTokenHs256`) differs in one point: its code exchange's ID token is HS256 signed with the
 * client secret, whatever the discovery document advertises, so openid-client is told to expect HS256 and the HMAC is
 * verified here with the secret (see verifyHs256IdToken). The mobile path's ID token (no code, no nonce) is verified
 * with jose against the provider's JWKS, issuer and audience, for every slot. Every failure is an `OidcRefusal`.
 */

export interface OidcIdentity {
  subject: string;
  email: string;
  /** False only when the provider says the e-mail is not verified. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

const SCOPE = 'openid email profile';
const TIMEOUT_SECONDS = 10;

const claimText = (claims: JWTPayload, key: string) => {
  const value = claims[key];
  return typeof value === 'string' ? value.trim() : '';
};

function identityOf(claims: JWTPayload | undefined): OidcIdentity {
  if (!claims?.sub) throw new OidcRefusal('no ID token subject');
  const name = claimText(claims, 'name');
  const [first = '', ...rest] = name.split(/\s+/);
  return {
    subject: claims.sub,
    email: claimText(claims, 'email').toLowerCase(),
    emailVerified: claims.email_verified !== false,
    firstName: claimText(claims, 'given_name') || first,
    lastName: claimText(claims, 'family_name') || rest.join(' '),
  };
}

async function refusing<T>(step: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OidcRefusal) throw error;
    throw new OidcRefusal(`${step}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

export function createOidcClients(providers: OidcProviderConfig[]) {
  const configs = new Map<string, Promise<oidc.Configuration>>();
  /** The provider's keys, fetched when first needed and again when a token names an unknown key (jose's cache). */
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
  const keysOf = (uri: string) => {
    const keys = keySets.get(uri) ?? createRemoteJWKSet(new URL(uri));
    keySets.set(uri, keys);
    return keys;
  };

  function configOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let config = configs.get(provider.id);
    if (!config) {
      const issuer = new URL(provider.issuer);
      // Plain http is for the local simulator only (and a provider on this machine in development).
      const insecure = issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [];
      // LINE-style: the ID token's alg is HS256 (not the discovery document's), and its signature is checked after the
      // exchange with the secret, as openid-client's non-repudiation checks take public keys only.
      const metadata = provider.idTokenHs256
        ? { client_secret: provider.clientSecret, id_token_signed_response_alg: 'HS256' }
        : provider.clientSecret;
      const checks = provider.idTokenHs256 ? [] : [oidc.enableNonRepudiationChecks];
      config = oidc
        .discovery(issuer, provider.clientId, metadata, undefined, {
          execute: [...insecure, ...checks],
          timeout: TIMEOUT_SECONDS,
        })
        .catch((error: unknown) => {
          configs.delete(provider.id);
          throw error;
        });
      configs.set(provider.id, config);
    }
    return config;
  }

  return {
    providers,

    find: (id: string) => providers.find((p) => p.id === id),

    /** Where to send the browser: the provider's authorization endpoint with our PKCE challenge, state and nonce. */
    authorizationUrl: (provider: OidcProviderConfig, checks: { redirectUri: string; state: string; nonce: string; codeVerifier: string }) =>
      refusing('discovery', async () => {
        const config = await configOf(provider);
        return oidc.buildAuthorizationUrl(config, {
          redirect_uri: checks.redirectUri,
          scope: SCOPE,
          state: checks.state,
          nonce: checks.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
          code_challenge_method: 'S256',
        });
      }),

    /** The callback: exchanges the code and verifies the ID token; `currentUrl` is the callback URL as the provider sent it. */
    exchange: (provider: OidcProviderConfig, currentUrl: URL, checks: { state: string; nonce: string; codeVerifier: string }) =>
      refusing('code exchange', async () => {
        const config = await configOf(provider);
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          pkceCodeVerifier: checks.codeVerifier,
          idTokenExpected: true,
        });
        if (!provider.idTokenHs256) return identityOf(tokens.claims());
        const claims = await verifyHs256IdToken(tokens.id_token ?? '', {
          secret: provider.clientSecret,
          issuer: config.serverMetadata().issuer,
          audience: provider.clientId,
          nonce: checks.nonce,
        });
        return identityOf(claims);
      }),

    /** The mobile path: an ID token the provider's SDK gave the app, for our client id, signed by the provider. */
    verifyIdToken: (provider: OidcProviderConfig, idToken: string) =>
      refusing('ID token', async () => {
        const metadata = (await configOf(provider)).serverMetadata();
        if (!metadata.jwks_uri) throw new OidcRefusal('the provider publishes no JWKS');
        const { payload } = await jwtVerify(idToken, keysOf(metadata.jwks_uri), {
          issuer: metadata.issuer,
          audience: provider.clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        return identityOf(payload);
      }),
  };
}

export type OidcClients = ReturnType<typeof createOidcClients>;

/** Fresh random values for one redirect (openid-client's generators). */
export const newRedirectChecks = () => ({
  state: oidc.randomState(),
  nonce: oidc.randomNonce(),
  codeVerifier: oidc.randomPKCECodeVerifier(),
});
