import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from './api-client';

/**
 * Puts the server's field issues under their fields (the messages arrive localised).
 * Returns false when the error had none of the given fields, so the caller shows a toast instead.
 */
export function applyFieldIssues<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!isApiError(error) || error.issues.length === 0) return false;
  let applied = false;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message });
    applied = true;
  }
  return applied;
}

/**
 * The shared schemas built with a cross-field refinement are typed `ZodType<T, unknown>` (their input type is
 * lost); the form's values have the same shape as the output, so the resolver may treat them as such.
 */
export function formSchema<T extends FieldValues>(schema: z.ZodType<T, unknown>): z.ZodType<T, T> {
  return schema as z.ZodType<T, T>;
}
