/**
 * Postal track-and-trace over HTTP (postal-facts.md): a token from the API key, then up to 100
 * barcodes per track call. Dates come as dd/MM/yyyy HH:mm:ss+07:00, in the Buddhist era when the
 * language is TH; they are normalised to instants here so nothing downstream sees a BE year.
 */

export type TrackLanguage = 'TH' | 'EN';

export interface TrackEvent {
  barcode: string;
  code: number;
  description: string;
  date: Date;
  location: string;
  postcode: string;
}

export interface TrackTraceClient {
  track(barcodes: readonly string[], language?: TrackLanguage): Promise<Map<string, TrackEvent[]>>;
}

export const TRACK_MAX_BARCODES = 100;
/** Buddhist era = common era + 543. */
const BE_OFFSET = 543;
/** Renew a token this long before the service says it expires. */
const TOKEN_MARGIN_MS = 60_000;
const DEFAULT_TOKEN_MS = 50 * 60_000;

/** Parses the service's date; `language` TH means the year is Buddhist era. Undefined when malformed. */
export function parsePostalDate(text: string, language: TrackLanguage): Date | undefined {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?\s*(?:([+-])(\d{2}):?(\d{2}))?$/.exec(text.trim());
  if (!m) return undefined;
  const [, dd, mm, yyyy, hh, mi, ss = '00', sign = '+', oh = '07', om = '00'] = m;
  const year = Number(yyyy) - (language === 'TH' ? BE_OFFSET : 0);
  const iso = `${String(year).padStart(4, '0')}-${mm}-${dd}T${hh}:${mi}:${ss}${sign}${oh}:${om}`;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

interface RawItem {
  barcode?: string;
  status?: string | number;
  status_description?: string;
  status_date?: string;
  location?: string;
  postcode?: string;
}

export class TrackTraceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TrackTraceError';
  }
}

export function createTrackTraceClient(options: {
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  now?: () => number;
}): TrackTraceClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  // A cached token only saves a round trip: losing it on restart costs one more token call.
  let cached: { token: string; expiresAt: number } | undefined;

  async function token(renew = false): Promise<string> {
    if (!renew && cached && cached.expiresAt - TOKEN_MARGIN_MS > now()) return cached.token;
    const res = await doFetch(`${base}/post/api/v1/authenticate/token`, {
      method: 'POST',
      headers: { authorization: `Token ${options.apiKey}` },
    });
    if (!res.ok) throw new TrackTraceError(`token request answered ${res.status}`, res.status);
    const body = (await res.json()) as { token?: string; expire?: string };
    if (!body.token) throw new TrackTraceError('token response without a token');
    const expires = body.expire ? Date.parse(body.expire) : Number.NaN;
    cached = { token: body.token, expiresAt: Number.isNaN(expires) ? now() + DEFAULT_TOKEN_MS : expires };
    return cached.token;
  }

  async function post(barcodes: readonly string[], language: TrackLanguage, renew: boolean): Promise<Response> {
    return doFetch(`${base}/post/api/v1/track`, {
      method: 'POST',
      headers: { authorization: `Token ${await token(renew)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'all', language, barcode: barcodes }),
    });
  }

  return {
    async track(barcodes, language = 'TH') {
      if (barcodes.length > TRACK_MAX_BARCODES) throw new TrackTraceError(`at most ${TRACK_MAX_BARCODES} barcodes per call`);
      const result = new Map<string, TrackEvent[]>();
      if (barcodes.length === 0) return result;
      let res = await post(barcodes, language, false);
      // An expired or revoked token: one fresh token, one retry.
      if (res.status === 401) res = await post(barcodes, language, true);
      if (!res.ok) throw new TrackTraceError(`track request answered ${res.status}`, res.status);
      const body = (await res.json()) as { status?: boolean; response?: { items?: Record<string, RawItem[]> } };
      if (body.status === false) throw new TrackTraceError('track request failed');
      for (const [barcode, items] of Object.entries(body.response?.items ?? {})) {
        const events: TrackEvent[] = [];
        for (const item of items ?? []) {
          const date = item.status_date ? parsePostalDate(item.status_date, language) : undefined;
          const code = Number(item.status);
          if (!date || !Number.isInteger(code)) continue;
          events.push({
            barcode,
            code,
            description: item.status_description ?? '',
            date,
            location: item.location ?? '',
            postcode: item.postcode ?? '',
          });
        }
        result.set(barcode, events);
      }
      return result;
    },
  };
}
