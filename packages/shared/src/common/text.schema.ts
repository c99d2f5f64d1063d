import { z } from 'zod';

/** A trimmed, non-empty text of at most `max` characters; messages are catalog keys, translated at the edge. */
export const requiredText = (max: number, tooLongKey = 'validation.tooLong', requiredKey = 'validation.required') =>
  z.string({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

/** A trimmed text that may be left out; a missing value becomes ''. */
export const optionalText = (max = 200, tooLongKey = 'validation.tooLong') =>
  z
    .string()
    .trim()
    .max(max, { error: tooLongKey })
    .optional()
    .transform((v) => v ?? '');
