import { DELIVERY_OPTION_IDS } from '@songdee/shared/reference/delivery.constants';
import { boxesOf, reserveTotals } from '@songdee/shared/reserve/reserve-rules';
import { eq, sql } from 'drizzle-orm';
import { createBarcodeRepository } from '../../modules/mailings/barcode.repository';
import type { Database } from '../client';
import { users } from '../schema/auth';
import { outlets } from '../schema/geo';
import { documentCounters } from '../schema/packing';
import { deliveryBoxPrices, referenceSeeds } from '../schema/reference';
import { reserveLines, reserves } from '../schema/reserves';
import { stores } from '../schema/stores';
import { DEMO_OUTLET_CODE } from './demo-accounts';

const SEED_NAME = 'demo-reserves';
const SEED_VERSION = 1;

/** Sets per box size (1 SS, 2 S, 3 M, 4 L): the paid one is handed over, so the seller starts with 20/20/10/10 boxes. */
const CONFIRMED_SETS: Record<number, number> = { 1: 2, 2: 2, 3: 1, 4: 1 };
const UNPAID_SETS: Record<number, number> = { 3: 2 };

/**
 * The demo seller's reservations at the demo outlet admin's post office, once: RS-00001 paid by card and confirmed
 * by that admin (its boxes are the seller's ready-to-send stock: a newcomer sees stock), and RS-00002 unpaid (it
 * can be paid, and the clean-up deletes it once 7 working days pass uncollected, as any other).
 */
export async function seedDemoReserves(db: Database, storeUri = 'somchai-shop'): Promise<void> {
  const [done] = await db.select().from(referenceSeeds).where(eq(referenceSeeds.name, SEED_NAME));
  if (done && done.version >= SEED_VERSION) return;
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.uri, storeUri));
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.code, DEMO_OUTLET_CODE));
  const [clerk] = await db.select({ id: users.id }).from(users).where(eq(users.outletCode, DEMO_OUTLET_CODE)).limit(1);
  if (!store || !outlet) return;
  const prices = new Map(
    (
      await db
        .select({ boxSizeId: deliveryBoxPrices.boxSizeId, price: deliveryBoxPrices.priceSatang })
        .from(deliveryBoxPrices)
        .where(eq(deliveryBoxPrices.deliveryOptionId, DELIVERY_OPTION_IDS.promptPost))
    ).map((p) => [p.boxSizeId, p.price]),
  );
  const linesOf = (sets: Record<number, number>) =>
    Object.entries(sets).map(([id, n]) => ({ boxSizeId: Number(id), sets: n, boxPriceSatang: prices.get(Number(id)) ?? 0 }));
  const totalsOf = (lines: ReturnType<typeof linesOf>) => reserveTotals(lines.map((l) => ({ boxPrice: l.boxPriceSatang, sets: l.sets })));
  const barcodes = createBarcodeRepository(db);

  await db.transaction(async (tx) => {
    const now = new Date();
    const confirmedLines = linesOf(CONFIRMED_SETS);
    const confirmedTotals = totalsOf(confirmedLines);
    const unpaidLines = linesOf(UNPAID_SETS);
    const unpaidTotals = totalsOf(unpaidLines);
    const [confirmed] = await tx
      .insert(reserves)
      .values({
        storeId: store.id,
        code: 'RS-00001',
        outletId: outlet.id,
        statusKey: 'CONFIRM_FOR_RESERVE',
        totalQty: confirmedTotals.totalQty,
        totalPriceSatang: confirmedTotals.totalPrice,
        statusPayment: true,
        paidAmountSatang: confirmedTotals.totalPrice,
        paymentInfo: 'VISA 411111XXXXXX1111',
        refBankCode: 'SIMDEMO0000001',
        approvalBankCode: '123456',
        paidAt: now,
        confirmedAt: now,
        confirmedByUserId: clerk?.id ?? null,
        idempotencyKey: 'demo-seed-confirmed',
      })
      .onConflictDoNothing()
      .returning();
    if (confirmed) {
      await tx.insert(reserveLines).values(confirmedLines.map((l) => ({ reserveId: confirmed.id, ...l })));
      for (const l of confirmedLines) await barcodes.addStock(tx, store.id, l.boxSizeId, boxesOf(l.sets));
    }
    const [unpaid] = await tx
      .insert(reserves)
      .values({
        storeId: store.id,
        code: 'RS-00002',
        outletId: outlet.id,
        totalQty: unpaidTotals.totalQty,
        totalPriceSatang: unpaidTotals.totalPrice,
        idempotencyKey: 'demo-seed-unpaid',
      })
      .onConflictDoNothing()
      .returning();
    if (unpaid) await tx.insert(reserveLines).values(unpaidLines.map((l) => ({ reserveId: unpaid.id, ...l })));
    // New reservations of the store number on from RS-00003.
    await tx
      .insert(documentCounters)
      .values({ storeId: store.id, kind: 'reserve', lastSerial: 2 })
      .onConflictDoUpdate({
        target: [documentCounters.storeId, documentCounters.kind],
        set: { lastSerial: sql`greatest(${documentCounters.lastSerial}, 2)` },
      });
    await tx
      .insert(referenceSeeds)
      .values({ name: SEED_NAME, version: SEED_VERSION })
      .onConflictDoUpdate({ target: referenceSeeds.name, set: { version: SEED_VERSION, seededAt: new Date() } });
  });
}
