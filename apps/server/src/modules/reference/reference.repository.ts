import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boxSizes, deliveryBoxPrices, deliveryOptions, deliveryRates, deliveryZones, statuses } from '../../db/schema/reference';
import { storeDeliveryOptions } from '../../db/schema/stores';

export function createReferenceRepository(db: Database) {
  return {
    listStatuses: (kind: string, onlyActive: boolean) =>
      db
        .select({ id: statuses.id, referenceKey: statuses.referenceKey })
        .from(statuses)
        .where(and(eq(statuses.kind, kind), onlyActive ? eq(statuses.isActive, true) : undefined))
        .orderBy(asc(statuses.sortOrder)),

    listBoxSizes: () => db.select().from(boxSizes).orderBy(asc(boxSizes.sortOrder)),

    /** Active options with their weight brackets and box prices, in display order. */
    async listDeliveryOptions() {
      const [options, rates, boxPrices] = await Promise.all([
        db.select().from(deliveryOptions).where(eq(deliveryOptions.active, true)).orderBy(asc(deliveryOptions.sortOrder)),
        db.select().from(deliveryRates).orderBy(asc(deliveryRates.maxWeightGrams)),
        db
          .select({
            deliveryOptionId: deliveryBoxPrices.deliveryOptionId,
            boxSizeId: deliveryBoxPrices.boxSizeId,
            code: boxSizes.code,
            priceSatang: deliveryBoxPrices.priceSatang,
          })
          .from(deliveryBoxPrices)
          .innerJoin(boxSizes, eq(boxSizes.id, deliveryBoxPrices.boxSizeId))
          .orderBy(asc(boxSizes.sortOrder)),
      ]);
      return options.map((option) => ({
        ...option,
        rates: rates.filter((r) => r.deliveryOptionId === option.id),
        boxPrices: boxPrices.filter((b) => b.deliveryOptionId === option.id),
      }));
    },

    async deliveryOptionExists(id: string): Promise<boolean> {
      const rows = await db.select({ id: deliveryOptions.id }).from(deliveryOptions).where(eq(deliveryOptions.id, id)).limit(1);
      return rows.length > 0;
    },

    /** The options a store chose, with its fee per option, in the store's order. */
    listStoreOptionFees: (storeId: string) =>
      db
        .select({
          id: storeDeliveryOptions.deliveryOptionId,
          fee: storeDeliveryOptions.feeSatang,
          licenseNo: storeDeliveryOptions.licenseNo,
          codEnabled: storeDeliveryOptions.codEnabled,
          codFee: storeDeliveryOptions.codFeeSatang,
        })
        .from(storeDeliveryOptions)
        .where(eq(storeDeliveryOptions.storeId, storeId))
        .orderBy(asc(storeDeliveryOptions.sortOrder)),

    listZones: (deliveryOptionId: string) =>
      db.select().from(deliveryZones).where(eq(deliveryZones.deliveryOptionId, deliveryOptionId)).orderBy(asc(deliveryZones.sortOrder)),
  };
}

export type ReferenceRepository = ReturnType<typeof createReferenceRepository>;
