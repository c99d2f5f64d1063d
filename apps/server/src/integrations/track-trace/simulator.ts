import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TRACK_MAX_BARCODES } from './client';
import { postalDate, simulatedItems, tokenExpiry } from './sim-scenarios';

export { simulatedEventDate, simulatedTrackCodes } from './sim-scenarios';

/**
 * A local stand-in for the postal track-and-trace API, speaking its protocol under /sim/track: the token call, then
 * `track` with up to 100 barcodes answering `{ response: { items: { <barcode>: [...] }, track_count }, message,
 * status }`. Statuses are a pure function of the barcode (sim-scenarios.ts); tokens are signed, not stored.
 * The daily quota is counted per API key and Bangkok day (one per barcode asked: whether the real count is per
 * barcode or per call is not published, and per barcode is the cautious reading). A control endpoint
 * (`/sim/track/control`) lets tests set the limit, make the next calls answer 429 or 403, expire every token issued
 * so far (the next call then answers 401) and read how many calls and barcodes were asked.
 */

const TOKEN_TTL_MS = 60 * 60_000;
export const SIM_TRACK_DEFAULT_LIMIT = 1000;

function sign(secret: string, expires: number) {
  return createHmac('sha256', secret).update(String(expires)).digest('base64url');
}

const tokenCredential = (request: FastifyRequest) => {
  const [scheme, value] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Token' && value ? value : undefined;
};

/** The token half both postal simulators share: issue signed tokens, check them, expire them on request. */
export function simulatedTokens(apiKey: string, secret: string) {
  let validFrom = 0;
  return {
    issue(request: FastifyRequest, reply: FastifyReply) {
      const key = tokenCredential(request);
      if (!key || key.length !== apiKey.length || !timingSafeEqual(Buffer.from(key), Buffer.from(apiKey)))
        return reply.code(401).send({ message: 'Unauthorized', status: false });
      const issued = Date.now();
      const expires = issued + TOKEN_TTL_MS;
      return { expire: tokenExpiry(new Date(expires)), token: `${issued}.${expires}.${sign(secret, expires + issued)}` };
    },
    valid(request: FastifyRequest) {
      const [issued, expires, signature] = (tokenCredential(request) ?? '').split('.');
      return (
        !!issued &&
        !!expires &&
        !!signature &&
        Number(issued) >= validFrom &&
        Number(expires) >= Date.now() &&
        sign(secret, Number(expires) + Number(issued)) === signature
      );
    },
    expireAll() {
      validFrom = Date.now() + 1;
    },
  };
}

interface Failure {
  status: number;
  retryAfter?: number;
}

export async function trackSimulator(app: FastifyInstance, opts: { apiKey: string }) {
  const tokens = simulatedTokens(opts.apiKey, `track-sim:${opts.apiKey}`);
  const state = {
    limit: SIM_TRACK_DEFAULT_LIMIT,
    counts: new Map<string, number>(),
    failures: [] as Failure[],
    trackCalls: 0,
    tokenCalls: 0,
    asked: [] as string[],
  };
  const day = () => postalDate(new Date(), 'EN').slice(0, 10);

  app.post('/sim/track/post/api/v1/authenticate/token', { schema: { hide: true } }, async (request, reply) => {
    state.tokenCalls++;
    return tokens.issue(request, reply);
  });

  app.post('/sim/track/post/api/v1/track', { schema: { hide: true } }, async (request, reply) => {
    state.trackCalls++;
    const failure = state.failures.shift();
    if (failure) {
      if (failure.retryAfter !== undefined) reply.header('retry-after', String(failure.retryAfter));
      return reply.code(failure.status).send({ message: failure.status === 429 ? 'Too Many Requests' : 'Forbidden', status: false });
    }
    if (!tokens.valid(request)) return reply.code(401).send({ message: 'Unauthorized', status: false });
    const body = (request.body ?? {}) as { language?: string; barcode?: unknown };
    const language = body.language === 'EN' ? 'EN' : 'TH';
    const barcodes = Array.isArray(body.barcode) ? body.barcode.filter((b): b is string => typeof b === 'string') : [];
    if (barcodes.length > TRACK_MAX_BARCODES)
      return reply.code(400).send({ message: `Maximum ${TRACK_MAX_BARCODES} barcodes`, status: false });
    // One API key per simulator: its count for the Bangkok day.
    const key = `${opts.apiKey}:${day()}`;
    const used = state.counts.get(key) ?? 0;
    // Past the limit: how the service refuses is not published; a 429 is the simulator's choice.
    if (used + barcodes.length > state.limit) return reply.code(429).send({ message: 'Daily limit reached', status: false });
    state.counts.set(key, used + barcodes.length);
    state.asked.push(...barcodes);
    return {
      response: {
        items: Object.fromEntries(barcodes.map((barcode) => [barcode, simulatedItems(barcode, language)])),
        track_count: {
          track_date: postalDate(new Date(), language).slice(0, 10),
          count_number: used + barcodes.length,
          track_count_limit: state.limit,
        },
      },
      message: 'successful',
      status: true,
    };
  });

  /** Tests' handle: set the day's limit or count, queue failures, expire tokens; the GET reads what was asked. */
  app.post('/sim/track/control', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as {
      limit?: number;
      used?: number;
      fail?: Failure & { times?: number };
      expireTokens?: boolean;
      reset?: boolean;
    };
    if (body.reset)
      Object.assign(state, { limit: SIM_TRACK_DEFAULT_LIMIT, counts: new Map(), failures: [], trackCalls: 0, tokenCalls: 0, asked: [] });
    if (typeof body.limit === 'number') state.limit = body.limit;
    if (typeof body.used === 'number') state.counts.set(`${opts.apiKey}:${day()}`, body.used);
    if (body.fail)
      for (let i = 0; i < (body.fail.times ?? 1); i++) state.failures.push({ status: body.fail.status, retryAfter: body.fail.retryAfter });
    if (body.expireTokens) tokens.expireAll();
    return { ok: true };
  });
  app.get('/sim/track/control', { schema: { hide: true } }, async () => ({
    limit: state.limit,
    used: state.counts.get(`${opts.apiKey}:${day()}`) ?? 0,
    trackCalls: state.trackCalls,
    tokenCalls: state.tokenCalls,
    asked: state.asked,
  }));
}
