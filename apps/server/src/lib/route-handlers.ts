import type { Readable } from 'node:stream';
import type { RoleGroup } from '@songdee/shared/admin/roles';
import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import { plainString } from '@songdee/shared/common/text.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type Actor, requireActor, signedIn } from '../modules/auth/actor';
import type { CreatedOnce } from './create-once';
import { localize } from './i18n';
import { onceFor, sameBodyFor } from './idempotency';

/**
 * Route handlers of the signed-in API, in the one shape every store route has: the service gets the actor,
 * and its result (reference names as `Text`) is worded in the request's language before it is serialised.
 */

/** Options of a route only a signed-in user may call: an anonymous caller gets 401 before anything is validated. */
export const signedInRoute = <S>(schema: S, options: { bodyLimit?: number } = {}) => ({ ...options, onRequest: signedIn, schema });

/**
 * Options of a route only the role group `access` may call (spec 2 section 6): a visitor gets 401 and anyone outside
 * the group 403 before anything is validated (plugins/access.plugin.ts).
 */
export const roleRoute = <S>(access: RoleGroup, schema: S, options: { bodyLimit?: number; storeOwner?: boolean } = {}) => {
  const { storeOwner, ...routeOptions } = options;
  return { ...signedInRoute(schema, routeOptions), config: { access, storeOwner } };
};

/**
 * The routes of one domain that only the role group `access` may call (`roleRoute`): each states its words at
 * `/docs` and its own schemas.
 */
export const roleRoutes =
  (access: RoleGroup, tags: string[]) =>
  <S extends RouteParts & { response?: unknown }>(description: string, schema: S) =>
    roleRoute(access, { tags, description, ...schema });

/** Options of a `:storeId` route for the store's owner only, refused before validation (plugins/access.plugin.ts). */
export const ownerRoute = <S>(schema: S, options: { bodyLimit?: number } = {}) => ({
  ...signedInRoute(schema, options),
  config: { storeOwner: true },
});

/**
 * The schema of a list route: a page of `row`s (`pagedSchema`) for `query` (a `listQuerySchema` extension), with the
 * route's tags, words and any params; wrap it in `roleRoute`/`signedInRoute`, or `{ schema }` for a public list.
 */
export const pagedList = <Q extends z.ZodType, T extends z.ZodType, A extends { tags: string[]; description?: string; params?: z.ZodType }>(
  query: Q,
  row: T,
  about: A,
) => ({ ...about, querystring: query, response: { 200: pagedSchema(row) } });

/** The answer of a route that answers 204 with no body (`noContent`). */
export const noContentResponse = { 204: z.null() };

/** What a route's schema may add to its params and answers: its words at `/docs` and the input it validates. */
export interface RouteParts {
  description?: string;
  /** Params beyond the store's or the record's, e.g. `recordParams.extend({ packId: uuidParam })`. */
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
}

/** `B` with the parts `E` names replaced by `E`'s own. */
type With<B, E> = Omit<B, keyof E> & E;

/**
 * The signed-in routes of one domain under `/api/stores/:storeId/...`, in the four shapes they repeat, so a route
 * file states only its own schemas: `list` answers a page of rows (query `listQuerySchema` unless `parts` names
 * another), `store` is any other route on the store itself, `record` a route on one record (`recordParams`, from
 * `storeRecordParamsSchema`), `document` a file of the store (a PDF: no JSON answer to describe).
 * Imitate `modules/invoices/invoices.routes.ts`.
 */
export function storeRoutes<P extends z.ZodType>(
  tags: string[],
  recordParams: P,
  options: { ownerOnly: boolean; access?: RoleGroup } = { ownerOnly: true },
) {
  // NoInfer: the parts' types come from the argument only, never from the route method the options are passed to.
  const route = <B, E extends RouteParts>(base: B, parts: E | undefined) => ({
    ...signedInRoute({ tags, ...base, ...(parts as E) } as { tags: string[] } & With<B, NoInfer<E>>),
    // The store's owner only (unless a buyer's route), refused before validation (plugins/access.plugin.ts).
    // `access`: also only that role group (spec 2 section 6), refused before validation like the owner check.
    config: { storeOwner: options.ownerOnly, access: options.access },
  });
  return {
    list: <T extends z.ZodType, E extends RouteParts = Record<never, never>>(row: T, parts?: E) =>
      route({ params: storeParamsSchema, querystring: listQuerySchema, response: { 200: pagedSchema(row) } }, parts),
    store: <R, E extends RouteParts = Record<never, never>>(response: R, parts?: E) =>
      route({ params: storeParamsSchema, response }, parts),
    record: <R, E extends RouteParts = Record<never, never>>(response: R, parts?: E) => route({ params: recordParams, response }, parts),
    document: <E extends RouteParts>(parts: E) => route({ params: storeParamsSchema }, parts),
  };
}

/** A store's records as their routes call them: every method takes the actor and the store, then the record. */
interface StoreRecordsService<Q, B> {
  list(actor: Actor, storeId: string, query: Q): Promise<unknown>;
  get(actor: Actor, storeId: string, id: string): Promise<unknown>;
  create(actor: Actor, storeId: string, input: B, idempotencyKey: string | undefined): Promise<unknown>;
  update(actor: Actor, storeId: string, id: string, input: B): Promise<unknown>;
  delete(actor: Actor, storeId: string, id: string): Promise<unknown>;
}

/** The schemas and words of a store's record routes (`storeRecordRoutes`). */
export interface StoreRecordsParts<Q, B> {
  service: StoreRecordsService<Q, B>;
  /** The record as read and written, a row of the list's page (the record itself unless named), the body of a create or change. */
  detail: z.ZodType;
  row?: z.ZodType;
  input: z.ZodType<B>;
  /** The list's query when it has filters beyond `listQuerySchema`. */
  query?: z.ZodType<Q>;
  /** `once`: a create a user might double-submit, keyed by `Idempotency-Key` (the service answers `CreatedOnce`). */
  create: 'created' | 'once';
  describe?: Partial<Record<'list' | 'get' | 'create' | 'update' | 'delete', string>>;
}

const described = (description: string | undefined) => (description ? { description } : {});

/**
 * The five routes every store's record book has, each calling the service method of its name with the actor, the
 * store and the record `:<key>` or the body: GET `base` a page of rows, POST `base` a new record (201, or 200 for
 * a replayed `Idempotency-Key` when `create` is `once`), GET `base/:key` one record, PUT `base/:key` replaces it
 * (answering it as read back), DELETE `base/:key` (204).
 */
export function storeRecordRoutes<Q, B>(
  app: FastifyInstance,
  route: ReturnType<typeof storeRoutes>,
  base: string,
  key: string,
  parts: StoreRecordsParts<Q, B>,
) {
  const { service, describe = {} } = parts;
  const url = `${base}/:${key}`;
  const at = (req: FastifyRequest) => {
    const params = req.params as Record<string, string>;
    return [params.storeId, params[key]] as [string, string];
  };
  const detail = { 200: parts.detail };
  const storeId = (req: FastifyRequest) => at(req)[0];
  const listParts = { ...described(describe.list), ...(parts.query ? { querystring: parts.query } : {}) };
  app.get(
    base,
    route.list(parts.row ?? parts.detail, listParts),
    localized((actor, req) => service.list(actor, storeId(req), req.query as Q)),
  );
  const createParts = { ...described(describe.create), body: parts.input };
  if (parts.create === 'once') {
    app.post(
      base,
      route.store({ 200: parts.detail, 201: parts.detail }, { ...createParts, headers: idempotencyHeaders }),
      createdOnce(async (actor, req) => {
        const idempotencyKey = (req.headers as z.infer<typeof idempotencyHeaders>)['idempotency-key'];
        return (await service.create(actor, storeId(req), req.body as B, idempotencyKey)) as CreatedOnce<unknown>;
      }),
    );
  } else {
    app.post(
      base,
      route.store({ 201: parts.detail }, { ...createParts, headers: idempotencyHeaders }),
      created((actor, req) => service.create(actor, storeId(req), req.body as B, undefined)),
    );
  }
  app.get(
    url,
    route.record(detail, described(describe.get)),
    localized((actor, req) => service.get(actor, ...at(req))),
  );
  app.put(
    url,
    route.record(detail, { ...described(describe.update), body: parts.input }),
    localized((actor, req) => service.update(actor, ...at(req), req.body as B)),
  );
  app.delete(
    url,
    route.record(noContentResponse, described(describe.delete)),
    noContent((actor, req) => service.delete(actor, ...at(req))),
  );
}

/** The `Idempotency-Key` header of a create a user might double-submit (DESIGN.md section 4): one per submission. */
export const idempotencyHeaders = z.object({ 'idempotency-key': plainString().trim().min(1).max(128).optional() });

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
