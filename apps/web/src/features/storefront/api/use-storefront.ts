import type { Paged } from '@songdee/shared/common/list.schema';
import type { CheckoutInput } from '@songdee/shared/order/order.schema';
import type { Product } from '@songdee/shared/product/product.schema';
import type { Review, ReviewInput } from '@songdee/shared/review/review.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { seededBy } from '../../../lib/first-data';
import { usePageQuery, useSubmissionCall } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { type StoreSearchParams, storefrontApi, storefrontPaths } from './storefront-api';

const publicMeta = { meta: { isPublic: true } } as const;

export function useStoreByUri(uri: string) {
  return useQuery({
    queryKey: queryKeys.storefront.part('stores', uri.toLowerCase()),
    queryFn: ({ signal }) => storefrontApi.storeByUri(uri, signal),
    enabled: uri !== '',
    retry: false,
    staleTime: 60_000,
    ...seededBy<Store>(storefrontPaths.storeByUri, { uri }),
  });
}

export const useStorefrontProducts = (storeId: string | undefined, params: PageQuery) =>
  usePageQuery(
    queryKeys.storefront.part(storeId ?? '', 'products', params),
    (signal) => storefrontApi.products(storeId ?? '', params, signal),
    { enabled: !!storeId, staleTime: 30_000, ...publicMeta, ...seededBy<Paged<Product>>(storefrontPaths.products(storeId ?? ''), params) },
  );

export function useStorefrontProduct(storeId: string | undefined, productId: string) {
  return useQuery({
    queryKey: queryKeys.storefront.detail(storeId ?? '', productId),
    queryFn: ({ signal }) => storefrontApi.product(storeId ?? '', productId, signal),
    enabled: !!storeId && productId !== '',
    retry: false,
    ...publicMeta,
  });
}

export function useProductCategories() {
  return useQuery({
    queryKey: queryKeys.reference.part('categories', 'list'),
    queryFn: ({ signal }) => storefrontApi.categories(signal),
    staleTime: 10 * 60_000,
    ...publicMeta,
  });
}

export const useStoreSearch = (params: StoreSearchParams, enabled = true) =>
  usePageQuery(queryKeys.storefront.list('search', params), (signal) => storefrontApi.searchStores(params, signal), {
    enabled,
    ...publicMeta,
  });

export const useReviews = (storeId: string | undefined, params: PageQuery) =>
  usePageQuery(
    queryKeys.storefront.part(storeId ?? '', 'reviews', params),
    (signal) => storefrontApi.reviews(storeId ?? '', params, signal),
    { enabled: !!storeId, staleTime: 30_000, ...seededBy<Paged<Review>>(storefrontPaths.reviews(storeId ?? ''), params) },
  );

/** The user's own review, to prefill the modal and choose PUT over POST; only for a signed-in non-owner (userId). */
export function useMyReview(storeId: string, userId: string | null) {
  return useQuery({
    queryKey: queryKeys.storefront.part(storeId, 'reviews', 'mine', userId ?? ''),
    queryFn: ({ signal }) => storefrontApi.myReview(storeId, signal),
    enabled: !!userId,
    staleTime: 0,
  });
}

/** Creates the user's review, or edits it when they wrote one already (spec: POST and PUT /reviews). */
export function useSaveReview(storeId: string, isEdit: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) => (isEdit ? storefrontApi.updateReview(storeId, input) : storefrontApi.createReview(storeId, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.storefront.part(storeId, 'reviews') }),
  });
}

export function useStoreDeliveryOptions(storeId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.storefront.part(storeId ?? '', 'delivery-options'),
    queryFn: ({ signal }) => storefrontApi.deliveryOptions(storeId ?? '', signal),
    enabled: !!storeId,
    staleTime: 60_000,
  });
}

export function useCheckout(storeId: string) {
  const checkout = useSubmissionCall((input: CheckoutInput, key: string) => storefrontApi.checkout(storeId, input, key));
  return useMutation({ mutationFn: checkout });
}
