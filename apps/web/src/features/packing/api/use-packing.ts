import type { PackingCountsInput, PackingListQuery } from '@songdee/shared/packing/packing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePageQuery, useRecordQuery, useSubmissionCall } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { type PackingList, packingApi } from './packing-api';

export function usePackingLists(storeId: string, params: PackingListQuery) {
  return usePageQuery(queryKeys.packing.list(storeId, params), (signal) => packingApi.lists(storeId, params, signal));
}

export function usePackingList(storeId: string, listId: string | undefined) {
  return useRecordQuery(queryKeys.packing.detail(storeId, listId ?? ''), listId, (signal) => packingApi.get(storeId, listId ?? '', signal));
}

export function useAvailableForPacking(storeId: string, params: PageQuery) {
  return usePageQuery(queryKeys.packing.part(storeId, 'available', params), (signal) =>
    packingApi.availableForPacking(storeId, params, signal),
  );
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
      if (list) queryClient.setQueryData(queryKeys.packing.detail(storeId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: queryKeys.packing.scope(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.scope(storeId) });
    },
  });
}

/** Picking "next" and select-orders "next": a new list in COUNTING with the chosen orders. */
export function useCreatePackingList(storeId: string) {
  const create = useSubmissionCall((orderIds: string[], key: string) => packingApi.create(storeId, { orderIds }, key));
  return usePackingMutation(storeId, create);
}

/** Select orders from a summary: the list's orders become exactly these. */
export function useSetPackingOrders(storeId: string, listId: string) {
  return usePackingMutation(storeId, (orderIds: string[]) => packingApi.setOrders(storeId, listId, { orderIds }));
}

/** Pick item / summary: counted quantities, a draft (submit false) or confirmed (submit true). */
export function useSaveCounts(storeId: string, listId: string) {
  return usePackingMutation(storeId, (input: PackingCountsInput) => packingApi.saveCounts(storeId, listId, input));
}

/** Deletes a pending list (its orders wait to be packed again); the list on screen is refetched at once. */
export function useDeletePackingList(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: string) => packingApi.remove(storeId, listId),
    onSuccess: (_, listId) => {
      queryClient.removeQueries({ queryKey: queryKeys.packing.detail(storeId, listId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.packing.scope(storeId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.scope(storeId) });
    },
  });
}
