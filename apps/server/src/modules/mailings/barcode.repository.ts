import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { barcodeStocks } from '../../db/schema/mailings';
import { boxSizes } from '../../db/schema/reference';

export interface AllocatedBlock {
  prefix: string;
  /** First serial of the block and the one after its last. */
  first: number;
  next: number;
}

/** Rows of a raw query, whichever driver answered (node-postgres and PGlite both expose `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

export function createBarcodeRepository(db: Database) {
  return {
    /**
     * Takes up to `count` serials from the oldest active (not retired) range of the option that has any left,
     * in one statement: the CTE locks the range row (a concurrent transaction waits, then sees the moved
     * next_serial), and the UPDATE moves next_serial past the block. Inside the publish transaction the
     * lock is held to commit, so a rolled-back batch gives its serials back and none is issued twice.
     */
    async takeSerials(tx: Executor, deliveryOptionId: string, count: number): Promise<AllocatedBlock | undefined> {
      const result = await tx.execute(sql`
        WITH r AS (
          SELECT id, next_serial AS first FROM barcode_ranges
          WHERE delivery_option_id = ${deliveryOptionId} AND retired_at IS NULL AND next_serial <= last_serial
          ORDER BY created_at, first_serial
          LIMIT 1
          FOR UPDATE
        )
        UPDATE barcode_ranges b SET next_serial = LEAST(b.last_serial + 1, r.first + ${count}::int)
        FROM r WHERE b.id = r.id
        RETURNING b.prefix AS prefix, r.first AS first, b.next_serial AS next`);
      const [row] = rowsOf<{ prefix: string; first: number | string; next: number | string }>(result);
      return row ? { prefix: row.prefix, first: Number(row.first), next: Number(row.next) } : undefined;
    },

    /** Decrements a store's box stock only if enough is left; undefined when it is not. */
    async takeStock(tx: Executor, storeId: string, boxSizeId: number, count: number): Promise<number | undefined> {
      const [row] = await tx
        .update(barcodeStocks)
        .set({ remainBarcode: sql`${barcodeStocks.remainBarcode} - ${count}`, updatedAt: new Date() })
        .where(and(eq(barcodeStocks.storeId, storeId), eq(barcodeStocks.boxSizeId, boxSizeId), gte(barcodeStocks.remainBarcode, count)))
        .returning({ remain: barcodeStocks.remainBarcode });
      return row?.remain;
    },

    /**
     * Grants a store `count` more boxes of a size (a confirmed reservation): LimitBarcode and RemainBarcode both
     * grow, in one upsert inside the caller's transaction, so a concurrent publish's conditional decrement sees
     * either the stock before or after, never a lost update.
     */
    async addStock(tx: Executor, storeId: string, boxSizeId: number, count: number): Promise<void> {
      await tx
        .insert(barcodeStocks)
        .values({ storeId, boxSizeId, limitBarcode: count, remainBarcode: count })
        .onConflictDoUpdate({
          target: [barcodeStocks.storeId, barcodeStocks.boxSizeId],
          set: {
            limitBarcode: sql`${barcodeStocks.limitBarcode} + ${count}`,
            remainBarcode: sql`${barcodeStocks.remainBarcode} + ${count}`,
            updatedAt: new Date(),
          },
        });
    },

    async remainingStock(storeId: string, boxSizeId: number): Promise<number> {
      const [row] = await db
        .select({ remain: barcodeStocks.remainBarcode })
        .from(barcodeStocks)
        .where(and(eq(barcodeStocks.storeId, storeId), eq(barcodeStocks.boxSizeId, boxSizeId)));
      return row?.remain ?? 0;
    },

    /** Every box size, with the store's stock or zeros. */
    listStock: (storeId: string) =>
      db
        .select({
          boxSizeId: boxSizes.id,
          code: boxSizes.code,
          limitBarcode: sql<number>`coalesce(${barcodeStocks.limitBarcode}, 0)`.mapWith(Number),
          remainBarcode: sql<number>`coalesce(${barcodeStocks.remainBarcode}, 0)`.mapWith(Number),
        })
        .from(boxSizes)
        .leftJoin(barcodeStocks, and(eq(barcodeStocks.boxSizeId, boxSizes.id), eq(barcodeStocks.storeId, storeId)))
        .orderBy(asc(boxSizes.sortOrder)),
  };
}

export type BarcodeRepository = ReturnType<typeof createBarcodeRepository>;
