import type { ApiIssue } from '@songdee/shared/errors/error-codes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-client';
import { codedFieldMessage, isCodedMessageKey } from './i18n-keys';
import { notifyApiError, notifyError } from './notify';

/**
 * A server issue as a form keeps it: its key (and values) when this app has words for it, so the field's message
 * follows a language switch; the server's words otherwise.
 */
export function issueMessage(issue: ApiIssue): string {
  return isCodedMessageKey(issue.code) ? codedFieldMessage(issue.code, issue.params) : issue.message;
}

/**
 * Puts the server's field issues under their fields (as keys, worded by the field: `useFieldError`).
 * Returns false when the error had none of the given fields, so the caller shows a toast instead.
 */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!isApiError(error) || error.issues.length === 0) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issueMessage(issue) });
    applied = true;
  }
  return applied;
}

/**
 * A save the server refused: its issues under the form's fields with "check the input", or, when it named none of
 * them, the error's own notice.
 */
export function notifySaveRefused<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): void {
  if (applyFieldIssues(error, setError, fields)) notifyError('validation:checkInput');
  else notifyApiError(error);
}

/**
 * The shared schemas built with a cross-field refinement are typed `ZodType<T, unknown>` (their input type is
 * lost); the form's values have the same shape as the output, so the resolver may treat them as such.
 */
export function formSchema<T extends FieldValues>(schema: z.ZodType<T, unknown>): z.ZodType<T, T> {
  return schema as z.ZodType<T, T>;
}
