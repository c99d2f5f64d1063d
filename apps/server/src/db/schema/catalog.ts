import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, parentRef, timestamps, uuidPrimaryKey } from './columns';
import { thaiAndEnglishName } from './geo';
import { trigramIndex } from './indexes';
import { stores } from './stores';

/** Product categories (seeded, see db/seed/catalog.ts); names in Thai and English. */
export const productCategories = pgTable('product_categories', {
  id: integer('id').primaryKey(),
  ...thaiAndEnglishName(),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceSatang: integer('price_satang').notNull(),
    /** The GTIN printed on the goods (8 to 14 digits), for counting by scanning; one product of a store a code. */
    barcode: varchar('barcode', { length: 14 }),
    ...timestamps(),
  },
  (t) => [
    // A store's products and every store's (the storefront search), newest first, optionally by category.
    index('products_store_created_id_idx').on(t.storeId, t.createdAt, t.id),
    index('products_created_id_idx').on(t.createdAt, t.id),
    index('products_category_created_id_idx').on(t.categoryId, t.createdAt, t.id),
    trigramIndex('products_name_trgm_idx', t.name),
    trigramIndex('products_description_trgm_idx', t.description),
    check('products_price_ck', sql`${t.priceSatang} >= 0`),
    uniqueIndex('products_store_barcode_uq').on(t.storeId, t.barcode),
  ],
);

/**
 * An uploaded product image with its derived versions (file-store keys). Images are uploaded before
 * the product form is saved, so product_id stays null until a save attaches them.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuidPrimaryKey(),
    storeId: parentRef('store_id', () => stores.id),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    originalPath: text('original_path').notNull(),
    featuredPath: text('featured_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder), index('product_images_store_idx').on(t.storeId)],
);
