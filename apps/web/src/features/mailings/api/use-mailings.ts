import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { MailingAddressInput, PublishMailingsRequest } from '@songdee/shared/mailing/mailing.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { type MailingListParams, mailingsApi } from './mailings-api';

export function useMailings(storeId: string, params: MailingListParams, enabled = true) {
  return useQuery({
    queryKey: queryKeys.mailings.list(storeId, params),
    queryFn: ({ signal }) => mailingsApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

export function useMailingHistory(storeId: string, params: ListQuery) {
  return useQuery({
    queryKey: queryKeys.mailings.part(storeId, 'history', params),
    queryFn: ({ signal }) => mailingsApi.history(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useBarcodeStock(storeId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.mailings.part(storeId, 'stock'),
    queryFn: ({ signal }) => mailingsApi.barcodeStock(storeId, signal),
    staleTime: 0,
    enabled,
  });
}

/** Any change to mailings moves the lists, the history and (box service) the stock. */
function useInvalidateMailings(storeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.mailings.scope(storeId) });
}

export function usePublishMailings(storeId: string) {
  const invalidate = useInvalidateMailings(storeId);
  return useMutation({ mutationFn: (input: PublishMailingsRequest) => mailingsApi.publish(storeId, input), onSettled: invalidate });
}

/** The values the edit-address dialog starts from (always fresh: the label may have changed). */
export function useMailingAddress(storeId: string, mailingId: string) {
  return useQuery({
    queryKey: queryKeys.mailings.part(storeId, 'address', mailingId),
    queryFn: ({ signal }) => mailingsApi.address(storeId, mailingId, signal),
    staleTime: 0,
    gcTime: 0,
  });
}

export function useUpdateMailingAddress(storeId: string, mailingId: string) {
  const invalidate = useInvalidateMailings(storeId);
  return useMutation({
    mutationFn: (input: MailingAddressInput) => mailingsApi.updateAddress(storeId, mailingId, input),
    onSuccess: invalidate,
  });
}

export function useDeleteMailing(storeId: string) {
  const invalidate = useInvalidateMailings(storeId);
  return useMutation({ mutationFn: (mailingId: string) => mailingsApi.remove(storeId, mailingId), onSettled: invalidate });
}

export function useCreatePrintLot(storeId: string) {
  const invalidate = useInvalidateMailings(storeId);
  return useMutation({ mutationFn: (mailingIds: string[]) => mailingsApi.createPrintLot(storeId, mailingIds), onSuccess: invalidate });
}
