import { z } from 'zod';
import { MAX_PARCEL_WEIGHT_GRAMS } from '../reference/delivery.constants';

/**
 * Weights are whole grams from 0 (the scale and the rate tables count grams). One family for every weight the app takes
 * (delivery manage, packing weigh, invoice set-weight): each screen keeps its own spec message for a
 * missing or invalid value, and the maximum is the parcel limit unless a service sets a lower one
 * (`maxGramsOf` in mailing/parcel-rules).
 */
interface GramsMessages {
  /** Not a whole number from 0. */
  invalid?: string;
  /** Missing; the invalid message when not given. */
  required?: string;
  max?: number;
}

export const gramsSchema = ({ invalid = 'mailing.weightRequired', required, max = MAX_PARCEL_WEIGHT_GRAMS }: GramsMessages = {}) =>
  z
    // Missing is `required`; typed text that is not a number (NaN, see numberFromText) is `invalid`.
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? (required ?? invalid) : invalid) })
    .int({ error: invalid })
    .min(0, { error: invalid })
    .max(max, { error: 'mailing.weightTooHigh' });
