import { createHash } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema/idempotency';
import { AppError } from './app-error';

/** How long a second request waits for the first one with its key to finish before it is told to try again. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

type Scope = { userId: string; request: string; key: string };
/** The scope of one key and the digest of the body it came with (null when the body is not JSON: an upload). */
type Claim = Scope & { bodyDigest: string | null };

/**
 * One answer per `Idempotency-Key` (a double submit or a resend after a lost answer creates once), in the database so
 * it holds across processes: the first request claims the key (insert, the primary key decides a race), runs and stores
 * its answer; the others wait for that answer and return it. A failed run releases its claim, so the corrected request
 * may use the same key. The same key with a different body is refused (IDEMPOTENCY_KEY_REUSED) instead of answered with
 * the first body's result, as the IETF idempotency-key draft recommends: it is a client reusing a key, never a retry.
 */
export function createIdempotency(db: Database) {
  const where = (s: Scope) =>
    and(eq(idempotentRequests.userId, s.userId), eq(idempotentRequests.request, s.request), eq(idempotentRequests.key, s.key));
  const claim = async (c: Claim) =>
    (await db.insert(idempotentRequests).values(c).onConflictDoNothing().returning({ key: idempotentRequests.key })).length > 0;
  const earlier = async (s: Scope) =>
    (
      await db
        .select({ response: idempotentRequests.response, bodyDigest: idempotentRequests.bodyDigest })
        .from(idempotentRequests)
        .where(where(s))
    )[0];
  const refuseOtherBody = (found: { bodyDigest: string | null } | undefined, c: Claim) => {
    if (found?.bodyDigest && c.bodyDigest && found.bodyDigest !== c.bodyDigest) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  };

  return {
    async once<T>(scope: Claim, run: () => Promise<T>): Promise<T> {
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        if (await claim(scope)) {
          try {
            const result = await run();
            await db
              .update(idempotentRequests)
              .set({ response: JSON.parse(JSON.stringify(result ?? null)) })
              .where(where(scope));
            return result;
          } catch (error) {
            await db.delete(idempotentRequests).where(and(where(scope), isNull(idempotentRequests.response)));
            throw error;
          }
        }
        const found = await earlier(scope);
        refuseOtherBody(found, scope);
        if (found && found.response !== null) return found.response as T;
        // Still running elsewhere (or just released: the next turn claims it).
        if (Date.now() > deadline) throw new AppError('RATE_LIMITED');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },

    /**
     * For a create that keeps its key on the record it makes (`createOnce`): refuses the key with another body
     * than the one that made the record, before and after `run` (a concurrent twin may have made it meanwhile), and
     * notes the body once this call made the record.
     */
    async sameBody<T extends { created: boolean }>(claim: Claim, run: () => Promise<T>): Promise<T> {
      refuseOtherBody(await earlier(claim), claim);
      const result = await run();
      if (result.created)
        await db
          .insert(idempotentRequests)
          .values({ ...claim, response: { created: true } })
          .onConflictDoNothing();
      else refuseOtherBody(await earlier(claim), claim);
      return result;
    },
  };
}

type Idempotency = ReturnType<typeof createIdempotency>;

declare module 'fastify' {
  interface FastifyInstance {
    idempotency: Idempotency;
  }
}

/**
 * Runs a create once per the request's `Idempotency-Key` header (one per form submission, sent by the web app) for
 * the signed-in user and path; without the header, simply runs it.
 */
export function onceFor<T>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const claim = claimOf(request);
  return claim ? request.server.idempotency.once(claim, run) : run();
}

/** `onceFor` for a create that keeps its key on its record (`createOnce`): the same key must come with the same body. */
export function sameBodyFor<T extends { created: boolean }>(request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const claim = claimOf(request);
  return claim ? request.server.idempotency.sameBody(claim, run) : run();
}

/** The request's key, scoped to the signed-in user and the path, with its body's digest; none without a key. */
function claimOf(request: FastifyRequest): Claim | undefined {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key || !request.actor || !request.server.hasDecorator('idempotency')) return undefined;
  if (key.length > 128)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'headers.idempotency-key', key: 'validation.invalid' }]);
  return {
    userId: request.actor.userId,
    request: `${request.method} ${request.url.split('?')[0]}`,
    key,
    bodyDigest: digestOf(request.body),
  };
}

/** SHA-256 of a JSON body with its object keys sorted (the same form sent twice digests the same); null otherwise. */
function digestOf(body: unknown): string | null {
  if (body === undefined || body === null || typeof body !== 'object') return null;
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object' && !(value instanceof Date)
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  return createHash('sha256')
    .update(JSON.stringify(sorted(body)))
    .digest('hex');
}
