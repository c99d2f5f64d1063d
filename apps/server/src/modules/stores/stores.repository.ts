import { and, asc, eq, exists, ilike, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing, countUpTo, one } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalog';
import { borders, districts, provinces } from '../../db/schema/geo';
import { deliveryOptions } from '../../db/schema/reference';
import { storeDeliveryOptions, stores } from '../../db/schema/stores';
import { pageOfQuery } from '../../lib/paging';

export type StoreRow = typeof stores.$inferSelect;
export type StoreValues = Omit<typeof stores.$inferInsert, 'id' | 'ownerUserId' | 'createdAt' | 'updatedAt'>;
export interface StoreOptionValues {
  deliveryOptionId: string;
  feeSatang: number;
  licenseNo: string | null;
  serviceType: number;
  codEnabled?: boolean;
  codFeeSatang?: number;
}

export function createStoresRepository(db: Database) {
  return {
    findById: async (id: string) => (await db.select().from(stores).where(eq(stores.id, id)).limit(1))[0],

    findByUri: async (uri: string) => (await db.select().from(stores).where(eq(stores.uri, uri)).limit(1))[0],

    findByOwner: async (userId: string) => (await db.select().from(stores).where(eq(stores.ownerUserId, userId)).limit(1))[0],

    findOwner: async (userId: string) => (await db.select().from(users).where(eq(users.id, userId)).limit(1))[0],

    async isUriTaken(uri: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: stores.id })
        .from(stores)
        .where(and(eq(stores.uri, uri), exceptId ? ne(stores.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** Inserts unless the owner already has a store or the uri is taken (unique indexes decide). */
    async insertDraft(values: { uri: string; name: string; ownerUserId: string; phone: string }) {
      const [row] = await db
        .insert(stores)
        .values({ ...values, type: 'Draft' })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** Store and its options in one transaction; undefined when the owner or uri is already taken. */
    async insertStore(ownerUserId: string, values: StoreValues, options: StoreOptionValues[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(stores)
          .values({ ...values, ownerUserId })
          .onConflictDoNothing()
          .returning();
        if (!row) return undefined;
        await tx.insert(storeDeliveryOptions).values(options.map((o, i) => ({ ...o, storeId: row.id, sortOrder: i })));
        return row;
      });
    },

    async updateStore(id: string, values: StoreValues, options: StoreOptionValues[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(stores)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(stores.id, id))
          .returning();
        await tx.delete(storeDeliveryOptions).where(eq(storeDeliveryOptions.storeId, id));
        await tx.insert(storeDeliveryOptions).values(options.map((o, i) => ({ ...o, storeId: id, sortOrder: i })));
        return row;
      });
    },

    listStoreOptions: (storeId: string) =>
      db
        .select({
          deliveryOptionId: storeDeliveryOptions.deliveryOptionId,
          feeSatang: storeDeliveryOptions.feeSatang,
          licenseNo: storeDeliveryOptions.licenseNo,
          serviceType: storeDeliveryOptions.serviceType,
          codEnabled: storeDeliveryOptions.codEnabled,
          codFeeSatang: storeDeliveryOptions.codFeeSatang,
        })
        .from(storeDeliveryOptions)
        .where(eq(storeDeliveryOptions.storeId, storeId))
        .orderBy(asc(storeDeliveryOptions.sortOrder)),

    /** Active delivery options by id (the store form may only pick these). */
    listActiveOptions: () =>
      db
        .select({ id: deliveryOptions.id, serviceType: deliveryOptions.serviceType })
        .from(deliveryOptions)
        .where(eq(deliveryOptions.active, true)),

    async geoNames(row: StoreRow) {
      const [p] = row.provinceId ? await db.select({ name: provinces.name }).from(provinces).where(eq(provinces.id, row.provinceId)) : [];
      const [b] = row.borderId ? await db.select({ name: borders.name }).from(borders).where(eq(borders.id, row.borderId)) : [];
      const [d] = row.districtId ? await db.select({ name: districts.name }).from(districts).where(eq(districts.id, row.districtId)) : [];
      return { provinceName: p?.name ?? null, borderName: b?.name ?? null, districtName: d?.name ?? null };
    },

    /** Published stores by name (contains, case-insensitive) and optionally selling in a category. */
    async searchPublished(query: { searchName: string; categoryId?: number; page: number; size: number }) {
      const where = and(
        eq(stores.type, 'Publish'),
        query.searchName ? ilike(stores.name, containing(query.searchName)) : undefined,
        query.categoryId
          ? exists(
              db
                .select({ one: products.id })
                .from(products)
                .where(and(eq(products.storeId, stores.id), eq(products.categoryId, query.categoryId))),
            )
          : undefined,
      );
      return pageOfQuery(
        query,
        db
          .select({
            id: stores.id,
            uri: stores.uri,
            name: stores.name,
            detail: stores.detail,
            logoPath: stores.logoPath,
            logoThumbnailPath: stores.logoThumbnailPath,
            provinceName: provinces.name,
          })
          .from(stores)
          .leftJoin(provinces, eq(provinces.id, stores.provinceId))
          .where(where)
          .orderBy(asc(stores.name), asc(stores.id))
          .$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(stores).where(where), bound),
      );
    },
  };
}

export type StoresRepository = ReturnType<typeof createStoresRepository>;
