import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './stores';

/** Product categories (seeded, see db/seed/catalog.ts); names in Thai and English. */
export const productCategories = pgTable('product_categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => productCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceSatang: integer('price_satang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_store_created_idx').on(t.storeId, t.createdAt),
    index('products_category_idx').on(t.categoryId),
    check('products_price_ck', sql`${t.priceSatang} >= 0`),
  ],
);

/**
 * An uploaded product image with its derived versions (file-store keys). Images are uploaded before
 * the product form is saved, so product_id stays null until a save attaches them.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    originalPath: text('original_path').notNull(),
    featuredPath: text('featured_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.sortOrder), index('product_images_store_idx').on(t.storeId)],
);
