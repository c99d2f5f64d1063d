import { MAX_PARCEL_WEIGHT_GRAMS } from '../reference/delivery.constants';
import { wholeNumber } from './int.schema';

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
  wholeNumber({ invalid, required, tooBig: 'mailing.weightTooHigh', min: 0, max });
