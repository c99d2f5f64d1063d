import type { PackingListQuery } from '@songdee/shared/packing/packing.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageParams } from '../../orders/api/orders-api';
import { orderKeys } from '../../orders/api/orders-api';
import { type PackingList, packingApi, packingKeys } from './packing-api';

export function usePackingLists(storeId: string, params: PackingListQuery) {
  return useQuery({
    queryKey: packingKeys.lists(storeId, params),
    queryFn: ({ signal }) => packingApi.lists(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePackingList(storeId: string, listId: string | undefined) {
  return useQuery({
    queryKey: packingKeys.detail(storeId, listId ?? ''),
    queryFn: ({ signal }) => packingApi.get(storeId, listId ?? '', signal),
    enabled: !!listId,
    staleTime: 0,
  });
}

export function useAvailableForPacking(storeId: string, params: PageParams) {
  return useQuery({
    queryKey: packingKeys.available(storeId, params),
    queryFn: ({ signal }) => packingApi.availableForPacking(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/**
 * Every packing call answers with the whole list: the answer replaces the cached detail, and the lists,
 * the choosable orders and the seller's orders (whose statuses follow the list) are refetched.
 */
export function usePackingMutation<TInput>(storeId: string, call: (input: TInput) => Promise<PackingList | undefined>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(packingKeys.detail(storeId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: packingKeys.store(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: orderKeys.store(storeId) });
    },
  });
}
