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

/** The options `routesOf`'s `route` takes: a declared call's and its audience's, from the builders below. */
type DeclaredRoute<S extends FastifySchema> = Omit<RouteOptions, 'schema' | 'handler'> & { schema: S };

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

/**
 * Registers declared calls on `app`: `route(signedInRoute(calls.list), localized(...))`. The method, the path and the
 * schema come from the declaration; the handler's request and answer are typed from its schema.
 */
export const routesOf = (app: FastifyInstance) => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  return <S extends FastifySchema>(options: DeclaredRoute<S>, handler: Handler<NoInfer<S>>) => {
    typed.route({ ...options, handler } as unknown as RouteOptions);
  };
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
export const localized =
  <R extends FastifyRequest, T>(act: (actor: Actor, req: R) => Promise<T>) =>
  async (req: R) =>
    localize(await act(requireActor(req), req), req.lang);

/** Answers 201 with what `act` created, worded for the reader; once per `Idempotency-Key` (`lib/idempotency.ts`). */
export const created =
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
