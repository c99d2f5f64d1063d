import type { InvoiceListQuery } from '@songdee/shared/invoice/invoice.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PageParams } from '../../orders/api/orders-api';
import { type Invoice, type InvoiceInput, invoiceKeys, invoicesApi } from './invoices-api';

export function useInvoices(storeId: string, params: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(storeId, params),
    queryFn: ({ signal }) => invoicesApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useInvoice(storeId: string, invoiceId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.detail(storeId, invoiceId ?? ''),
    queryFn: ({ signal }) => invoicesApi.get(storeId, invoiceId ?? '', signal),
    enabled: !!invoiceId,
    retry: false,
    staleTime: 0,
  });
}

export function useAvailableForInvoice(storeId: string, params: PageParams) {
  return useQuery({
    queryKey: invoiceKeys.available(storeId, params),
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
      if (invoice) queryClient.setQueryData(invoiceKeys.detail(storeId, invoice.id), invoice);
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.store(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: [...invoiceKeys.store(storeId), 'list'] });
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
