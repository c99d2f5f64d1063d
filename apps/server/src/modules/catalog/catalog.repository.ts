import { and, asc, desc, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containing, countUpTo, one, storeRecord } from '../../db/query-helpers';
import { productCategories, productImages, products } from '../../db/schema/catalog';
import { stores } from '../../db/schema/stores';
import { pageOfQuery } from '../../lib/paging';
export type ImageRow = typeof productImages.$inferSelect;

export interface ProductFilter {
  storeId?: string;
  storeUri?: string;
  categoryId?: number;
  searchString: string;
  /** Only products of published stores (the public list). */
  publishedOnly: boolean;
  page: number;
  size: number;
}

export function createCatalogRepository(db: Database) {
  const productColumns = {
    id: products.id,
    storeId: products.storeId,
    categoryId: products.categoryId,
    name: products.name,
    description: products.description,
    priceSatang: products.priceSatang,
    barcode: products.barcode,
    storeUri: stores.uri,
    storeName: stores.name,
    categoryName: productCategories.name,
    categoryNameEn: productCategories.nameEn,
  };

  return {
    listCategories: () => db.select().from(productCategories).orderBy(asc(productCategories.sortOrder)),

    async categoryExists(id: number) {
      return (await db.select({ id: productCategories.id }).from(productCategories).where(eq(productCategories.id, id))).length > 0;
    },

    async listProducts(filter: ProductFilter) {
      const where = and(
        filter.storeId ? eq(products.storeId, filter.storeId) : undefined,
        filter.storeUri ? eq(stores.uri, filter.storeUri) : undefined,
        filter.categoryId ? eq(products.categoryId, filter.categoryId) : undefined,
        filter.publishedOnly ? eq(stores.type, 'Publish') : undefined,
        filter.searchString
          ? or(ilike(products.name, containing(filter.searchString)), ilike(products.description, containing(filter.searchString)))
          : undefined,
      );
      const base = () =>
        db
          .select(productColumns)
          .from(products)
          .innerJoin(stores, eq(stores.id, products.storeId))
          .innerJoin(productCategories, eq(productCategories.id, products.categoryId));
      return pageOfQuery(filter, base().where(where).orderBy(desc(products.createdAt), desc(products.id)).$dynamic(), (bound) =>
        countUpTo(db, db.select(one).from(products).innerJoin(stores, eq(stores.id, products.storeId)).where(where), bound),
      );
    },

    async findProduct(storeId: string, id: string) {
      const [row] = await db
        .select(productColumns)
        .from(products)
        .innerJoin(stores, eq(stores.id, products.storeId))
        .innerJoin(productCategories, eq(productCategories.id, products.categoryId))
        .where(storeRecord(products, storeId, id));
      return row;
    },

    /** Prices and names of a store's products, for checkout (only that store's products count). */
    findStoreProducts: (storeId: string, ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: products.id, name: products.name, priceSatang: products.priceSatang })
            .from(products)
            .where(and(eq(products.storeId, storeId), inArray(products.id, ids))),

    imagesOf: (productIds: string[]) =>
      productIds.length === 0
        ? Promise.resolve([] as ImageRow[])
        : db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.sortOrder)),

    /** Saves the product and attaches exactly `imageIds` (the store's, unattached or already its own); returns removed images. */
    async saveProduct(
      storeId: string,
      id: string | undefined,
      values: { name: string; description: string; priceSatang: number; categoryId: number; barcode: string | null },
      imageIds: string[],
    ) {
      return db.transaction(async (tx) => {
        const [row] = id
          ? await tx
              .update(products)
              .set({ ...values, updatedAt: new Date() })
              .where(storeRecord(products, storeId, id))
              .returning({ id: products.id })
          : await tx
              .insert(products)
              .values({ ...values, storeId })
              .returning({ id: products.id });
        if (!row) return undefined;
        const current = await tx.select().from(productImages).where(eq(productImages.productId, row.id));
        const removed = current.filter((img) => !imageIds.includes(img.id));
        if (removed.length > 0)
          await tx.delete(productImages).where(
            inArray(
              productImages.id,
              removed.map((r) => r.id),
            ),
          );
        for (const [sortOrder, imageId] of imageIds.entries()) {
          await tx
            .update(productImages)
            .set({ productId: row.id, sortOrder })
            .where(
              and(
                eq(productImages.id, imageId),
                eq(productImages.storeId, storeId),
                or(isNull(productImages.productId), eq(productImages.productId, row.id)),
              ),
            );
        }
        return { id: row.id, removed };
      });
    },

    /** Images a save may attach: the store's own, not on another product. */
    async attachableImages(storeId: string, productId: string | undefined, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: productImages.id, productId: productImages.productId })
        .from(productImages)
        .where(and(eq(productImages.storeId, storeId), inArray(productImages.id, ids)));
      return rows.filter((r) => r.productId === null || r.productId === productId).map((r) => r.id);
    },

    async deleteProduct(storeId: string, id: string) {
      return db.transaction(async (tx) => {
        const images = await tx.select().from(productImages).where(eq(productImages.productId, id));
        const deleted = await tx
          .delete(products)
          .where(storeRecord(products, storeId, id))
          .returning({ id: products.id });
        return deleted.length > 0 ? images : undefined;
      });
    },

    insertImage: async (values: typeof productImages.$inferInsert) => (await db.insert(productImages).values(values).returning())[0],

    async deleteImage(storeId: string, id: string) {
      const [row] = await db
        .delete(productImages)
        .where(storeRecord(productImages, storeId, id))
        .returning();
      return row;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
