import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type { Product, ProductCategory, ProductImage, ProductInput } from '@songdee/shared/product/product.schema';
import { api } from '../../../lib/api-client';

const productsPath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}/products`;

export const catalogApi = {
  categories: (signal?: AbortSignal) => api.get<ProductCategory[]>('/api/productCategories', { signal }),
  list: (storeId: string, params: ListQuery, signal?: AbortSignal) =>
    api.get<Paged<Product>>(productsPath(storeId), { query: { ...params }, signal }),
  get: (storeId: string, productId: string, signal?: AbortSignal) =>
    api.get<Product>(`${productsPath(storeId)}/${encodeURIComponent(productId)}`, { signal }),
  create: (storeId: string, input: ProductInput) => api.post<Product>(productsPath(storeId), input),
  update: (storeId: string, productId: string, input: ProductInput) =>
    api.put<Product>(`${productsPath(storeId)}/${encodeURIComponent(productId)}`, input),
  delete: (storeId: string, productId: string) => api.delete<void>(`${productsPath(storeId)}/${encodeURIComponent(productId)}`),
  uploadImage: (storeId: string, file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<ProductImage>(`/api/stores/${encodeURIComponent(storeId)}/images`, form, { idempotencyKey });
  },
};
