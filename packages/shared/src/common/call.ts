import { z } from 'zod';
import { listQuerySchema, pagedSchema } from './list.schema';
import { idParamsSchema, storeParamsSchema, storeRecordParamsSchema } from './params.schema';
import { plainString } from './text.schema';

/**
 * One call of the API, declared once: its method, its path (Fastify's `:name` params) and its schema, in the shape
 * Fastify takes (`params`, `querystring`, `body`, `headers`, `response` by status, and the words `/docs` shows).
 * The server registers its route from the declaration (`apps/server/src/lib/route-handlers.ts`), the web app calls
 * it through `callApi` (`apps/web/src/lib/api-client.ts`), and the OpenAPI document at `/docs` is generated from the
 * routes, so the path, the method, the input and the answers are written here and nowhere else.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallSchema {
  tags: string[];
  description?: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Answers by status; a document (PDF, Excel) or an event stream has none to describe. */
  response?: Partial<Record<200 | 201 | 204, z.ZodType>>;
  /** Content types the body may come in (multipart uploads). */
  consumes?: string[];
}

export interface Call<M extends Method = Method, P extends string = string, S extends CallSchema = CallSchema> {
  method: M;
  path: P;
  schema: S;
}

export const declareCall = <const M extends Method, const P extends string, const S extends CallSchema>(
  method: M,
  path: P,
  schema: S,
): Call<M, P, S> => ({ method, path, schema });

/** The `Idempotency-Key` header of a create a user might double-submit: one per submission, the same on its retries. */
export const idempotencyHeaders = z.object({ 'idempotency-key': plainString().trim().min(1).max(128).optional() });

/** What a call's schema may add beyond its tags. */
type Parts = Omit<CallSchema, 'tags'>;

/** What a call's schema may add beyond what its shape gives it. */
export type CallParts = Omit<CallSchema, 'tags' | 'response'>;

/** `B` with the parts `E` names replaced by `E`'s own. */
type With<B, E> = Omit<B, keyof E> & E;

/** `declareCall` of `tags` from what a shape gives (`base`) and what the declaration adds (`parts`, which wins). */
const declareShaped = <const M extends Method, const P extends string, B, E extends CallParts>(
  tags: string[],
  method: M,
  path: P,
  base: B,
  parts?: E,
) =>
  // NoInfer: the parts' types come from the argument only, never from the call the declaration is passed to.
  declareCall(method, path, { tags, ...base, ...(parts as E) } as { tags: string[] } & With<B, NoInfer<E>>);

/** Declarations on the path params `params`: each states its method, its path, its answers and any other parts. */
const callsOn =
  <R extends z.ZodType>(tags: string[], params: R) =>
  <const M extends Method, const P extends string, A, E extends CallParts = Record<never, never>>(
    method: M,
    path: P,
    response: A,
    parts?: E,
  ) =>
    declareShaped(tags, method, path, { params, response }, parts);

/**
 * `declareCall` for the calls of one group of `/docs` (its tags, given once), so each declaration states only its own
 * parts: `const call = callsTagged(['News'])`, then `list: call('GET', '/api/news', { ... })`. Three shapes repeat
 * across the groups and have their own: `call.page(path, row, parts)`, a GET answering a page of `row`s
 * (`{ contents, paging }`); `call.rows(path, row, parts)`, a GET answering every `row` at once (reference data); and
 * `call.byId(method, path, response, parts)`, a call on one row named by the path's `:id` (`idParamsSchema`). And
 * `call.createOnce(path, record, parts)` creates a `record` once per `Idempotency-Key`: 201 with the new one, 200 with
 * the one the same key created before (a retry of a double submission).
 */
export const callsTagged = (tags: string[]) => {
  const call = <const M extends Method, const P extends string, const S extends Parts>(method: M, path: P, schema: S) =>
    declareCall(method, path, { tags, ...schema });
  return Object.assign(call, {
    page: <const P extends string, T extends z.ZodType, E extends CallParts = Record<never, never>>(path: P, row: T, parts?: E) =>
      declareShaped(tags, 'GET', path, { response: { 200: pagedSchema(row) } }, parts),
    rows: <const P extends string, T extends z.ZodType, E extends CallParts = Record<never, never>>(path: P, row: T, parts?: E) =>
      declareShaped(tags, 'GET', path, { response: { 200: z.array(row) } }, parts),
    byId: callsOn(tags, idParamsSchema),
    createOnce: <const P extends string, T extends z.ZodType, E extends CallParts>(path: P, record: T, parts: E) =>
      declareShaped(tags, 'POST', path, { headers: idempotencyHeaders, response: { 200: record, 201: record } }, parts),
  });
};

/**
 * The calls of one domain under `/api/stores/:storeId/...` (and, called as a function, any other call of its tags), in
 * the four shapes they repeat, so a declaration states only its own schemas: `list` answers a page of rows (query `listQuerySchema` unless `parts` names another), `store`
 * is any other call on the store itself, `record` a call on one record (`recordParams`, from
 * `storeRecordParamsSchema`), `document` a file of the store (a PDF: no JSON answer to describe).
 */
export function storeCalls<R extends z.ZodType>(tags: string[], recordParams: R) {
  return Object.assign(callsTagged(tags), {
    list: <const P extends string, T extends z.ZodType, E extends CallParts = Record<never, never>>(path: P, row: T, parts?: E) =>
      declareShaped(
        tags,
        'GET',
        path,
        { params: storeParamsSchema, querystring: listQuerySchema, response: { 200: pagedSchema(row) } },
        parts,
      ),
    store: callsOn(tags, storeParamsSchema),
    record: callsOn(tags, recordParams),
    document: <const M extends Method, const P extends string, E extends CallParts>(method: M, path: P, parts: E) =>
      declareShaped(tags, method, path, { params: storeParamsSchema }, parts),
  });
}

/**
 * The calls of a store's records kept at `base` (`/api/stores/:storeId/<things>`), each at `record` (`base/:key`):
 * `call` is `storeCalls` on the record's params (`params`: the store and `key`), so the key is named once.
 */
export const storeRecordCalls = <const B extends string, const K extends string>(tags: string[], base: B, key: K) => {
  const params = storeRecordParamsSchema(key);
  return { call: storeCalls(tags, params), params, base, record: `${base}/:${key}` as `${B}/:${K}` };
};

/** The answer of a call that answers 204 with no body. */
export const noContentResponse = { 204: z.null() };
