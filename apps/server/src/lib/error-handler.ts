import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorBody, ApiIssue, ErrorCode } from '@songdee/shared/errors/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS } from './app-error';
import { isDatabaseUnavailable, loggableError } from './db-errors';
import { languageFrom, localize, translate } from './i18n';

function body(request: FastifyRequest, code: ErrorCode, coded?: Record<string, unknown>, issues?: ApiIssue[]): ApiErrorBody {
  // Params may name reference data (a status, a box size) as Text: worded here, like the message.
  const params = coded && localize(coded, request.lang);
  return {
    error: {
      code,
      message: translate(request.lang, `errors.${code}`, params),
      ...(params ? { params } : {}),
      ...(issues ? { issues } : {}),
    },
  };
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params?: Record<string, unknown>,
  issues?: ApiIssue[],
) {
  return reply.code(HTTP_STATUS[code]).send(body(request, code, params, issues));
}

interface ZodLikeIssue {
  path?: PropertyKey[];
  message: string;
  code?: string;
  maximum?: number | bigint;
  minimum?: number | bigint;
  /** A custom issue's values (the shared schemas put a service's weight maximum here). */
  params?: { maximum?: number; minimum?: number };
}

/** One issue per field; messages are i18n keys from the shared schemas, translated here. */
function issuesFrom(request: FastifyRequest, zodIssues: readonly ZodLikeIssue[], prefix?: string): ApiIssue[] {
  const seen = new Set<string>();
  const issues: ApiIssue[] = [];
  for (const issue of zodIssues) {
    const path = [prefix, ...(issue.path ?? []).map(String)].filter(Boolean).join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    const params = {
      maximum: (issue.maximum ?? issue.params?.maximum)?.toString(),
      minimum: (issue.minimum ?? issue.params?.minimum)?.toString(),
    };
    const key = issue.message.includes('.') ? issue.message : 'validation.invalid';
    const given = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined));
    issues.push({
      path,
      code: key,
      message: translate(request.lang, key, params),
      ...(Object.keys(given).length ? { params: given } : {}),
    });
  }
  return issues;
}

/** How long a client is asked to wait while the database is unreachable: about a restart's or a fail-over's time. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const issues = error.issues?.map((i) => {
        const params = i.params && localize(i.params, request.lang);
        return { path: i.path, code: i.key, message: translate(request.lang, i.key, params), ...(params ? { params } : {}) };
      });
      return sendError(request, reply, error.code, error.params, issues);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const zodIssues = error.validation.map((v) => ({
        ...(v.params as Omit<ZodLikeIssue, 'path' | 'message'>),
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? '',
        code: v.keyword,
      }));
      const prefix = error.validationContext === 'body' ? undefined : error.validationContext;
      return sendError(request, reply, 'VALIDATION_FAILED', undefined, issuesFrom(request, zodIssues, prefix));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return sendError(request, reply, 'INTERNAL');
    }
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    if (error.statusCode === 429) return sendError(request, reply, 'RATE_LIMITED');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said without internals.
      return sendError(request, reply, 'VALIDATION_FAILED', undefined, [
        { path: '', code: error.code ?? 'BAD_REQUEST', message: translate(request.lang, 'validation.checkInput') },
      ]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn(loggableError(error), 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, 'DATABASE_UNAVAILABLE');
    }
    request.log.error(loggableError(error), 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
}

/**
 * Fastify's router refusals (a URL that is no valid percent-encoding, a path parameter over the length limit) come
 * before any hook: the same envelope, in the caller's language.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  request.lang = languageFrom(request.headers['accept-language']);
  return sendError(request, reply, 'VALIDATION_FAILED', undefined, [
    { path: 'url', code: error.code, message: translate(request.lang, 'validation.invalid') },
  ]);
};

/**
 * What Node's HTTP parser refuses before there is a request (headers too large, a malformed request line): the
 * envelope still, in Thai since no Accept-Language could be read.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : HTTP_STATUS[code];
  const payload = JSON.stringify({ error: { code, message: translate('th', `errors.${code}`) } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy(error);
}
