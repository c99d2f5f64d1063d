/**
 * The post office's pick-up booking service (spec 2 "Post job"): one createSending call with the post job's
 * fields; the answer is a status (0 waiting for an officer, 1 accepted, -1 queue full) or a REASON why the
 * booking was refused. The protocol (JSON in, JSON out, an API key header) is ours: the spec gives only the
 * field names; the simulator speaks the same.
 */

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

export type PostJobAnswer = { kind: 'status'; status: 0 | 1 | -1 } | { kind: 'rejected'; reason: string };

export interface PostJobClient {
  createSending(request: PostJobRequest): Promise<PostJobAnswer>;
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
    async createSending(request) {
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
      return answer;
    },
  };
}
