/**
 * The postal services' token call, shared by the track API and the push (webhook) service: `POST
 * {base}/post/api/v1/authenticate/token` with `Authorization: Token <api key>` answers `{ expire, token }`, the expiry
 * written `2019-09-28 10:18:20+07:00`. The token is cached until shortly before it expires (about a month); a 401 or
 * 403 on a call renews it once (`renew`).
 */

export class TrackTraceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** A 429's Retry-After, in milliseconds, when the service sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'TrackTraceError';
  }
}

/** Renew a token this long before the service says it expires. */
const TOKEN_MARGIN_MS = 60_000;
/** When an answer carries no readable expiry: short, so a wrong guess costs one more token call. */
const DEFAULT_TOKEN_MS = 50 * 60_000;

/** `2019-09-28 10:18:20+07:00` (also with a `T`, or without seconds or offset: Bangkok time). Undefined when malformed. */
export function parseTokenExpiry(text: string | undefined): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/.exec((text ?? '').trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s = '00', zone = '+07:00'] = m;
  const offset = zone === 'Z' ? 'Z' : zone.includes(':') ? zone : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A 429's Retry-After (seconds, or an HTTP date) in milliseconds; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

function createTokenSource(options: { base: string; apiKey: string; fetch: typeof fetch; now: () => number }) {
  // A cached token only saves a round trip: losing it on restart costs one more token call.
  let cached: { token: string; expiresAt: number } | undefined;
  return async function token(renew = false): Promise<string> {
    if (!renew && cached && cached.expiresAt - TOKEN_MARGIN_MS > options.now()) return cached.token;
    const res = await options.fetch(`${options.base}/post/api/v1/authenticate/token`, {
      method: 'POST',
      headers: { authorization: `Token ${options.apiKey}` },
    });
    if (!res.ok) throw new TrackTraceError(`token request answered ${res.status}`, res.status);
    const body = (await res.json()) as { token?: string; expire?: string };
    if (!body.token) throw new TrackTraceError('token response without a token');
    const expires = parseTokenExpiry(body.expire)?.getTime();
    cached = { token: body.token, expiresAt: expires ?? options.now() + DEFAULT_TOKEN_MS };
    return cached.token;
  };
}

/**
 * A JSON POST with the cached token; on 401 (wrong or expired token) or 403 (refused at authentication) one fresh
 * token and one retry. A 429 becomes a TrackTraceError carrying Retry-After; any other failure its status.
 */
async function postWithToken(
  token: (renew?: boolean) => Promise<string>,
  doFetch: typeof fetch,
  url: string,
  body: unknown,
  now: () => number,
): Promise<unknown> {
  const post = async (renew: boolean) =>
    doFetch(url, {
      method: 'POST',
      headers: { authorization: `Token ${await token(renew)}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  let res = await post(false);
  if (res.status === 401 || res.status === 403) res = await post(true);
  if (res.status === 429) throw new TrackTraceError('too many requests', 429, retryAfterMs(res.headers.get('retry-after'), now()));
  if (!res.ok) throw new TrackTraceError(`request answered ${res.status}`, res.status);
  return res.json();
}

/** How a client of the post's track services is made: the service's base URL, our API key, and (for tests) fetch and clock. */
export interface TrackServiceOptions {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
}

/**
 * The JSON POST to one of the post's track services (`{base}{path}`): the token call both services share, its token
 * cached, and one retry with a fresh token (`postWithToken`).
 */
export function trackServicePost(options: TrackServiceOptions): (path: string, body: unknown) => Promise<unknown> {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const token = createTokenSource({ base, apiKey: options.apiKey, fetch: doFetch, now });
  return (path, body) => postWithToken(token, doFetch, `${base}${path}`, body, now);
}
