import { z } from 'zod';
import { int32 } from './int.schema';
import { plainString } from './text.schema';

/**
 * A document's status as the API answers it (invoice, packing list, shipping list, reservation, mailing): the
 * reference row's id, its name in the reader's language and its key, one of the domain's `keys`.
 */
export const referenceStatusSchema = <const K extends readonly [string, ...string[]]>(keys: K) =>
  z.object({ id: int32(), name: plainString(), referenceKey: z.enum(keys) });
