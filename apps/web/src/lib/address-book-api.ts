import {
  type RecipientAddress,
  type RecipientAddressInput,
  recipientAddressInputSchema,
  type SenderAddress,
  type SenderAddressInput,
  senderAddressInputSchema,
} from '@songdee/shared/address-book/address-book.schema';
import { recipientCalls } from '@songdee/shared/address-book/recipients.calls';
import { senderCalls } from '@songdee/shared/address-book/senders.calls';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type { z } from 'zod';
import { callApi } from './api-client';
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

/** The calls both books share, by book. */
type BookCalls = {
  [K in AddressBookKind]: {
    list: (storeId: string, query: ListQuery, signal?: AbortSignal) => Promise<Paged<BookAddress[K]>>;
    get: (storeId: string, id: string, signal?: AbortSignal) => Promise<BookAddress[K]>;
    create: (storeId: string, body: BookInput[K]) => Promise<BookAddress[K]>;
    update: (storeId: string, id: string, body: BookInput[K]) => Promise<BookAddress[K]>;
    remove: (storeId: string, id: string) => Promise<undefined>;
  };
};

const bookCalls: BookCalls = {
  send: {
    list: (storeId, query, signal) => callApi(senderCalls.list, { params: { storeId }, query, signal }),
    get: (storeId, id, signal) => callApi(senderCalls.get, { params: { storeId, id }, signal }),
    create: (storeId, body) => callApi(senderCalls.create, { params: { storeId }, body }),
    update: (storeId, id, body) => callApi(senderCalls.update, { params: { storeId, id }, body }),
    remove: (storeId, id) => callApi(senderCalls.remove, { params: { storeId, id } }),
  },
  ship: {
    list: (storeId, query, signal) => callApi(recipientCalls.list, { params: { storeId }, query, signal }),
    get: (storeId, id, signal) => callApi(recipientCalls.get, { params: { storeId, id }, signal }),
    create: (storeId, body) => callApi(recipientCalls.create, { params: { storeId }, body }),
    update: (storeId, id, body) => callApi(recipientCalls.update, { params: { storeId, id }, body }),
    remove: (storeId, id) => callApi(recipientCalls.remove, { params: { storeId, id } }),
  },
};

/** The store's address books (spec 1 section 5): the same calls for both books, by kind. */
export const addressBookApi = {
  list: <K extends AddressBookKind>(storeId: string, kind: K, params: ListQuery, signal?: AbortSignal) =>
    bookCalls[kind].list(storeId, params, signal),
  get: <K extends AddressBookKind>(storeId: string, kind: K, id: string, signal?: AbortSignal) => bookCalls[kind].get(storeId, id, signal),
  /** Creates (no id) or updates. */
  save: <K extends AddressBookKind>(storeId: string, kind: K, id: string | undefined, input: BookInput[K]) =>
    id ? bookCalls[kind].update(storeId, id, input) : bookCalls[kind].create(storeId, input),
  delete: (storeId: string, kind: AddressBookKind, id: string) => bookCalls[kind].remove(storeId, id),
  /** Recipients only: several at once (DELETE .../ship/multiple). */
  deleteRecipients: (storeId: string, ids: string[]) => callApi(recipientCalls.removeMany, { params: { storeId }, body: { ids } }),
  markSenderAsDefault: (storeId: string, id: string) => callApi(senderCalls.markAsDefault, { params: { storeId, id } }),
  /** A page of the store's recipients, for the saved-address picker. */
  listRecipients: (storeId: string, query: ListQuery, signal?: AbortSignal) =>
    callApi(recipientCalls.list, { params: { storeId }, query, signal }),
};
