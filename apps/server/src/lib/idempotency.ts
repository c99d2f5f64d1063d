import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { idempotentRequests } from '../db/schema/idempotency';
import { AppError } from './app-error';

/** How long a second request waits for the first one with its key to finish before it is told to try again. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

type Scope = { userId: string; request: string; key: string };

/**
 * One answer per `Idempotency-Key` (DESIGN.md section 4), in the database so it holds across processes: the first
 * request claims the key (insert, the primary key decides a race), runs and stores its answer; the others wait for
 * that answer and return it. A failed run releases its claim, so the corrected request may use the same key.
 */
export function createIdempotency(db: Database) {
  const where = (s: Scope) =>
    and(eq(idempotentRequests.userId, s.userId), eq(idempotentRequests.request, s.request), eq(idempotentRequests.key, s.key));
  const claim = async (s: Scope) =>
    (await db.insert(idempotentRequests).values(s).onConflictDoNothing().returning({ key: idempotentRequests.key })).length > 0;

  return {
    async once<T>(scope: Scope, run: () => Promise<T>): Promise<T> {
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
        const [found] = await db.select({ response: idempotentRequests.response }).from(idempotentRequests).where(where(scope));
        if (found && found.response !== null) return found.response as T;
        // Still running elsewhere (or just released: the next turn claims it).
        if (Date.now() > deadline) throw new AppError('RATE_LIMITED');
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

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
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key || !request.actor || !request.server.hasDecorator('idempotency')) return run();
  if (key.length > 128)
    throw new AppError('VALIDATION_FAILED', undefined, [{ path: 'headers.idempotency-key', key: 'validation.invalid' }]);
  const request_ = `${request.method} ${request.url.split('?')[0]}`;
  return request.server.idempotency.once({ userId: request.actor.userId, request: request_, key }, run);
}
