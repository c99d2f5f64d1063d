import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Actor, requireActor, signedIn } from '../modules/auth/actor';
import { localize } from './i18n';

/**
 * Route handlers of the signed-in API, in the one shape every store route has: the service gets the actor,
 * and its result (reference names as `Text`) is worded in the request's language before it is serialised.
 */

/** Options of a route only a signed-in user may call: an anonymous caller gets 401 before anything is validated. */
export const signedInRoute = <S>(schema: S, options: { bodyLimit?: number } = {}) => ({ ...options, onRequest: signedIn, schema });

/** The `Idempotency-Key` header of a create a user might double-submit (DESIGN.md section 4): one per submission. */
export const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(128).optional() });

/** Answers 200 with what `act` returns, worded for the reader. */
export const localized =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<T>) =>
  async (req: R) =>
    localize(await act(requireActor(req), req), req.lang);

/** Answers 201 with what `act` created, worded for the reader. */
export const created =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<T>) =>
  async (req: R, reply: FastifyReply) => {
    const result = await act(requireActor(req), req);
    reply.code(201);
    return localize(result, req.lang);
  };

/** Answers 204 with no body once `act` is done. */
export const noContent =
  <R extends FastifyRequest>(act: (actor: Actor, req: R) => Promise<unknown>) =>
  async (req: R, reply: FastifyReply) => {
    await act(requireActor(req), req);
    return reply.code(204).send();
  };

/** Answers with a PDF that opens in a browser window (spec: printing opens a window), so inline and never cached. */
export const pdf =
  <R extends FastifyRequest>(filename: string, render: (actor: Actor, req: R) => Promise<Buffer>) =>
  async (req: R, reply: FastifyReply) => {
    const file = await render(requireActor(req), req);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file);
  };
