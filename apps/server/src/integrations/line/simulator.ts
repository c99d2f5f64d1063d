import { createHash, randomUUID } from 'node:crypto';
import { LINE_TARGET_ID_PATTERN } from '@songdee/shared/line-notify/line-notify.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A stand-in of the LINE Messaging API, on the paths and shapes of LINE's published reference
 * (developers.line.biz/en/reference/messaging-api and the `@line/bot-sdk` models generated from LINE's OpenAPI
 * document):
 * - `GET /v2/bot/info` with `Authorization: Bearer <channel access token>` answers the bot's `userId`, `basicId`,
 *   `displayName`, `chatMode`, `markAsReadMode`; a token LINE does not know gets 401.
 * - `POST /v2/bot/message/push` takes `{ to, messages }` (1 to 5 messages; a text message's `text` up to 5,000
 *   characters) and answers `{ sentMessages: [{ id, quoteToken }] }` with an `X-Line-Request-Id` header.
 *   `X-Line-Retry-Key` (a UUID) is accepted once: a repeat within 24 hours gets 409 with
 *   `X-Line-Accepted-Request-Id` ("Retrying a failed API request").
 * - Every error answers LINE's error body `{ "message": ... }`.
 * LINE's own paths are served at the root (`/v2/bot/...`), not under /sim/line: LINE's SDK resolves every path
 * against the base URL's origin (`new URL('/v2/bot/info', baseURL)`), so the client we run in production can only
 * reach a stand-in whose base URL is an origin (this server's, while the simulators are on, loopback only like the
 * others). Its control routes are under /sim/line.
 * Which tokens are valid: LINE issues them, we cannot; here a token is valid when it starts with `sim-` and has not
 * been revoked through the control routes. The control routes (not LINE's) let tests revoke a token, make the next
 * calls answer 429 or 500 (with an optional Retry-After), and read the pushes received.
 */
interface Push {
  to: string;
  messages: unknown[];
  retryKey: string | null;
  requestId: string;
  receivedAt: string;
}

const pushBody = z.object({ to: z.string(), messages: z.array(z.unknown()) }).passthrough();
const textMessage = z.object({ type: z.literal('text'), text: z.string().min(1).max(5000) }).passthrough();
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function lineSimulator(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const pushes: Push[] = [];
  const revoked = new Set<string>();
  const accepted = new Map<string, string>();
  let failures: { status: 429 | 500; retryAfterSeconds?: number }[] = [];

  const tokenOf = (request: FastifyRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const fail = (reply: FastifyReply, status: number, message: string) => reply.code(status).send({ message });
  /** LINE's 401 for a missing or unknown token; and the failures a test asked for. */
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    if (!token.startsWith('sim-') || revoked.has(token))
      return fail(reply, 401, 'Authentication failed. Confirm that the access token in the authorization header is valid.');
    const next = failures.shift();
    if (!next) return undefined;
    if (next.retryAfterSeconds !== undefined) reply.header('retry-after', String(next.retryAfterSeconds));
    return next.status === 429 ? fail(reply, 429, 'Too many requests') : fail(reply, 500, 'An error occurred in the API server');
  };

  typed.get('/v2/bot/info', { schema: { hide: true } }, async (request, reply) => {
    if (refuse(request, reply)) return reply;
    const id = createHash('sha256').update(tokenOf(request)).digest('hex');
    return {
      userId: `U${id.slice(0, 32)}`,
      basicId: `@${id.slice(0, 8)}`,
      displayName: 'Songdee Sim OA',
      chatMode: 'bot',
      markAsReadMode: 'auto',
    };
  });

  typed.post('/v2/bot/message/push', { schema: { hide: true } }, async (request, reply) => {
    if (refuse(request, reply)) return reply;
    const retryKey = typeof request.headers['x-line-retry-key'] === 'string' ? request.headers['x-line-retry-key'] : null;
    if (retryKey !== null && !UUID.test(retryKey)) return fail(reply, 400, "The value for the 'X-Line-Retry-Key' header is invalid");
    const earlier = retryKey ? accepted.get(retryKey) : undefined;
    if (earlier)
      return reply.code(409).header('x-line-accepted-request-id', earlier).send({ message: 'The retry key is already accepted' });
    const body = pushBody.safeParse(request.body);
    if (!body.success || !LINE_TARGET_ID_PATTERN.test(body.data.to))
      return fail(reply, 400, "The property, 'to', in the request body is invalid (line: -, column: -)");
    const { messages } = body.data;
    if (messages.length < 1 || messages.length > 5 || messages.some((m) => !textMessage.safeParse(m).success))
      return fail(reply, 400, 'The request body has 1 error(s)');
    const requestId = randomUUID();
    if (retryKey) accepted.set(retryKey, requestId);
    pushes.push({ to: body.data.to, messages, retryKey, requestId, receivedAt: new Date().toISOString() });
    reply.header('x-line-request-id', requestId);
    return { sentMessages: messages.map(() => ({ id: String(Date.now()), quoteToken: randomUUID() })) };
  });

  // Control routes of the stand-in (not LINE's).
  typed.get('/sim/line/pushes', { schema: { hide: true, querystring: z.object({ to: z.string().max(64).optional() }) } }, async (request) =>
    pushes.filter((p) => !request.query.to || p.to === request.query.to),
  );
  typed.post(
    '/sim/line/revoke',
    { schema: { hide: true, body: z.object({ token: z.string().min(1).max(1000) }) } },
    async (request, reply) => {
      revoked.add(request.body.token);
      return reply.code(204).send();
    },
  );
  typed.post(
    '/sim/line/fail-next',
    {
      schema: {
        hide: true,
        body: z.object({
          status: z.union([z.literal(429), z.literal(500)]),
          count: z.number().int().min(1).max(100).default(1),
          retryAfterSeconds: z.number().int().min(0).max(3600).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { status, count, retryAfterSeconds } = request.body;
      failures = [...failures, ...Array.from({ length: count }, () => ({ status, retryAfterSeconds }))];
      return reply.code(204).send();
    },
  );
}
