/**
 * One chunk of the web app: a store's main page, which visitors open first from a link; it loads none of the
 * sign-in, account, basket, review and order screens of the storefront chunk.
 */
export { StoreMainPage } from '../../features/storefront/pages/store-main-page';
