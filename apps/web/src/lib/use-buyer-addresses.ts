import { buyerAddressCalls } from '@songdee/shared/address-book/buyer-address.calls';
import type { BuyerAddressInput } from '@songdee/shared/address-book/buyer-address.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';
import type { PageQuery } from './use-list-params';

/**
 * The signed-in user's own address book: checkout saves to it and picks from it (the saved-address
 * picker reads it under this key), the account page manages it. Its pages share the picker's `savedAddresses` keys.
 */
export const BUYER_ADDRESSES_KEY = 'buyer';

export const buyerAddressesApi = {
  list: (params: PageQuery, signal?: AbortSignal) => callApi(buyerAddressCalls.list, { query: params, signal }),
  /** One key per submission, so a double click or a retried request saves one address. */
  create: (input: BuyerAddressInput, idempotencyKey: string) => callApi(buyerAddressCalls.create, { body: input, idempotencyKey }),
  update: (id: string, input: BuyerAddressInput) => callApi(buyerAddressCalls.update, { params: { id }, body: input }),
  remove: (id: string) => callApi(buyerAddressCalls.remove, { params: { id } }),
};

export function useBuyerAddresses(params: Required<PageQuery>) {
  return useQuery({
    queryKey: queryKeys.savedAddresses.list(BUYER_ADDRESSES_KEY, params),
    queryFn: ({ signal }) => buyerAddressesApi.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

function useBuyerAddressMutation<V, R>(fn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.savedAddresses.scope(BUYER_ADDRESSES_KEY) }),
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
