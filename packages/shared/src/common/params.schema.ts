import { z } from 'zod';

/** A path id: a UUID, or 400 "invalid" before anything is looked up. */
export const uuidParam = z.uuid({ error: 'validation.invalid' });

/** `/api/stores/:storeId/...`: every store-scoped route takes this. */
export const storeParamsSchema = z.object({ storeId: uuidParam });

/** `/:id` on its own. */
export const idParamsSchema = z.object({ id: uuidParam });

/** `/api/stores/:storeId/<things>/:<name>`: the store and one record of it, both UUIDs. */
export const storeRecordParamsSchema = <K extends string>(name: K) =>
  storeParamsSchema.extend({ [name]: uuidParam } as { [P in K]: typeof uuidParam });
