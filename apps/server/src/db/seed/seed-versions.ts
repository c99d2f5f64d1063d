import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { referenceSeeds } from '../schema/reference';

/**
 * Seeds run once per version: `reference_seeds` keeps which version of each ran, written in the same transaction as
 * the seed's rows, so a present row means the data is complete and a start can skip it with one SELECT.
 */

/** Whether the seed `name` already ran at `version` or a later one. */
export async function isSeeded(db: Database, name: string, version: number): Promise<boolean> {
  const [done] = await db.select().from(referenceSeeds).where(eq(referenceSeeds.name, name));
  return !!done && done.version >= version;
}

/** Records that the seed `name` ran at `version`; call it in the transaction that wrote the seed's rows. */
export const markSeeded = (tx: Executor, name: string, version: number) =>
  tx
    .insert(referenceSeeds)
    .values({ name, version })
    .onConflictDoUpdate({ target: referenceSeeds.name, set: { version, seededAt: new Date() } });
