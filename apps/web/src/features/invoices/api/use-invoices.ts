import type { InvoiceListQuery } from '@songdee/shared/invoice/invoice.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { type Invoice, type InvoiceInput, invoicesApi } from './invoices-api';

export function useInvoices(storeId: string, params: InvoiceListQuery) {
  return useQuery({
    queryKey: queryKeys.invoices.list(storeId, params),
    queryFn: ({ signal }) => invoicesApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInvoice(storeId: string, invoiceId: string | null) {
  return useQuery({
    queryKey: queryKeys.invoices.detail(storeId, invoiceId ?? ''),
    queryFn: ({ signal }) => invoicesApi.get(storeId, invoiceId ?? '', signal),
    enabled: !!invoiceId,
    retry: false,
    staleTime: 0,
  });
}

export function useAvailableForInvoice(storeId: string, params: PageQuery) {
  return useQuery({
    queryKey: queryKeys.invoices.part(storeId, 'available', params),
    queryFn: ({ signal }) => invoicesApi.availableForInvoice(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The answer replaces the cached invoice; lists and choosable orders are refetched when next shown. */
function useInvoiceMutation<TInput, TResult extends Invoice | undefined>(storeId: string, call: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (invoice) => {
      if (invoice) queryClient.setQueryData(queryKeys.invoices.detail(storeId, invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.scope(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.part(storeId, 'list') });
    },
  });
}

/** Drafts a new invoice (no id) or replaces a draft's orders and weights. */
export function useSaveInvoice(storeId: string) {
  return useInvoiceMutation(storeId, ({ invoiceId, input }: { invoiceId: string | null; input: InvoiceInput }) =>
    invoiceId ? invoicesApi.update(storeId, invoiceId, input) : invoicesApi.create(storeId, input),
  );
}

export function useConfirmInvoice(storeId: string) {
  return useInvoiceMutation(storeId, (invoiceId: string) => invoicesApi.confirm(storeId, invoiceId));
}

export function useDeleteInvoice(storeId: string) {
  return useInvoiceMutation(storeId, (invoiceId: string) => invoicesApi.remove(storeId, invoiceId).then(() => undefined));
}
