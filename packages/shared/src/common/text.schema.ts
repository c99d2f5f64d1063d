import { z } from 'zod';

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls. PostgreSQL refuses NUL; no form needs any. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 pair on its own (`"\ud800"` in JSON): no character, and PostgreSQL's UTF-8 cannot store it. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The one string primitive: `z.string()` that refuses control characters and lone surrogates ("validation.controlCharacter"). Every
 * string schema starts here (`text.schema.test.ts` fails on a bare `z.string()`), so a NUL in any field, query or
 * path is a 400 with a message at the field, never a database error.
 */
export const plainString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine((value) => !CONTROL_CHARACTER.test(value) && !LONE_SURROGATE.test(value), {
    error: 'validation.controlCharacter',
    abort: true,
  });

/** A trimmed, non-empty text of at most `max` characters; messages are catalog keys, translated at the edge. */
export const requiredText = (max: number, tooLongKey = 'validation.tooLong', requiredKey = 'validation.required') =>
  plainString({ error: requiredKey }).trim().min(1, { error: requiredKey }).max(max, { error: tooLongKey });

/** A trimmed text that may be left out; a missing value becomes ''. */
export const optionalText = (max = 200, tooLongKey = 'validation.tooLong') =>
  plainString()
    .trim()
    .max(max, { error: tooLongKey })
    .optional()
    .transform((v) => v ?? '');
