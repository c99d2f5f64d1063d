import { orderImportCalls } from '@songdee/shared/order-import/order-import.calls';
import type { OrderImportPreviewInput, OrderImportSaveInput } from '@songdee/shared/order-import/order-import.schema';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRefreshingMutation, useSubmissionCall } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Orders from a spreadsheet: upload (the server reads and keeps the rows for a day), the store's saved column
 * mappings, the preview of every row, and the save (all rows or none, once per submission).
 */
const orderImportApi = {
  upload: (storeId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(orderImportCalls.upload, { params: { storeId }, body: form });
  },
  mappings: (storeId: string, signal?: AbortSignal) => callApi(orderImportCalls.mappings, { params: { storeId }, signal }),
  preview: (storeId: string, body: OrderImportPreviewInput) => callApi(orderImportCalls.preview, { params: { storeId }, body }),
  save: (storeId: string, body: OrderImportSaveInput, idempotencyKey: string) =>
    callApi(orderImportCalls.save, { params: { storeId }, body, idempotencyKey }),
};

/**
 * The import screen's calls: the saved mappings, the upload, the preview, and the save, which refreshes the store's
 * orders (the list, and the saved mappings with them) and is sent once per submission.
 */
export function useOrderImport(storeId: string) {
  const save = useSubmissionCall((body: OrderImportSaveInput, key: string) => orderImportApi.save(storeId, body, key));
  return {
    mappings: useQuery({
      queryKey: queryKeys.orders.part(storeId, 'import-mappings'),
      queryFn: ({ signal }) => orderImportApi.mappings(storeId, signal),
    }),
    uploadFile: useMutation({ mutationFn: (file: File) => orderImportApi.upload(storeId, file) }),
    check: useMutation({ mutationFn: (body: OrderImportPreviewInput) => orderImportApi.preview(storeId, body) }),
    save: useRefreshingMutation(save, queryKeys.orders.scope(storeId)),
  };
}
