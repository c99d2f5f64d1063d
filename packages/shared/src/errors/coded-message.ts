import { z } from 'zod';
import { plainString } from '../common/text.schema';
import { ERROR_CODES } from './error-codes';

/**
 * A message still to be worded, where a 200 response or a stored row reports a failure (a box that got no
 * label, a recipient that could not be published): the reader's side words it from the `errors` namespace,
 * `errors:<code>` with `params`. Params that name reference data (a status, a box size) arrive worded.
 */
export const codedMessageSchema = z.object({
  code: z.enum(ERROR_CODES),
  params: z.record(plainString(), z.unknown()),
});
export type CodedMessage = z.infer<typeof codedMessageSchema>;
