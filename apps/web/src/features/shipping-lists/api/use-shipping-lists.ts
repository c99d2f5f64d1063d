import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDocumentMutation, usePageQuery, useRecordQuery } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import type { PageParams } from './shipping-lists-api';
import { type PostJobInput, type ShippingList, type ShippingListParams, shippingListKeys, shippingListsApi } from './shipping-lists-api';

export function useShippingLists(storeId: string, params: ShippingListParams) {
  return usePageQuery(shippingListKeys.list(storeId, params), (signal) => shippingListsApi.list(storeId, params, signal));
}

export function useShippingList(storeId: string, id: string | null) {
  return useRecordQuery(shippingListKeys.detail(storeId, id ?? ''), id, (signal) => shippingListsApi.get(storeId, id ?? '', signal), {
    retry: false,
  });
}

export function useAvailableForShippingList(storeId: string, params: PageParams, enabled = true) {
  return usePageQuery(
    shippingListKeys.available(storeId, params),
    (signal) => shippingListsApi.availableForShippingList(storeId, params, signal),
    { enabled },
  );
}

/** The answer replaces the cached list; the lists and the offered orders are refetched when next shown. */
function useShippingListMutation<TInput, TResult extends ShippingList | undefined>(
  storeId: string,
  call: (input: TInput) => Promise<TResult>,
) {
  return useDocumentMutation(queryKeys.shippingLists, storeId, call);
}

export interface SaveShippingList {
  id: string | null;
  orderIds: string[];
  confirm: boolean;
  /** Made once per submission by the screen, so a retried create is one list. */
  idempotencyKey: string;
}

/** Creates a list (no id) or replaces a draft's orders; `confirm` saves and confirms in one call. */
export function useSaveShippingList(storeId: string) {
  return useShippingListMutation(storeId, ({ id, orderIds, confirm, idempotencyKey }: SaveShippingList) =>
    id
      ? shippingListsApi.update(storeId, id, { orderIds, confirm })
      : shippingListsApi.create(storeId, { orderIds, confirm }, idempotencyKey),
  );
}

export function useDeleteShippingList(storeId: string) {
  return useShippingListMutation(storeId, (id: string) => shippingListsApi.remove(storeId, id).then(() => undefined));
}

export function usePostJob(id: string | null) {
  return useRecordQuery(shippingListKeys.postJob(id ?? ''), id, (signal) => shippingListsApi.postJob(id ?? '', signal), { retry: false });
}

/** Public holidays, for the appointment date picker; they change a few times a year. */
export function useHolidays() {
  return useQuery({
    queryKey: shippingListKeys.holidays(),
    queryFn: ({ signal }) => shippingListsApi.holidays(signal).then((answer) => new Set(answer.contents.map((h) => h.day))),
    staleTime: 60 * 60_000,
  });
}

export function useCreateSending(storeId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PostJobInput) => shippingListsApi.createSending(id, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shippingListKeys.postJob(id) });
      void queryClient.invalidateQueries({ queryKey: shippingListKeys.store(storeId) });
    },
  });
}
