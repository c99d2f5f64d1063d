/**
 * One chunk of the web app: a store's public pages (main, reviews, a product), which visitors open first from a
 * link; without the sign-in, account, basket and order screens of the storefront chunk.
 */
export { ProductDetailPage } from '../../features/storefront/pages/product-detail-page';
export { StoreMainPage } from '../../features/storefront/pages/store-main-page';
export { StoreReviewPage } from '../../features/storefront/pages/store-review-page';
