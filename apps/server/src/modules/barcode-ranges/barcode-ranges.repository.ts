import { and, asc, eq, gte, ilike, lte, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { countUpTo, firstRow, one, startingWith } from '../../db/query-helpers';
import { barcodeRanges } from '../../db/schema/mailings';
import { deliveryOptions } from '../../db/schema/reference';
import { type PageRequest, pageOfQuery } from '../../lib/paging';

export type BarcodeRangeRow = typeof barcodeRanges.$inferSelect;
export interface NewBarcodeRange {
  deliveryOptionId: string;
  prefix: string;
  firstSerial: number;
  lastSerial: number;
}

/** The central admin's barcode ranges; allocation from them is `takeSerials` (mailings/barcode.repository.ts). */
export function createBarcodeRangesRepository(db: Database) {
  return {
    list(request: PageRequest & { searchString: string; deliveryOptionId?: string }) {
      const conditions: SQL[] = [];
      if (request.searchString) conditions.push(ilike(barcodeRanges.prefix, startingWith(request.searchString.toUpperCase())));
      if (request.deliveryOptionId) conditions.push(eq(barcodeRanges.deliveryOptionId, request.deliveryOptionId));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      // Active ranges first, by service, each service's oldest (the one handing out now) first; a few dozen rows.
      const rows = db
        .select({ range: barcodeRanges })
        .from(barcodeRanges)
        .innerJoin(deliveryOptions, eq(deliveryOptions.id, barcodeRanges.deliveryOptionId))
        .where(where)
        .orderBy(
          sql`${barcodeRanges.retiredAt} IS NOT NULL`,
          asc(deliveryOptions.sortOrder),
          asc(barcodeRanges.createdAt),
          asc(barcodeRanges.firstSerial),
        )
        .$dynamic();
      return pageOfQuery(request, rows, (bound) => countUpTo(db, db.select(one).from(barcodeRanges).where(where), bound));
    },

    /** The option's S10 letter (E, R, C...), null when it has none; undefined when there is no such option. */
    async optionLetter(deliveryOptionId: string): Promise<{ letter: string | null } | undefined> {
      const row = await firstRow(
        db.select({ letter: deliveryOptions.s10Prefix }).from(deliveryOptions).where(eq(deliveryOptions.id, deliveryOptionId)),
      );
      return row ? { letter: row.letter } : undefined;
    },

    /**
     * Adds a range unless it shares a serial with any range of its prefix, active or retired (a retired range's
     * barcodes may still be on parcels). Two admins adding overlapping ranges at once: the transaction-level advisory
     * lock on the prefix makes the second wait until the first commits, and its overlap check then sees the first's
     * row, so one wins and the other gets the overlap. Answers the new row, or the range it overlaps.
     */
    async insertUnlessOverlapping(range: NewBarcodeRange): Promise<{ inserted: BarcodeRangeRow } | { overlapping: BarcodeRangeRow }> {
      return db.transaction(async (tx: Executor) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`barcode-range:${range.prefix}`}, 0))`);
        const overlapping = await firstRow(
          tx
            .select()
            .from(barcodeRanges)
            .where(
              and(
                eq(barcodeRanges.prefix, range.prefix),
                lte(barcodeRanges.firstSerial, range.lastSerial),
                gte(barcodeRanges.lastSerial, range.firstSerial),
              ),
            )
            .orderBy(asc(barcodeRanges.firstSerial))
            .limit(1),
        );
        if (overlapping) return { overlapping };
        const [inserted] = await tx
          .insert(barcodeRanges)
          .values({ ...range, nextSerial: range.firstSerial })
          .returning();
        return { inserted: inserted as BarcodeRangeRow };
      });
    },

    /** Retires an active range (allocation, under its row lock, then skips it); undefined when none was active. */
    retire: (id: string) =>
      firstRow(
        db
          .update(barcodeRanges)
          .set({ retiredAt: new Date() })
          .where(and(eq(barcodeRanges.id, id), sql`${barcodeRanges.retiredAt} IS NULL`))
          .returning(),
      ),

    find: (id: string) => firstRow(db.select().from(barcodeRanges).where(eq(barcodeRanges.id, id))),
  };
}

export type BarcodeRangesRepository = ReturnType<typeof createBarcodeRangesRepository>;
