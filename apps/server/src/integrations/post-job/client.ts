/**
 * The post office's pick-up booking service (spec 2 "Post job"): one createSending call with the post job's
 * fields; the answer is a status (0 waiting for an officer, 1 accepted, -1 queue full) or a REASON why the
 * booking was refused.
 *
 * NO PUBLIC SPECIFICATION EXISTS for this service: the spec gives only the field names and the answers. The wire
 * protocol below (JSON POST to <POST_JOB_API_URL>/createSending, the API key in an x-api-key header, a JSON
 * answer with STATUS or REASON, dates DD/MM/YYYY, times 09.00) is ours, and the simulator speaks the same. This
 * adapter is the one file of the app to change for the real protocol: the rest of the app speaks only the neutral
 * `PickUpBooking` and `PostJobAnswer` below (the simulator and this file's tests follow the wire format with it).
 */

import { POST_JOB_SLOTS } from '@songdee/shared/shipping-list/shipping-list.schema';

/** A pick-up booking as the app knows it, whatever the service's wire format. */
export interface PickUpBooking {
  /** The booking seller's e-mail. */
  email: string;
  /** The shipping list's code the officer collects. */
  shippingListCode: string;
  /** yyyy-MM-dd (common era). */
  appointDate: string;
  /** The pick-up slot's id (POST_JOB_SLOTS). */
  slot: number;
  postcode: string;
  totalCostSatang: number;
  totalWeightGrams: number;
  itemCount: number;
  name: string;
  surname: string;
  phone: string;
  address: string;
  description: string;
}

/** The service's answer: a status (0 waiting for an officer, 1 accepted, -1 queue full) or why it refused. */
export type PostJobAnswer = { kind: 'status'; status: 0 | 1 | -1 } | { kind: 'rejected'; reason: string };

export interface PostJobClient {
  /**
   * Books a pick-up. Answers the service's answer and the request as sent (opaque to the app, kept with the job
   * as the record of what the post office received); throws PostJobServiceError when there is no answer.
   */
  createSending(booking: PickUpBooking): Promise<{ answer: PostJobAnswer; sent: Record<string, unknown> }>;
}

/** The body createSending posts (our protocol; the names are the spec's post-job fields). */
export interface PostJobRequest {
  EMAIL: string;
  SHIPPING_NO: string;
  /** DD/MM/YYYY (common era). */
  APPOINTDATE: string;
  /** '09.00' or '13.00'. */
  APPOINTTIME: string;
  POSTCODE: string;
  /** Baht, two decimals. */
  TOTALSHIPPINGCOST: string;
  /** Grams. */
  TOTALWEIGHT: number;
  TOTALITEM: number;
  NAME: string;
  LASTNAME: string;
  PHONE: string;
  ADDRESS: string;
  ISINTER: 0;
  DESCRIPTION: string;
}

/** The service could not be reached, or answered something that is neither a status nor a REASON. */
export class PostJobServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PostJobServiceError';
  }
}

export const POST_JOB_API_KEY_HEADER = 'x-api-key';
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REASON_LENGTH = 500;

/** yyyy-MM-dd -> DD/MM/YYYY (common era), as the service reads APPOINTDATE. */
const serviceDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The booking in the service's words. */
function postJobRequestOf(booking: PickUpBooking): PostJobRequest {
  return {
    EMAIL: booking.email,
    SHIPPING_NO: booking.shippingListCode,
    APPOINTDATE: serviceDate(booking.appointDate),
    APPOINTTIME: POST_JOB_SLOTS.find((s) => s.id === booking.slot)?.start ?? '',
    POSTCODE: booking.postcode,
    TOTALSHIPPINGCOST: (booking.totalCostSatang / 100).toFixed(2),
    TOTALWEIGHT: booking.totalWeightGrams,
    TOTALITEM: booking.itemCount,
    NAME: booking.name,
    LASTNAME: booking.surname,
    PHONE: booking.phone,
    ADDRESS: booking.address,
    ISINTER: 0,
    DESCRIPTION: booking.description,
  };
}

/** Reads the service's answer: `{ STATUS: 0 | 1 | -1 }` (number or string), or `{ REASON: "..." }`. */
export function parsePostJobAnswer(body: unknown): PostJobAnswer | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { STATUS, REASON } = body as { STATUS?: unknown; REASON?: unknown };
  const status = typeof STATUS === 'number' || (typeof STATUS === 'string' && STATUS.trim() !== '') ? Number(STATUS) : Number.NaN;
  if (status === 0 || status === 1 || status === -1) return { kind: 'status', status };
  if (typeof REASON === 'string' && REASON.trim()) return { kind: 'rejected', reason: REASON.trim().slice(0, MAX_REASON_LENGTH) };
  return undefined;
}

export function createPostJobClient(options: { baseUrl: string; apiKey: string; fetch?: typeof fetch; timeoutMs?: number }): PostJobClient {
  const base = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  return {
    async createSending(booking) {
      const request = postJobRequestOf(booking);
      let res: Response;
      try {
        res = await doFetch(`${base}/createSending`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [POST_JOB_API_KEY_HEADER]: options.apiKey },
          body: JSON.stringify(request),
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PostJobServiceError(`createSending failed: ${(err as Error).message}`);
      }
      if (!res.ok) throw new PostJobServiceError(`createSending answered ${res.status}`, res.status);
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        throw new PostJobServiceError('createSending answered no JSON');
      }
      const answer = parsePostJobAnswer(body);
      if (!answer) throw new PostJobServiceError('createSending answered neither a status nor a REASON');
      return { answer, sent: { ...request } };
    },
  };
}
