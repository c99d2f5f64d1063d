import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { priceSchema } from '../common/price.schema';
import { plainString, requiredText } from '../common/text.schema';
import { isGtin } from './gtin';

/** Store products and product cards: 8 per page (spec 1 and 2 section 9). */
export const PRODUCTS_PAGE_SIZE = 8;
/** Product images: at most 2 MB each (spec 2 section 5). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** The file extensions the product form accepts; the server checks the content, not the name. */
export const IMAGE_EXTENSIONS = ['.jpeg', '.jpg', '.bmp', '.gif', '.png'] as const;
/** Longest side of the derived images, in pixels. */
export const FEATURED_IMAGE_PX = 800;
export const THUMBNAIL_IMAGE_PX = 200;
/** Images one product may hold. */
export const MAX_PRODUCT_IMAGES = 10;

export const productCategorySchema = z.object({ id: int32(), name: plainString() });
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** The stored versions of one image (spec: OriginalFilePath, FeaturedFilePath, ThumbnailFilePath). */
export const productImageSchema = z.object({
  id: z.uuid(),
  originalFilePath: plainString(),
  featuredFilePath: plainString(),
  thumbnailFilePath: plainString(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

/** Product form (spec 2 section 5): name, category and price required; price in integer satang. */
export const productInputSchema = z.object({
  name: requiredText(200),
  categoryId: int32({ error: 'validation.required' }).positive({ error: 'validation.required' }),
  description: plainString()
    .trim()
    .max(5000, { error: 'validation.tooLong' })
    .optional()
    .transform((v) => v ?? ''),
  /** More than 0 (a 0 or negative price is refused: nothing is sold for nothing). */
  price: priceSchema({ invalid: 'store.product.priceInvalid', required: 'validation.required' }),
  /**
   * The barcode printed on the goods (EAN-13, UPC-A, EAN-8 or GTIN-14, its check digit right), so packing can count by
   * scanning; spaces and dashes are dropped, and none (empty) is allowed. At most one product of a store has a code.
   */
  barcode: plainString()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .refine((v) => v === '' || isGtin(v), { error: 'store.product.barcodeInvalid' })
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Images uploaded through POST /api/stores/{storeId}/images, in display order; others are removed. */
  imageIds: z.array(z.uuid()).max(MAX_PRODUCT_IMAGES).optional().default([]),
});
export type ProductInput = z.infer<typeof productInputSchema>;

export const productSchema = z.object({
  id: z.uuid(),
  storeId: z.uuid(),
  name: plainString(),
  description: plainString(),
  price: int32(),
  barcode: plainString().nullable(),
  productCategory: productCategorySchema,
  productImages: z.array(productImageSchema),
  storeUri: plainString(),
  storeName: plainString(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = listQuerySchema.extend({
  size: coerceInt32().min(1).max(100).default(PRODUCTS_PAGE_SIZE),
  categoryId: coerceInt32().positive().optional(),
  storeId: z.uuid().optional(),
  storeUri: plainString().trim().max(50).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
