import { decodeProtectedHeader, type JWTPayload, jwtVerify } from 'jose';

/** A sign-in the provider did not vouch for (or one we could not check); the caller words it. */
export class OidcRefusal extends Error {
  override name = 'OidcRefusal';
}

/**
 * The ID token of a LINE-style web login: LINE Login v2.1's code exchange answers an ID token signed HS256 with the
 * channel secret and without `kid`, although its discovery document advertises ES256 only (LINE's SDK and LIFF
 * tokens are the ES256 ones). The HMAC is verified here with the secret (jose), then issuer, audience (our channel
 * id), expiry and the nonce we sent. Any other alg (`none` included) is refused before a key is tried.
 */
export async function verifyHs256IdToken(
  idToken: string,
  expected: { secret: string; issuer: string; audience: string; nonce: string },
): Promise<JWTPayload> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(idToken).alg;
  } catch {
    throw new OidcRefusal('the ID token is not a JWS');
  }
  if (alg !== 'HS256') throw new OidcRefusal(`unexpected ID token alg ${String(alg)}`);
  if (!expected.nonce) throw new OidcRefusal('no nonce to compare');
  const { payload } = await jwtVerify(idToken, new TextEncoder().encode(expected.secret), {
    algorithms: ['HS256'],
    issuer: expected.issuer,
    audience: expected.audience,
    requiredClaims: ['sub', 'exp', 'iat', 'nonce'],
  });
  if (payload.nonce !== expected.nonce) throw new OidcRefusal('the ID token nonce does not match');
  return payload;
}
