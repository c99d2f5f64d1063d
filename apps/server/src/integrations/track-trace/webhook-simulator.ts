import type { FastifyInstance } from 'fastify';
import { TRACK_MAX_BARCODES } from './client';
import { postalDate, simulatedItems } from './sim-scenarios';
import { simulatedTokens } from './simulator';

/**
 * A local stand-in for the postal push (webhook) service under /sim/trackwebhook: the same token call as the track
 * API, and `POST /post/api/v1/hook` with `{ status, language, barcode: [...], req_previous_status }` subscribing up to
 * 100 barcodes. The hook's answer body is not published; `{ message, status }` as the track API answers is assumed.
 * The service then POSTs `{ items: [...event objects...], track_datetime }` to the subscriber; here that happens when
 * a test asks (`POST /sim/trackwebhook/control/push`), so tests are deterministic. The subscriber's URL and how it
 * authenticates the post are not part of the published protocol: they are given to the simulator as options (our
 * webhook URL with its shared secret as a bearer token, see track-webhook.routes.ts).
 */
export async function trackWebhookSimulator(
  app: FastifyInstance,
  opts: { apiKey: string; subscriberUrl: string; subscriberSecret: string },
) {
  const tokens = simulatedTokens(opts.apiKey, `track-webhook-sim:${opts.apiKey}`);
  const state = { subscribed: [] as string[], hookCalls: 0, barcodesPerCall: [] as number[], failNext: 0 };

  app.post('/sim/trackwebhook/post/api/v1/authenticate/token', { schema: { hide: true } }, async (request, reply) =>
    tokens.issue(request, reply),
  );

  app.post('/sim/trackwebhook/post/api/v1/hook', { schema: { hide: true } }, async (request, reply) => {
    state.hookCalls++;
    if (state.failNext > 0) {
      state.failNext--;
      return reply.code(500).send({ message: 'Internal Server Error', status: false });
    }
    if (!tokens.valid(request)) return reply.code(401).send({ message: 'Unauthorized', status: false });
    const body = (request.body ?? {}) as { barcode?: unknown };
    const barcodes = Array.isArray(body.barcode) ? body.barcode.filter((b): b is string => typeof b === 'string') : [];
    if (barcodes.length === 0 || barcodes.length > TRACK_MAX_BARCODES)
      return reply.code(400).send({ message: `1 to ${TRACK_MAX_BARCODES} barcodes`, status: false });
    state.barcodesPerCall.push(barcodes.length);
    state.subscribed.push(...barcodes);
    return { message: 'successful', status: true };
  });

  /**
   * Pushes the events of `barcodes` (default: every subscribed one) to the subscriber in one POST, oldest first or,
   * with `reverse`, newest first; `repeat` sends the same body twice. Answers the subscriber's HTTP statuses.
   */
  app.post('/sim/trackwebhook/control/push', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { barcodes?: string[]; reverse?: boolean; repeat?: boolean; url?: string; secret?: string | null };
    const barcodes = body.barcodes ?? [...new Set(state.subscribed)];
    const items = barcodes.flatMap((b) => simulatedItems(b, 'TH'));
    if (body.reverse) items.reverse();
    const payload = JSON.stringify({ items, track_datetime: postalDate(new Date(), 'TH', false) });
    const secret = body.secret === undefined ? opts.subscriberSecret : body.secret;
    const statuses: number[] = [];
    for (let i = 0; i < (body.repeat ? 2 : 1); i++) {
      const res = await fetch(body.url ?? opts.subscriberUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret ? { authorization: `Bearer ${secret}` } : {}) },
        body: payload,
      });
      statuses.push(res.status);
    }
    return { statuses, items: items.length };
  });

  app.post('/sim/trackwebhook/control', { schema: { hide: true } }, async (request) => {
    const body = (request.body ?? {}) as { failNext?: number; expireTokens?: boolean };
    if (typeof body.failNext === 'number') state.failNext = body.failNext;
    if (body.expireTokens) tokens.expireAll();
    return { ok: true };
  });
  app.get('/sim/trackwebhook/control', { schema: { hide: true } }, async () => state);
}
