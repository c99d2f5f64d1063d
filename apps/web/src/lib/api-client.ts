import type { Call, CallSchema } from '@songdee/shared/common/call';
import { callPath } from '@songdee/shared/common/call-path';
import type { ApiErrorBody, ApiIssue, ErrorCode } from '@songdee/shared/errors/error-codes';
import i18n from 'i18next';
import type { z } from 'zod';

/** A failed API call, carrying the server's error contract (`ApiErrorBody`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'NETWORK',
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: ApiError['code']): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  /** Sent as JSON, or as it is when it is FormData (the browser sets the multipart boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent as the `Idempotency-Key` header: one per form submission (`useSubmissionCall` in lib/queries). */
  idempotencyKey?: string;
}

function urlFor(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value && typeof (value as ApiErrorBody).error?.code === 'string';
}

/**
 * Calls the API on the same origin. The session travels in the HttpOnly cookie (same-origin fetch sends it
 * and the Origin header the server checks on writes); Accept-Language asks for messages in the UI language.
 */
async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    Accept: 'application/json',
    'Accept-Language': i18n.language || 'th',
  };
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(urlFor(path, options.query), {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', i18n.t('common:errors.network'));
  }
  if (response.status === 204) return undefined as T;
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isErrorBody(payload)) {
      const { code, message, issues, params } = payload.error;
      throw new ApiError(response.status, code, message, issues ?? [], params);
    }
    throw new ApiError(response.status, 'INTERNAL', i18n.t('errors:INTERNAL'));
  }
  return payload as T;
}

/** A declared input part: required unless the schema takes `undefined` or an empty object for it. */
type Part<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : Record<never, never> extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call of schema `S` takes: its path params, query and body as its schemas accept them. */
type CallInput<S extends CallSchema> = (S extends { params: z.ZodType } ? Part<'params', z.input<S['params']>> : unknown) &
  (S extends { querystring: z.ZodType } ? Part<'query', z.input<S['querystring']>> : unknown) &
  (S extends { body: z.ZodType } ? Part<'body', z.input<S['body']>> : { body?: FormData }) & {
    signal?: AbortSignal;
    /** One per form submission (`useSubmissionCall` in lib/queries): the server creates once for it. */
    idempotencyKey?: string;
  };

/** What a call of schema `S` answers: its 200 or 201 answer, nothing for 204, as its schema writes it. */
export type CallAnswer<S extends CallSchema> = S extends { response: infer R }
  ? R extends { 200: z.ZodType }
    ? z.output<R[200]>
    : R extends { 201: z.ZodType }
      ? z.output<R[201]>
      : undefined
  : unknown;

/** The address of a call for `params` and `query`: for a document a window opens, or an event stream. */
export function pathOf<C extends Call>(call: C, params: Record<string, string> = {}, query?: Query): string {
  return urlFor(callPath(call, params), query);
}

/**
 * Calls a declared call (`declareCall` in packages/shared): the method, the path and the answer's type come from its
 * declaration, so a screen names the call and its input and writes no URL.
 */
export function callApi<C extends Call>(
  call: C,
  ...[input]: Record<never, never> extends CallInput<C['schema']> ? [CallInput<C['schema']>?] : [CallInput<C['schema']>]
): Promise<CallAnswer<C['schema']>> {
  const { params, query, body, ...options } = (input ?? {}) as { params?: Record<string, string>; query?: Query; body?: unknown };
  return request(call.method, pathOf(call, params), { ...options, query, body });
}
