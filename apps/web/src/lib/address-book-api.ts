import {
  type RecipientAddress,
  type RecipientAddressInput,
  recipientAddressInputSchema,
  type SenderAddress,
  type SenderAddressInput,
  senderAddressInputSchema,
} from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type { z } from 'zod';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Which book: `send` holds senders, `ship` recipients (the spec's path segments). */
export type AddressBookKind = 'send' | 'ship';

/** A book's saved address and what a form sends, by book. */
export interface BookAddress {
  send: SenderAddress;
  ship: RecipientAddress;
}
export interface BookInput {
  send: SenderAddressInput;
  ship: RecipientAddressInput;
}
/** What each book's form sends, checked on the screen with the server's own schema. */
export const bookInputSchemas: { [K in AddressBookKind]: z.ZodType<BookInput[K], unknown> & { shape: object } } = {
  send: senderAddressInputSchema,
  ship: recipientAddressInputSchema,
};

/** The key factory of a book: senders or recipients. */
export const bookKeys = (kind: AddressBookKind) => (kind === 'send' ? queryKeys.senders : queryKeys.recipients);

export const bookPath = (storeId: string, kind: AddressBookKind, id?: string) =>
  `/api/stores/${encodeURIComponent(storeId)}/address/${kind}${id ? `/${encodeURIComponent(id)}` : ''}`;

/** The store's address books (spec 1 section 5): the same calls for both books, by kind. */
export const addressBookApi = {
  list: <K extends AddressBookKind>(storeId: string, kind: K, params: ListQuery, signal?: AbortSignal) =>
    api.get<Paged<BookAddress[K]>>(bookPath(storeId, kind), { query: { ...params }, signal }),
  get: <K extends AddressBookKind>(storeId: string, kind: K, id: string, signal?: AbortSignal) =>
    api.get<BookAddress[K]>(bookPath(storeId, kind, id), { signal }),
  /** Creates (no id) or updates. */
  save: <K extends AddressBookKind>(storeId: string, kind: K, id: string | undefined, input: BookInput[K]) =>
    id ? api.put<BookAddress[K]>(bookPath(storeId, kind, id), input) : api.post<BookAddress[K]>(bookPath(storeId, kind), input),
  delete: (storeId: string, kind: AddressBookKind, id: string) => api.delete<void>(bookPath(storeId, kind, id)),
  /** Recipients only: several at once (DELETE .../ship/multiple). */
  deleteRecipients: (storeId: string, ids: string[]) =>
    api.delete<{ deleted: number }>(`${bookPath(storeId, 'ship')}/multiple`, { body: { ids } }),
  markSenderAsDefault: (storeId: string, id: string) => api.put<SenderAddress>(`${bookPath(storeId, 'send', id)}/markAsDefault`),
};
