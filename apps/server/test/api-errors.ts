import { translate } from '../src/lib/i18n';

/** The error envelope every 4xx answers with (DESIGN.md section 4). */
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
