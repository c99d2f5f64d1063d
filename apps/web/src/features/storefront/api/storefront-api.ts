import { buyerOrderCalls } from '@songdee/shared/order/buyer-order.calls';
import type { CheckoutInput } from '@songdee/shared/order/order.schema';
import { productCalls } from '@songdee/shared/product/product.calls';
import { deliveryReferenceCalls } from '@songdee/shared/reference/reference.calls';
import { reviewCalls } from '@songdee/shared/review/review.calls';
import type { ReviewInput } from '@songdee/shared/review/review.schema';
import { storeCalls } from '@songdee/shared/store/store.calls';
import type { StoreSearchQuery } from '@songdee/shared/store/store.schema';
import { callApi, pathOf } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

/** The store search's query; its filters are optional on the way out. */
export type StoreSearchParams = Pick<StoreSearchQuery, 'page' | 'size'> & Partial<Pick<StoreSearchQuery, 'searchName' | 'categoryId'>>;

/** The public store pages' first requests, which the page's HTML may answer (seededBy in use-storefront). */
export const storefrontPaths = {
  storeByUri: pathOf(storeCalls.get),
  products: (storeId: string) => pathOf(productCalls.listStore, { storeId }),
  reviews: (storeId: string) => pathOf(reviewCalls.list, { storeId }),
};

export const storefrontApi = {
  /** A published store by uri ("No Store found" otherwise); the owner also sees their draft. */
  storeByUri: (uri: string, signal?: AbortSignal) => callApi(storeCalls.get, { query: { uri }, signal }),
  products: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    callApi(productCalls.listStore, { params: { storeId }, query: params, signal }),
  product: (storeId: string, productId: string, signal?: AbortSignal) =>
    callApi(productCalls.get, { params: { storeId, productId }, signal }),
  categories: (signal?: AbortSignal) => callApi(productCalls.categories, { signal }),
  searchStores: (params: StoreSearchParams, signal?: AbortSignal) => callApi(storeCalls.search, { query: params, signal }),
  reviews: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    callApi(reviewCalls.list, { params: { storeId }, query: params, signal }),
  /** The signed-in user's own review of the store, wherever it falls in the pages (null before they write one). */
  myReview: (storeId: string, signal?: AbortSignal) => callApi(reviewCalls.mine, { params: { storeId }, signal }),
  createReview: (storeId: string, input: ReviewInput) => callApi(reviewCalls.create, { params: { storeId }, body: input }),
  updateReview: (storeId: string, input: ReviewInput) => callApi(reviewCalls.update, { params: { storeId }, body: input }),
  deliveryOptions: (storeId: string, signal?: AbortSignal) => callApi(deliveryReferenceCalls.byStore, { params: { id: storeId }, signal }),
  checkout: (storeId: string, input: CheckoutInput, idempotencyKey: string) =>
    callApi(buyerOrderCalls.checkout, { params: { storeId }, body: input, idempotencyKey }),
};
