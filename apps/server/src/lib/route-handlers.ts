import type { Readable } from 'node:stream';
import type { RoleGroup } from '@songdee/shared/admin/roles';
import type { Call } from '@songdee/shared/common/call';
import type {
  ContextConfigDefault,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, requireActor, signedIn } from '../modules/auth/actor';
import type { CreatedOnce } from './create-once';
import { localize } from './i18n';
import { onceFor, sameBodyFor } from './idempotency';
import type { Text } from './text';

/**
 * Route handlers of the signed-in API, in the one shape every store route has: the service gets the actor,
 * and its result (reference names as `Text`) is worded in the request's language before it is serialised.
 */

/** What a route adds to its call's declaration beyond who may call it. */
interface RouteExtras {
  bodyLimit?: number;
}

/**
 * The route options of a declared call (`declareCall` in packages/shared): its method, path and schema, so a route file
 * names the call and its audience and writes no path.
 */
const fromCall = <C extends Call>(call: C): FromCall<C> => ({ method: call.method, url: call.path, schema: call.schema });
type FromCall<C extends Call> = { method: C['method']; url: C['path']; schema: C['schema'] };

/** The options `routesOf`'s `route.raw` takes: a declared call's and its audience's, from the builders below. */
type DeclaredRoute<S extends FastifySchema> = Omit<RouteOptions, 'schema' | 'handler'> & { schema: S };

/** The options of a route only a signed-in user reaches (`signedInRoute`, `roleRoute`, `storeRoute`). */
type SignedInRoute<S extends FastifySchema> = DeclaredRoute<S> & { onRequest: typeof signedIn | (typeof signedIn)[] };

/** A handler of the route whose schema is `S`, its request and answer typed from the schema. */
type Handler<S extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  S,
  ZodTypeProvider
>;

/** The request of the route whose schema is `S`: params, query, body and headers typed from it. */
type RequestOf<S extends FastifySchema> = Parameters<Handler<S>>[0];

/** What the route whose schema is `S` answers: any of its declared responses. */
type AnswerOf<S extends FastifySchema> = Awaited<ReturnType<Handler<S>>>;

/** An answer before the edge words it: wherever the answer has a string, the service may give a Text. */
type Unworded<A> = A extends string
  ? A | Text
  : A extends Date | Buffer | ((...args: never[]) => unknown)
    ? A
    : A extends object
      ? { [K in keyof A]: Unworded<A[K]> }
      : A;

/** What a signed-in route does: the service's work for `actor`, its result answered as the call declares. */
type Act<S extends FastifySchema> = (actor: Actor, req: RequestOf<S>) => Promise<Unworded<AnswerOf<S>>>;

/**
 * Registers declared calls on `app`, one line a route:
 * `route(storeRoute(calls.list), (actor, req) => service.list(actor, req.params.storeId, req.query))`.
 * The method, the path and the schema come from the declaration, and so does the status: a call that declares 201
 * creates (once per `Idempotency-Key`), one that declares 204 answers no body, any other answers 200; the result is
 * worded in the reader's language. `route.raw` takes a Fastify handler instead, for what has no actor (public calls)
 * or answers otherwise (files, streams, redirects, `createdOnce`).
 */
export const routesOf = (app: FastifyInstance) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const raw = <S extends FastifySchema>(options: DeclaredRoute<S>, handler: Handler<NoInfer<S>>) => {
    typed.route({ ...options, handler } as unknown as RouteOptions);
  };
  const route = <S extends FastifySchema>(options: SignedInRoute<S>, act: Act<NoInfer<S>>) => {
    const declared = (options.schema.response ?? {}) as Record<number, unknown>;
    const answer = 201 in declared ? created(act) : 204 in declared ? noContent(act) : localized(act);
    raw(options, answer as unknown as Handler<S>);
  };
  return Object.assign(route, { raw });
};

/** Options of a route anyone may call. */
export const publicRoute = <C extends Call>(call: C, options: RouteExtras = {}) => ({ ...options, ...fromCall(call) });

/** Options of a route only a signed-in user may call: an anonymous caller gets 401 before anything is validated. */
export const signedInRoute = <C extends Call>(call: C, options: RouteExtras = {}) => ({
  ...options,
  onRequest: signedIn,
  ...fromCall(call),
});

/** Who may call a role group's route: the group `access`, and only the store's owner when `storeOwner`. */
interface RoleExtras extends RouteExtras {
  storeOwner?: boolean;
}

/**
 * Options of a route only the role group `access` may call (spec 2 section 6): a visitor gets 401 and anyone outside
 * the group 403 before anything is validated (plugins/access.plugin.ts).
 */
export const roleRoute = <C extends Call>(access: RoleGroup, call: C, options: RoleExtras = {}) => {
  const { storeOwner, ...routeOptions } = options;
  return { ...signedInRoute(call, routeOptions), config: { access, storeOwner } };
};

/**
 * Options of a route under `/api/stores/:storeId/...`: signed in, and the store's owner only (unless `ownerOnly` is
 * false, a buyer's route), and only the role group `access` when given, all refused before validation
 * (plugins/access.plugin.ts).
 */
export const storeRoute = <C extends Call>(call: C, options: { ownerOnly?: boolean; access?: RoleGroup } & RouteExtras = {}) => {
  const { ownerOnly = true, access, ...routeOptions } = options;
  return { ...signedInRoute(call, routeOptions), config: { storeOwner: ownerOnly, access } };
};

/** Answers 200 with what `act` returns, worded for the reader. */
const localized =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<T>) =>
  async (req: R) =>
    localize(await act(requireActor(req), req), req.lang);

/** Answers 201 with what `act` created, worded for the reader; once per `Idempotency-Key` (`lib/idempotency.ts`). */
const created =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<T>) =>
  async (req: R, reply: FastifyReply) => {
    const actor = requireActor(req);
    const result = await onceFor(req, () => act(actor, req));
    reply.code(201);
    return localize(result, req.lang);
  };

/** Answers 201 with what `act` created, or 200 with what the same `Idempotency-Key` created before, worded for the reader. */
export const createdOnce =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<CreatedOnce<T>>) =>
  async (req: R, reply: FastifyReply) => {
    const actor = requireActor(req);
    const { created, record } = await sameBodyFor(req, () => act(actor, req));
    return reply.code(created ? 201 : 200).send(localize(record, req.lang));
  };

/** Answers 204 with no body once `act` is done. */
const noContent =
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

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers with an .xlsx download streamed as it is written (the stream starts before the last row is read). */
export const excel =
  <R extends FastifyRequest>(filename: string, produce: (actor: Actor, req: R) => Promise<Readable>) =>
  async (req: R, reply: FastifyReply) => {
    const file = await produce(requireActor(req), req);
    return reply
      .type(XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'no-store')
      .send(file);
  };
