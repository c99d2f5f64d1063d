import { wholeNumber } from './int.schema';

/** The highest amount the app takes: one million baht, in satang. */
const MAX_SATANG = 100_000_000;

interface PriceMessages {
  /** Not a whole number of satang in range (negative, zero where refused, not a number). */
  invalid?: string;
  /** Missing; the invalid message when not given. */
  required?: string;
  /** A fee may be 0 (free delivery); a price may not. */
  allowZero?: boolean;
}

/**
 * Money is integer satang (no float rounding). One family for every amount the app takes: a product price
 * (more than 0), a delivery fee or a discount (0 allowed). NaN (text that is not a number, see
 * `numberFromText`) is refused with the invalid message, never turned into 0.
 */
export const priceSchema = ({ invalid = 'validation.priceInvalid', required, allowZero = false }: PriceMessages = {}) =>
  wholeNumber({ invalid, required, min: allowZero ? 0 : 1, max: MAX_SATANG });
