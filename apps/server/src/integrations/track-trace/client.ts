import { createHash } from 'node:crypto';
import { type TrackServiceOptions, TrackTraceError, trackServicePost } from './token';

export { TrackTraceError } from './token';

/**
 * Postal track-and-trace over HTTP (the public client libraries' shape): a token from the API key, then up to 100
 * barcodes per track call. Dates come as dd/MM/yyyy HH:mm:ss+07:00, in the Buddhist era when the language is TH;
 * they are normalised to instants here so nothing downstream sees a BE year. Every answer reports the key's daily
 * quota (`track_count`), which comes back with the events.
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

/** The daily quota as the answer reported it: `count_number` used of `track_count_limit`. */
interface TrackCount {
  countNumber: number;
  limit: number;
}

interface TrackAnswer {
  events: Map<string, TrackEvent[]>;
  trackCount: TrackCount | undefined;
}

export interface TrackTraceClient {
  /** Names the API key in stored state (the daily quota is per key) without storing the key: a hash of it. */
  readonly keyId: string;
  track(barcodes: readonly string[], language?: TrackLanguage): Promise<TrackAnswer>;
}

export const TRACK_MAX_BARCODES = 100;
/** Buddhist era = common era + 543. */
const BE_OFFSET = 543;

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

/** One event object as the track API and the push service send it. */
export interface RawTrackItem {
  barcode?: string;
  status?: string | number;
  status_description?: string;
  status_date?: string;
  location?: string;
  postcode?: string;
}

/** An event object as our event, or undefined when its code or date cannot be read. */
export function readTrackItem(barcode: string, item: RawTrackItem, language: TrackLanguage): TrackEvent | undefined {
  const date = item.status_date ? parsePostalDate(item.status_date, language) : undefined;
  const code = Number(item.status);
  if (!date || !Number.isInteger(code) || item.status === '' || item.status === undefined) return undefined;
  return {
    barcode,
    code,
    description: item.status_description ?? '',
    date,
    location: item.location ?? '',
    postcode: item.postcode ?? '',
  };
}

function readTrackCount(raw: unknown): TrackCount | undefined {
  const c = raw as { count_number?: unknown; track_count_limit?: unknown } | undefined;
  const countNumber = Number(c?.count_number);
  const limit = Number(c?.track_count_limit);
  return Number.isInteger(countNumber) && Number.isInteger(limit) && limit > 0 ? { countNumber, limit } : undefined;
}

const trackKeyId = (apiKey: string) => createHash('sha256').update(apiKey).digest('hex').slice(0, 16);

export function createTrackTraceClient(options: TrackServiceOptions): TrackTraceClient {
  const post = trackServicePost(options);

  return {
    keyId: trackKeyId(options.apiKey),
    async track(barcodes, language = 'TH') {
      if (barcodes.length > TRACK_MAX_BARCODES) throw new TrackTraceError(`at most ${TRACK_MAX_BARCODES} barcodes per call`);
      const events = new Map<string, TrackEvent[]>();
      if (barcodes.length === 0) return { events, trackCount: undefined };
      const body = (await post('/post/api/v1/track', { status: 'all', language, barcode: barcodes })) as {
        status?: boolean;
        response?: { items?: Record<string, RawTrackItem[]>; track_count?: unknown };
      };
      if (body.status === false) throw new TrackTraceError('track request failed');
      for (const [barcode, items] of Object.entries(body.response?.items ?? {})) {
        events.set(
          barcode,
          (items ?? []).flatMap((item) => readTrackItem(barcode, item, language) ?? []),
        );
      }
      return { events, trackCount: readTrackCount(body.response?.track_count) };
    },
  };
}
