import type { ImportRow } from '@songdee/shared/address-book/address-book.schema';
import { addressImportCalls } from '@songdee/shared/address-book/address-import.calls';
import { useMutation } from '@tanstack/react-query';
import { type AddressBookKind, bookKeys } from '../../../lib/address-book-api';
import { callApi, pathOf } from '../../../lib/api-client';
import { useRefreshingMutation, useSubmissionCall } from '../../../lib/queries';

/** A spreadsheet row as POST /upload/excel returns it, with its problems already translated. */
export interface CheckedImportRow extends Required<ImportRow> {
  errors: Array<{ field: string; code: string; message: string }>;
}

const saveCalls = { ship: addressImportCalls.saveShip, send: addressImportCalls.saveSend };

export const importApi = {
  /** Reads a spreadsheet into rows for the import dialog; the server saves nothing yet. */
  readSpreadsheet: (kind: AddressBookKind, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(addressImportCalls.readSheet, { query: { kind }, body: form });
  },
  /**
   * Saves the rows confirmed in the dialog: all of them, or none (issues come back as `rows.<index>.<field>`); once
   * per submission (`idempotencyKey`), so a double click or a resend does not save the rows twice.
   */
  saveImportedRows: (storeId: string, kind: AddressBookKind, rows: ImportRow[], idempotencyKey: string) =>
    callApi(saveCalls[kind], { params: { storeId }, body: { rows }, idempotencyKey }),
  templateUrl: (kind: AddressBookKind) => pathOf(addressImportCalls.template, { kind }),
};

export function useReadSpreadsheet(kind: AddressBookKind) {
  return useMutation({ mutationFn: (file: File) => importApi.readSpreadsheet(kind, file) });
}

export function useSaveImportedRows(storeId: string, kind: AddressBookKind) {
  const save = useSubmissionCall((rows: ImportRow[], key: string) => importApi.saveImportedRows(storeId, kind, rows, key));
  return useRefreshingMutation(save, bookKeys(kind).scope(storeId));
}
