import { useMutation, useQuery } from '@tanstack/react-query';
import { submitCardPayment } from '../../../lib/card-payment-form';
import { notifyApiError } from '../../../lib/notify';
import { useDocumentMutation, usePageQuery, useRecordQuery } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { confirmReservesApi, type Reserve, type ReserveInput, type ReserveListQuery, reservesApi } from './reserves-api';

const keys = queryKeys.reserves;
/** The post office's reservations (its outlet's, or every outlet's for the central admin). */
const POST_OFFICE = 'post-office';

export function useReserves(storeId: string, params: ReserveListQuery) {
  return usePageQuery(keys.list(storeId, params), (signal) => reservesApi.list(storeId, params, signal));
}

export function useReserve(storeId: string, reserveId: string | null) {
  return useRecordQuery(keys.detail(storeId, reserveId ?? ''), reserveId, (signal) => reservesApi.get(storeId, reserveId ?? '', signal), {
    retry: false,
  });
}

export function useStock(storeId: string) {
  return useQuery({
    queryKey: keys.part(storeId, 'stock'),
    queryFn: ({ signal }) => reservesApi.stock(storeId, signal),
    staleTime: 0,
  });
}

/** Reference data the reservation screens read, fresh for five minutes; `keep` picks the entries the screen offers. */
function useReserveReference<T>(part: string, kind: string, fetch: (signal?: AbortSignal) => Promise<T[]>, keep?: (entry: T) => boolean) {
  return useQuery({
    queryKey: queryKeys.reference.part(part, kind),
    queryFn: ({ signal }) => fetch(signal),
    select: keep ? (entries: T[]) => entries.filter(keep) : undefined,
    staleTime: 5 * 60_000,
  });
}

/** Post offices for the form: those offering the ready-to-send service (`active`). */
export const useReserveOutlets = () => useReserveReference('outlets', 'not-central', reservesApi.outlets, (o) => o.active);

/** The reservation statuses (reference data), for the status filter. */
export const useReserveStatuses = () => useReserveReference('statuses', 'reserve', reservesApi.statuses);

/** The box sizes and prices of the reservable delivery option(s). */
export const useReservableOptions = () => useReserveReference('delivery-options', 'all', reservesApi.deliveryOptions, (o) => o.reserve);

/** The answer replaces the cached reservation; the store's lists are refetched when next shown. */
function useReserveMutation<TInput, TResult extends Reserve | undefined>(storeId: string, call: (input: TInput) => Promise<TResult>) {
  return useDocumentMutation(keys, storeId, call);
}

export interface SaveReserve {
  reserveId: string | null;
  input: ReserveInput;
  /** Made once per submission by the screen, so a retried create is one reservation. */
  idempotencyKey: string;
}

/** Creates (no id) or edits a reservation. */
export function useSaveReserve(storeId: string) {
  return useReserveMutation(storeId, ({ reserveId, input, idempotencyKey }: SaveReserve) =>
    reserveId ? reservesApi.update(storeId, reserveId, input) : reservesApi.create(storeId, input, idempotencyKey),
  );
}

export function useDeleteReserve(storeId: string) {
  return useReserveMutation(storeId, (reserveId: string) => reservesApi.remove(storeId, reserveId).then(() => undefined));
}

/** Fetches the signed form and posts it to the card gateway; the page is left on success. */
export function usePayReserve(storeId: string) {
  return useMutation({
    mutationFn: (reserveId: string) => reservesApi.paymentForm(storeId, reserveId),
    onSuccess: (form) => submitCardPayment(form),
    onError: notifyApiError,
  });
}

export function usePostOfficeReserves(params: ReserveListQuery) {
  return usePageQuery(keys.list(POST_OFFICE, params), (signal) => confirmReservesApi.list(params, signal));
}

export function usePostOfficeReserve(reserveId: string) {
  return useQuery({
    queryKey: keys.detail(POST_OFFICE, reserveId),
    queryFn: ({ signal }) => confirmReservesApi.get(reserveId, signal),
    retry: false,
    staleTime: 0,
  });
}

/** The clerk confirms the hand-over; the answer is the confirmed reservation. */
export function useConfirmReserve() {
  return useReserveMutation(POST_OFFICE, (reserveId: string) => confirmReservesApi.confirm(reserveId));
}
