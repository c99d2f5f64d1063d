import { PRODUCTS_PAGE_SIZE } from '../product/product.schema';

/**
 * What a store's main page asks for on its first screen (the web page asks with these; the server answers the same
 * requests in the page's HTML, apps/server/src/web-first-data.ts).
 */
export const STORE_FIRST_SCREEN = {
  /** The featured carousel: the store's newest products. */
  featured: { page: 1, size: 12 },
  /** The product list's first page as the page opens (no search). */
  products: { page: 1, size: PRODUCTS_PAGE_SIZE, searchString: '' },
  /** The header's review count. */
  reviewCount: { page: 1, size: 1 },
  /**
   * Featured cards whose pictures the page's HTML preloads: the first, the page's largest paint (the cards beside it
   * are the same size, so they cannot be a larger paint; preloading them too would share the slow line with it).
   */
  picturesFirst: 1,
} as const;
