import type { ListQuery } from '@songdee/shared/common/list.schema';
import { type AddressBookKind, addressBookApi, type BookInput, bookKeys } from './address-book-api';
import { usePageQuery, useRecordQuery, useRefreshingMutation } from './queries';

/** A page of a book: the store's senders (`send`) or recipients (`ship`). */
export function useAddresses<K extends AddressBookKind>(kind: K, storeId: string, params: ListQuery) {
  return usePageQuery(bookKeys(kind).list(storeId, params), (signal) => addressBookApi.list(storeId, kind, params, signal));
}

export function useAddress<K extends AddressBookKind>(kind: K, storeId: string, id: string | undefined) {
  return useRecordQuery(bookKeys(kind).detail(storeId, id ?? ''), id, (signal) => addressBookApi.get(storeId, kind, id ?? '', signal));
}

/** Every change to a book refreshes its lists (the default flag and the order can move). */
const book = (kind: AddressBookKind, storeId: string) => bookKeys(kind).scope(storeId);

/** Creates, or updates the address `id`. */
export function useSaveAddress<K extends AddressBookKind>(kind: K, storeId: string, id: string | undefined) {
  return useRefreshingMutation((input: BookInput[K]) => addressBookApi.save(storeId, kind, id, input), book(kind, storeId));
}

export function useDeleteSender(storeId: string) {
  return useRefreshingMutation((id: string) => addressBookApi.delete(storeId, 'send', id), book('send', storeId), 'settled');
}

export function useMarkSenderAsDefault(storeId: string) {
  return useRefreshingMutation((id: string) => addressBookApi.markSenderAsDefault(storeId, id), book('send', storeId));
}

/** One id goes through the single delete; several through DELETE .../ship/multiple. */
export function useDeleteRecipients(storeId: string) {
  return useRefreshingMutation(
    async (ids: string[]) => {
      if (ids.length === 1 && ids[0]) {
        await addressBookApi.delete(storeId, 'ship', ids[0]);
        return { deleted: 1 };
      }
      return addressBookApi.deleteRecipients(storeId, ids);
    },
    book('ship', storeId),
    'settled',
  );
}
