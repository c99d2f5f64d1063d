import type { Paged } from '@songdee/shared/common/list.schema';
import type { CheckoutInput, Order } from '@songdee/shared/order/order.schema';
import type { Product, ProductCategory } from '@songdee/shared/product/product.schema';
import { deliveryReferenceCalls } from '@songdee/shared/reference/reference.calls';
import type { MyReview, Review, ReviewInput } from '@songdee/shared/review/review.schema';
import type { Store, StoreCard, StoreSearchQuery } from '@songdee/shared/store/store.schema';
import { api, callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

/** The store search's query; its filters are optional on the way out. */
export type StoreSearchParams = Pick<StoreSearchQuery, 'page' | 'size'> & Partial<Pick<StoreSearchQuery, 'searchName' | 'categoryId'>>;

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

/** The public store pages' first requests, which the page's HTML may answer (seededBy in use-storefront). */
export const storefrontPaths = {
  storeByUri: '/api/stores',
  products: (storeId: string) => `${storePath(storeId)}/products`,
  reviews: (storeId: string) => `${storePath(storeId)}/reviews`,
};

export const storefrontApi = {
  /** A published store by uri ("No Store found" otherwise); the owner also sees their draft. */
  storeByUri: (uri: string, signal?: AbortSignal) => api.get<Store>(storefrontPaths.storeByUri, { query: { uri }, signal }),
  products: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<Product>>(storefrontPaths.products(storeId), { query: { ...params }, signal }),
  product: (storeId: string, productId: string, signal?: AbortSignal) =>
    api.get<Product>(`${storePath(storeId)}/products/${encodeURIComponent(productId)}`, { signal }),
  categories: (signal?: AbortSignal) => api.get<ProductCategory[]>('/api/productCategories', { signal }),
  searchStores: (params: StoreSearchParams, signal?: AbortSignal) =>
    api.get<Paged<StoreCard>>('/api/stores/search', { query: { ...params }, signal }),
  reviews: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<Review>>(storefrontPaths.reviews(storeId), { query: { ...params }, signal }),
  /** The signed-in user's own review of the store, wherever it falls in the pages (null before they write one). */
  myReview: (storeId: string, signal?: AbortSignal) => api.get<MyReview>(`${storePath(storeId)}/reviews/mine`, { signal }),
  createReview: (storeId: string, input: ReviewInput) => api.post<Review>(`${storePath(storeId)}/reviews`, input),
  updateReview: (storeId: string, input: ReviewInput) => api.put<Review>(`${storePath(storeId)}/reviews`, input),
  deliveryOptions: (storeId: string, signal?: AbortSignal) => callApi(deliveryReferenceCalls.byStore, { params: { id: storeId }, signal }),
  checkout: (storeId: string, input: CheckoutInput, idempotencyKey: string) =>
    api.post<Order>(`${storePath(storeId)}/orders`, input, { idempotencyKey }),
};
