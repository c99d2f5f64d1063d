import type { CheckoutInput, Order } from '@songdee/shared/order/order.schema';
import type { Product, ProductCategory } from '@songdee/shared/product/product.schema';
import type { MyReview, Review, ReviewInput } from '@songdee/shared/review/review.schema';
import type { Store, StoreCard, StoreOfferedOption } from '@songdee/shared/store/store.schema';
import { api } from '../../../lib/api-client';

export interface Paged<T> {
  contents: T[];
  paging: { page: number; size: number; totalCount: number };
}

export interface PageParams {
  page: number;
  size: number;
  searchString?: string;
}

export interface StoreSearchParams {
  page: number;
  size: number;
  searchName?: string;
  categoryId?: number;
}

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

export const storefrontKeys = {
  all: ['storefront'] as const,
  store: (uri: string) => [...storefrontKeys.all, 'store', uri.toLowerCase()] as const,
  products: (storeId: string, params: PageParams) => [...storefrontKeys.all, 'products', storeId, params] as const,
  product: (storeId: string, productId: string) => [...storefrontKeys.all, 'product', storeId, productId] as const,
  categories: () => [...storefrontKeys.all, 'categories'] as const,
  search: (params: StoreSearchParams) => [...storefrontKeys.all, 'search', params] as const,
  reviews: (storeId: string) => [...storefrontKeys.all, 'reviews', storeId] as const,
  reviewPage: (storeId: string, params: PageParams) => [...storefrontKeys.reviews(storeId), params] as const,
  myReview: (storeId: string, userId: string) => [...storefrontKeys.reviews(storeId), 'mine', userId] as const,
  deliveryOptions: (storeId: string) => [...storefrontKeys.all, 'delivery-options', storeId] as const,
};

export const storefrontApi = {
  /** A published store by uri ("No Store found" otherwise); the owner also sees their draft. */
  storeByUri: (uri: string, signal?: AbortSignal) => api.get<Store>('/api/stores', { query: { uri }, signal }),
  products: (storeId: string, params: PageParams, signal?: AbortSignal) =>
    api.get<Paged<Product>>(`${storePath(storeId)}/products`, { query: { ...params }, signal }),
  product: (storeId: string, productId: string, signal?: AbortSignal) =>
    api.get<Product>(`${storePath(storeId)}/products/${encodeURIComponent(productId)}`, { signal }),
  categories: (signal?: AbortSignal) => api.get<ProductCategory[]>('/api/productCategories', { signal }),
  searchStores: (params: StoreSearchParams, signal?: AbortSignal) =>
    api.get<Paged<StoreCard>>('/api/stores/search', { query: { ...params }, signal }),
  reviews: (storeId: string, params: PageParams, signal?: AbortSignal) =>
    api.get<Paged<Review>>(`${storePath(storeId)}/reviews`, { query: { ...params }, signal }),
  /** The signed-in user's own review of the store, wherever it falls in the pages (null before they write one). */
  myReview: (storeId: string, signal?: AbortSignal) => api.get<MyReview>(`${storePath(storeId)}/reviews/mine`, { signal }),
  createReview: (storeId: string, input: ReviewInput) => api.post<Review>(`${storePath(storeId)}/reviews`, input),
  updateReview: (storeId: string, input: ReviewInput) => api.put<Review>(`${storePath(storeId)}/reviews`, input),
  deliveryOptions: (storeId: string, signal?: AbortSignal) =>
    api.get<StoreOfferedOption[]>(`/api/deliveryOptions/ByStore/${encodeURIComponent(storeId)}`, { signal }),
  checkout: (storeId: string, input: CheckoutInput) => api.post<Order>(`${storePath(storeId)}/orders`, input),
  /** The buyer's saved addresses (their own book), for the choose-shipping-address modal. */
  savedAddressesPath: (storeId: string) => `${storePath(storeId)}/address/ship/listByUser`,
};
