import type { Database } from '../src/db/client';
import { shippingLists } from '../src/db/schema/shipping-lists';

/** Test helpers for post jobs: shipping lists inserted directly (the shipping-list API is built elsewhere). */

let counter = 0;

/**
 * A confirmed shipping list of the store: paid by default (ready for a pick-up), with 3 parcels,
 * 2,150.50 baht of postage and 4,200 g.
 */
export async function insertShippingList(
  db: Database,
  storeId: string,
  overrides: Partial<typeof shippingLists.$inferInsert> = {},
): Promise<typeof shippingLists.$inferSelect> {
  const confirmedAt = new Date('2026-07-07T03:00:00Z');
  const [row] = await db
    .insert(shippingLists)
    .values({
      storeId,
      code: `SL-PJ${String(++counter).padStart(4, '0')}-${process.pid}`,
      statusKey: 'CONFIRM_FOR_SHIPPINGLIST',
      statusPayment: 'PAID',
      orderQtyTotal: 3,
      productQtyTotal: 5,
      priceTotalSatang: 215_050,
      weightTotalGrams: 4_200,
      confirmedAt,
      paidAt: confirmedAt,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('shipping list not inserted');
  return row;
}
