import { z } from 'zod';

/** PostgreSQL `integer`: every integer column of the app is one, so no input may leave this range. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** A caller's message for a value that is not a whole number; out of range is that message too, else "invalid". */
type IntMessages = { error?: string; tooBig?: string };

/**
 * The one integer primitive: `z.number().int()` held to the database column's range, so 2147483648 or 1e20 is a
 * 400 at the field, never an overflow in the database. Every integer schema starts here (`int.schema.test.ts` fails on
 * a bare `z.number()`); `.min()`/`.max()`/`.positive()` narrow it further.
 */
export const int32 = ({ error, tooBig }: IntMessages = {}) =>
  z
    .number({ error })
    .int({ error })
    .min(INT32_MIN, { error: error ?? 'validation.invalid' })
    .max(INT32_MAX, { error: tooBig ?? error ?? 'validation.invalid' });

/** The same for query strings and path segments, which arrive as text. */
export const coerceInt32 = ({ error, tooBig }: IntMessages = {}) =>
  z.coerce
    .number({ error })
    .int({ error })
    .min(INT32_MIN, { error: error ?? 'validation.invalid' })
    .max(INT32_MAX, { error: tooBig ?? error ?? 'validation.invalid' });

/** The messages of a whole number a screen asks for (`wholeNumber`). */
interface WholeNumberRule {
  /** Not a whole number in range: text that is not a number (NaN, see numberFromText), a fraction, below `min`. */
  invalid: string;
  /** Missing; `invalid` when not given. */
  required?: string;
  /** Above `max`; `invalid` when not given. */
  tooBig?: string;
  min: number;
  max: number;
}

/**
 * A whole number typed on a screen (a weight, an amount of money), each failure with the screen's own message, so a
 * missing value and a wrong one can read differently.
 */
export const wholeNumber = ({ invalid, required, tooBig = invalid, min, max }: WholeNumberRule) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? (required ?? invalid) : invalid) })
    .int({ error: invalid })
    .min(min, { error: invalid })
    .max(max, { error: tooBig });

/** A measure that may have decimals (a label's millimetres), still bounded so nothing astronomic passes. */
export const boundedNumber = (min: number, max: number) => z.number().min(min).max(max);
