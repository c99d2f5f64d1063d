import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { ProductInput } from '@songdee/shared/product/product.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usePageQuery, useRecordQuery, useRefreshingMutation, useSubmissionCall } from '../../../lib/queries';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => catalogApi.delete(storeId, productId),
    // Everything of the store but the deleted product itself: refetching that (the manage page still open while
    // the toast shows) could only answer 404. Its cached copy goes when the page does.
    onSuccess: (_, productId) => {
      const deleted = queryKeys.catalog.detail(storeId, productId);
      return queryClient.invalidateQueries({
        queryKey: queryKeys.catalog.scope(storeId),
        predicate: (query) => !deleted.every((part, i) => query.queryKey[i] === part),
      });
    },
  });
}

export function useUploadProductImage(storeId: string) {
  const upload = useSubmissionCall(
    (file: File, key: string) => catalogApi.uploadImage(storeId, file, key),
    (file) => file,
  );
  return useMutation({ mutationFn: upload });
}
