import type { ListQuery } from '@songdee/shared/common/list.schema';
import { productCalls } from '@songdee/shared/product/product.calls';
import type { ProductInput } from '@songdee/shared/product/product.schema';
import { callApi } from '../../../lib/api-client';

const params = (storeId: string, productId: string) => ({ storeId, productId });

export const catalogApi = {
  categories: (signal?: AbortSignal) => callApi(productCalls.categories, { signal }),
  list: (storeId: string, query: ListQuery, signal?: AbortSignal) =>
    callApi(productCalls.listStore, { params: { storeId }, query, signal }),
  get: (storeId: string, productId: string, signal?: AbortSignal) =>
    callApi(productCalls.get, { params: params(storeId, productId), signal }),
  create: (storeId: string, input: ProductInput) => callApi(productCalls.create, { params: { storeId }, body: input }),
  update: (storeId: string, productId: string, input: ProductInput) =>
    callApi(productCalls.update, { params: params(storeId, productId), body: input }),
  delete: (storeId: string, productId: string) => callApi(productCalls.remove, { params: params(storeId, productId) }),
  uploadImage: (storeId: string, file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(productCalls.uploadImage, { params: { storeId }, body: form, idempotencyKey });
  },
};
