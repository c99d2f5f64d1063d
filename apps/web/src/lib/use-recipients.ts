import type { RecipientAddressInput } from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addressBookApi } from './address-book-api';
import { queryKeys } from './query-keys';

export function useRecipients(storeId: string, params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.recipients.list(storeId, params),
    queryFn: ({ signal }) => addressBookApi.listRecipients(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useRecipient(storeId: string, id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.recipients.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => addressBookApi.getRecipient(storeId, id ?? '', signal),
    enabled: !!id,
    staleTime: 0,
  });
}

function useInvalidateRecipients(storeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.recipients.scope(storeId) });
}

export function useSaveRecipient(storeId: string, id: string | undefined) {
  const invalidate = useInvalidateRecipients(storeId);
  return useMutation({
    mutationFn: (input: RecipientAddressInput) =>
      id ? addressBookApi.updateRecipient(storeId, id, input) : addressBookApi.createRecipient(storeId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteRecipients(storeId: string) {
  const invalidate = useInvalidateRecipients(storeId);
  return useMutation({
    // One id goes through the single delete; several through DELETE .../ship/multiple.
    mutationFn: async (ids: string[]) => {
      if (ids.length === 1 && ids[0]) {
        await addressBookApi.deleteRecipient(storeId, ids[0]);
        return { deleted: 1 };
      }
      return addressBookApi.deleteRecipients(storeId, ids);
    },
    onSettled: invalidate,
  });
}
