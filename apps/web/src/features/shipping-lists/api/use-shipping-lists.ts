import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageParams } from './shipping-lists-api';
import { type PostJobInput, type ShippingList, type ShippingListParams, shippingListKeys, shippingListsApi } from './shipping-lists-api';

export function useShippingLists(storeId: string, params: ShippingListParams) {
  return useQuery({
    queryKey: shippingListKeys.list(storeId, params),
    queryFn: ({ signal }) => shippingListsApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useShippingList(storeId: string, id: string | null) {
  return useQuery({
    queryKey: shippingListKeys.detail(storeId, id ?? ''),
    queryFn: ({ signal }) => shippingListsApi.get(storeId, id ?? '', signal),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
}

export function useAvailableForShippingList(storeId: string, params: PageParams, enabled = true) {
  return useQuery({
    queryKey: shippingListKeys.available(storeId, params),
    queryFn: ({ signal }) => shippingListsApi.availableForShippingList(storeId, params, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

/** The answer replaces the cached list; the lists and the offered orders are refetched when next shown. */
function useShippingListMutation<TInput, TResult extends ShippingList | undefined>(
  storeId: string,
  call: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(shippingListKeys.detail(storeId, list.id), list);
      void queryClient.invalidateQueries({ queryKey: shippingListKeys.store(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: [...shippingListKeys.store(storeId), 'list'] });
    },
  });
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
  return useQuery({
    queryKey: shippingListKeys.postJob(id ?? ''),
    queryFn: ({ signal }) => shippingListsApi.postJob(id ?? '', signal),
    enabled: !!id,
    retry: false,
    staleTime: 0,
  });
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
