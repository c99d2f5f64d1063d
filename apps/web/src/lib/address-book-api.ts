import type {
  ImportRow,
  RecipientAddress,
  RecipientAddressInput,
  SenderAddress,
  SenderAddressInput,
} from '@songdee/shared/address-book/address-book.schema';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Which book: `send` holds senders, `ship` recipients (the spec's path segments). */
export type AddressBookKind = 'send' | 'ship';

/** A spreadsheet row as POST /upload/excel returns it, with its problems already translated. */
export interface CheckedImportRow extends Required<ImportRow> {
  errors: Array<{ field: string; code: string; message: string }>;
}

/** The key factory of a book: senders or recipients. */
export const bookKeys = (kind: AddressBookKind) => (kind === 'send' ? queryKeys.senders : queryKeys.recipients);

const bookPath = (storeId: string, kind: AddressBookKind) => `/api/stores/${encodeURIComponent(storeId)}/address/${kind}`;

export const addressBookApi = {
  listSenders: (storeId: string, params: ListQuery, signal?: AbortSignal) =>
    api.get<Paged<SenderAddress>>(bookPath(storeId, 'send'), { query: { ...params }, signal }),
  getSender: (storeId: string, id: string, signal?: AbortSignal) =>
    api.get<SenderAddress>(`${bookPath(storeId, 'send')}/${encodeURIComponent(id)}`, { signal }),
  createSender: (storeId: string, input: SenderAddressInput) => api.post<SenderAddress>(bookPath(storeId, 'send'), input),
  updateSender: (storeId: string, id: string, input: SenderAddressInput) =>
    api.put<SenderAddress>(`${bookPath(storeId, 'send')}/${encodeURIComponent(id)}`, input),
  deleteSender: (storeId: string, id: string) => api.delete<void>(`${bookPath(storeId, 'send')}/${encodeURIComponent(id)}`),
  markSenderAsDefault: (storeId: string, id: string) =>
    api.put<SenderAddress>(`${bookPath(storeId, 'send')}/${encodeURIComponent(id)}/markAsDefault`),

  listRecipients: (storeId: string, params: ListQuery, signal?: AbortSignal) =>
    api.get<Paged<RecipientAddress>>(bookPath(storeId, 'ship'), { query: { ...params }, signal }),
  getRecipient: (storeId: string, id: string, signal?: AbortSignal) =>
    api.get<RecipientAddress>(`${bookPath(storeId, 'ship')}/${encodeURIComponent(id)}`, { signal }),
  createRecipient: (storeId: string, input: RecipientAddressInput) => api.post<RecipientAddress>(bookPath(storeId, 'ship'), input),
  updateRecipient: (storeId: string, id: string, input: RecipientAddressInput) =>
    api.put<RecipientAddress>(`${bookPath(storeId, 'ship')}/${encodeURIComponent(id)}`, input),
  deleteRecipient: (storeId: string, id: string) => api.delete<void>(`${bookPath(storeId, 'ship')}/${encodeURIComponent(id)}`),
  deleteRecipients: (storeId: string, ids: string[]) =>
    api.delete<{ deleted: number }>(`${bookPath(storeId, 'ship')}/multiple`, { body: { ids } }),

  /** Reads a spreadsheet into rows for the import dialog; the server saves nothing yet. */
  readSpreadsheet: (kind: AddressBookKind, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<{ rows: CheckedImportRow[] }>('/upload/excel', form, { query: { kind } });
  },
  /** Saves the rows confirmed in the dialog: all of them, or none (issues come back as `rows.<index>.<field>`). */
  saveImportedRows: (storeId: string, kind: AddressBookKind, rows: ImportRow[]) =>
    api.post<{ saved: number }>(`${bookPath(storeId, kind)}/multiple`, { rows }),
  templateUrl: (kind: AddressBookKind) => `/api/address/templates/${kind}`,
};
