import { z } from 'zod';

/** What a record's screens may do with it now, decided by the server from the domain's rules: one flag per action. */
export const actionsSchema = <const K extends string>(...actions: K[]) =>
  z.object(Object.fromEntries(actions.map((action) => [action, z.boolean()])) as Record<K, z.ZodBoolean>);
