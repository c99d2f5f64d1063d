import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { ProductInput } from '@songdee/shared/product/product.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usePageQuery, useRecordQuery, useRefreshingMutation } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { catalogApi } from './catalog-api';

export function useCategories() {
  return useQuery({
    queryKey: queryKeys.reference.part('categories', 'list'),
    queryFn: ({ signal }) => catalogApi.categories(signal),
    staleTime: 10 * 60_000,
  });
}

export function useStoreProducts(storeId: string, params: ListQuery) {
  return usePageQuery(queryKeys.catalog.list(storeId, params), (signal) => catalogApi.list(storeId, params, signal));
}

export function useProduct(storeId: string, productId: string | undefined) {
  return useRecordQuery(queryKeys.catalog.detail(storeId, productId ?? ''), productId, (signal) =>
    catalogApi.get(storeId, productId ?? '', signal),
  );
}

export function useSaveProduct(storeId: string, productId: string | undefined) {
  return useRefreshingMutation(
    (input: ProductInput) => (productId ? catalogApi.update(storeId, productId, input) : catalogApi.create(storeId, input)),
    queryKeys.catalog.scope(storeId),
  );
}

export function useDeleteProduct(storeId: string) {
  return useRefreshingMutation((productId: string) => catalogApi.delete(storeId, productId), queryKeys.catalog.scope(storeId));
}

export function useUploadProductImage(storeId: string) {
  return useMutation({ mutationFn: (file: File) => catalogApi.uploadImage(storeId, file) });
}
