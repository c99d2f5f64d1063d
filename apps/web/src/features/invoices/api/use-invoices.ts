import type { InvoiceListQuery } from '@songdee/shared/invoice/invoice.schema';
import { useDocumentMutation, usePageQuery, useRecordQuery, useSubmissionCall } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { type Invoice, type InvoiceInput, invoicesApi } from './invoices-api';

export function useInvoices(storeId: string, params: InvoiceListQuery) {
  return usePageQuery(queryKeys.invoices.list(storeId, params), (signal) => invoicesApi.list(storeId, params, signal));
}

export function useInvoice(storeId: string, invoiceId: string | null) {
  return useRecordQuery(
    queryKeys.invoices.detail(storeId, invoiceId ?? ''),
    invoiceId,
    (signal) => invoicesApi.get(storeId, invoiceId ?? '', signal),
    {
      retry: false,
    },
  );
}

export function useAvailableForInvoice(storeId: string, params: PageQuery) {
  return usePageQuery(queryKeys.invoices.part(storeId, 'available', params), (signal) =>
    invoicesApi.availableForInvoice(storeId, params, signal),
  );
}

/** The answer replaces the cached invoice; lists and choosable orders are refetched when next shown. */
function useInvoiceMutation<TInput, TResult extends Invoice | undefined>(storeId: string, call: (input: TInput) => Promise<TResult>) {
  return useDocumentMutation(queryKeys.invoices, storeId, call);
}

/** Drafts a new invoice (no id) or replaces a draft's orders and weights. */
export function useSaveInvoice(storeId: string) {
  const save = useSubmissionCall(({ invoiceId, input }: { invoiceId: string | null; input: InvoiceInput }, key: string) =>
    invoiceId ? invoicesApi.update(storeId, invoiceId, input) : invoicesApi.create(storeId, input, key),
  );
  return useInvoiceMutation(storeId, save);
}

export function useConfirmInvoice(storeId: string) {
  return useInvoiceMutation(storeId, (invoiceId: string) => invoicesApi.confirm(storeId, invoiceId));
}

export function useDeleteInvoice(storeId: string) {
  return useInvoiceMutation(storeId, (invoiceId: string) => invoicesApi.remove(storeId, invoiceId).then(() => undefined));
}
