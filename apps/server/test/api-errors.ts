import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { translate } from '../src/lib/i18n';

/** The error envelope every 4xx answers with (packages/shared ApiErrorBody). */
export interface ApiError {
  code: string;
  message: string;
  params?: Record<string, unknown>;
  issues?: Array<{ path: string; code: string; message: string }>;
}

type Response = { json(): unknown };

/** The error of a response. */
export const apiError = (res: Response) => (res.json() as { error: ApiError }).error;

/** The message of the issue at `path`, if there is one. */
export const issueAt = (res: Response, path: string) => apiError(res).issues?.find((i) => i.path === path)?.message;

/** Every issue's message, in order. */
export const issueList = (res: Response) => apiError(res).issues?.map((i) => i.message);

/** Every issue's message by its path, from a response's body. */
export function issueMessages(body: { error: { issues?: Array<{ path: string; message: string }> } }) {
  return Object.fromEntries((body.error.issues ?? []).map((i) => [i.path, i.message]));
}

/** What a Thai reader sees for a coded message (the web words it the same way, from the errors catalog). */
export const thai = (m: { code: string; params?: Record<string, unknown> }) => translate('th', `errors.${m.code}`, m.params);

/** Each call, made with the `auth` of another store's owner, is refused with 403 and never shows `hiddenId`. */
export async function expectEachForbidden(
  app: FastifyInstance,
  auth: Record<string, string>,
  calls: Array<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: InjectOptions['payload'] }>,
  hiddenId: string,
) {
  for (const call of calls) {
    const res = await app.inject({ ...call, headers: auth });
    expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
    expect(res.body).not.toContain(hiddenId);
  }
}
