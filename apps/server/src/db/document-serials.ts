import { sql } from 'drizzle-orm';
import type { Executor } from './client';
import { documentCounters } from './schema/packing';

/** The store documents numbered by a readable serial of their own (PK-, INV-, SL- and RS- codes). */
export type DocumentKind = 'packing' | 'invoice' | 'shippingList' | 'reserve';

/**
 * Allocates the next readable serial of a store's documents of one kind in one upsert: the row lock orders concurrent
 * callers, so two server processes never hand out the same number (no gaps under concurrency beyond rollbacks).
 */
export async function nextDocumentSerial(tx: Executor, storeId: string, kind: DocumentKind): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ storeId, kind, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.storeId, documentCounters.kind],
      set: { lastSerial: sql`${documentCounters.lastSerial} + 1` },
    })
    .returning({ serial: documentCounters.lastSerial });
  if (!row) throw new Error('serial not allocated');
  return row.serial;
}
