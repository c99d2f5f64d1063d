import type { ImportRow } from '@songdee/shared/address-book/address-book.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AddressBookKind, addressBookApi, bookKeys } from '../../../lib/address-book-api';

export function useReadSpreadsheet(kind: AddressBookKind) {
  return useMutation({ mutationFn: (file: File) => addressBookApi.readSpreadsheet(kind, file) });
}

export function useSaveImportedRows(storeId: string, kind: AddressBookKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: ImportRow[]) => addressBookApi.saveImportedRows(storeId, kind, rows),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bookKeys(kind).scope(storeId) }),
  });
}
