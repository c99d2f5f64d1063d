import type { SenderAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressBookApi } from './address-book-api';
import { queryKeys } from './query-keys';

export function useSenders(storeId: string, params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.senders.list(storeId, params),
    queryFn: ({ signal }) => addressBookApi.listSenders(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSender(storeId: string, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.senders.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => addressBookApi.getSender(storeId, id ?? '', signal),
    enabled: !!id,
    staleTime: 0,
  });
}

/** Every change to the book refreshes its lists (the default flag and the order can move). */
function useInvalidateSenders(storeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.senders.scope(storeId) });
}

export function useSaveSender(storeId: string, id: string | undefined) {
  const invalidate = useInvalidateSenders(storeId);
  return useMutation({
    mutationFn: (input: SenderAddressInput) =>
      id ? addressBookApi.updateSender(storeId, id, input) : addressBookApi.createSender(storeId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteSender(storeId: string) {
  const invalidate = useInvalidateSenders(storeId);
  return useMutation({ mutationFn: (id: string) => addressBookApi.deleteSender(storeId, id), onSettled: invalidate });
}

export function useMarkSenderAsDefault(storeId: string) {
  const invalidate = useInvalidateSenders(storeId);
  return useMutation({ mutationFn: (id: string) => addressBookApi.markSenderAsDefault(storeId, id), onSuccess: invalidate });
}
