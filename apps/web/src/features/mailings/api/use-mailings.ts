import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { MailingAddressInput, PublishMailingsRequest } from '@songdee/shared/mailing/mailing.schema';
import { useQuery } from '@tanstack/react-query';
import { usePageQuery, useRefreshingMutation } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { type MailingListParams, mailingsApi } from './mailings-api';

export function useMailings(storeId: string, params: MailingListParams, enabled = true) {
  return usePageQuery(queryKeys.mailings.list(storeId, params), (signal) => mailingsApi.list(storeId, params, signal), { enabled });
}

export function useMailingHistory(storeId: string, params: ListQuery) {
  return usePageQuery(queryKeys.mailings.part(storeId, 'history', params), (signal) => mailingsApi.history(storeId, params, signal));
}

/** Whether the postal quota (or a back-off) holds tracking back now: the track list's notice. */
export function useTrackingState(storeId: string) {
  return useQuery({
    queryKey: queryKeys.mailings.part(storeId, 'tracking-state'),
    queryFn: ({ signal }) => mailingsApi.trackingState(storeId, signal),
    staleTime: 60_000,
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
const storeMailings = (storeId: string) => queryKeys.mailings.scope(storeId);

export function usePublishMailings(storeId: string) {
  return useRefreshingMutation((input: PublishMailingsRequest) => mailingsApi.publish(storeId, input), storeMailings(storeId), 'settled');
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
  return useRefreshingMutation(
    (input: MailingAddressInput) => mailingsApi.updateAddress(storeId, mailingId, input),
    storeMailings(storeId),
  );
}

export function useDeleteMailing(storeId: string) {
  return useRefreshingMutation((mailingId: string) => mailingsApi.remove(storeId, mailingId), storeMailings(storeId), 'settled');
}

export function useCreatePrintLot(storeId: string) {
  return useRefreshingMutation((mailingIds: string[]) => mailingsApi.createPrintLot(storeId, mailingIds), storeMailings(storeId));
}
