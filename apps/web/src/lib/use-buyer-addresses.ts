import type { BuyerAddress, BuyerAddressInput } from '@songdee/shared/address-book/buyer-address.schema';
import type { Paged } from '@songdee/shared/common/list.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import type { PageQuery } from './use-list-params';

/**
 * The signed-in user's own address book: checkout saves to it and picks from it (the saved-address
 * picker reads this path), the account page manages it. Its pages share the picker's `savedAddresses` keys.
 */
export const BUYER_ADDRESSES_PATH = '/api/Account/addresses';
const one = (id: string) => `${BUYER_ADDRESSES_PATH}/${encodeURIComponent(id)}`;

const buyerAddressesApi = {
  list: (params: PageQuery, signal?: AbortSignal) => api.get<Paged<BuyerAddress>>(BUYER_ADDRESSES_PATH, { query: { ...params }, signal }),
  /** One key per submission, so a double click or a retried request saves one address. */
  create: (input: BuyerAddressInput, idempotencyKey: string) =>
    api.post<BuyerAddress>(BUYER_ADDRESSES_PATH, input, { headers: { 'Idempotency-Key': idempotencyKey } }),
  update: (id: string, input: BuyerAddressInput) => api.put<BuyerAddress>(one(id), input),
  remove: (id: string) => api.delete<void>(one(id)),
};

export function useBuyerAddresses(params: Required<PageQuery>) {
  return useQuery({
    queryKey: queryKeys.savedAddresses.list(BUYER_ADDRESSES_PATH, params),
    queryFn: ({ signal }) => buyerAddressesApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

function useBuyerAddressMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.savedAddresses.scope(BUYER_ADDRESSES_PATH) }),
  });
}

export const useCreateBuyerAddress = () =>
  useBuyerAddressMutation(({ input, idempotencyKey }: { input: BuyerAddressInput; idempotencyKey: string }) =>
    buyerAddressesApi.create(input, idempotencyKey),
  );

export const useUpdateBuyerAddress = () =>
  useBuyerAddressMutation(({ id, input }: { id: string; input: BuyerAddressInput }) => buyerAddressesApi.update(id, input));

export const useDeleteBuyerAddress = () => useBuyerAddressMutation((id: string) => buyerAddressesApi.remove(id));

/** A form's receiver values without the store-book link (the buyer's book is not a store's recipient). */
export const toBuyerAddressInput = ({ shipAddressId: _, ...input }: BuyerAddressInput & { shipAddressId?: unknown }): BuyerAddressInput =>
  input;
