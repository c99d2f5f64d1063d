import type { Paged } from '@songdee/shared/common/list.schema';
import type { Invoice, InvoiceInput, InvoiceListQuery, InvoiceOrderChoice, InvoiceRow } from '@songdee/shared/invoice/invoice.schema';
import { api } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

export type { Invoice, InvoiceInput, InvoiceOrderChoice, InvoiceRow };

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;
const invoicePath = (storeId: string, invoiceId: string) => `${storePath(storeId)}/invoices/${encodeURIComponent(invoiceId)}`;

/** The service-fee invoice calls (spec 1 section 2 "Invoice list", "Invoice wizard", "Invoice view"); store owner only. */
export const invoicesApi = {
  list: (storeId: string, params: InvoiceListQuery, signal?: AbortSignal) =>
    api.get<Paged<InvoiceRow>>(`${storePath(storeId)}/invoices`, { query: { ...params }, signal }),
  /** Paid orders on no invoice; the orders of the draft being edited are NOT among them. */
  availableForInvoice: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<InvoiceOrderChoice>>(`${storePath(storeId)}/orders/availableForInvoice`, { query: { ...params }, signal }),
  get: (storeId: string, invoiceId: string, signal?: AbortSignal) => api.get<Invoice>(invoicePath(storeId, invoiceId), { signal }),
  /** A new DRAFT_FOR_INVOICE with the next INV number; the server prices every order by its weight. */
  create: (storeId: string, input: InvoiceInput, idempotencyKey: string) =>
    api.post<Invoice>(`${storePath(storeId)}/invoices`, input, { idempotencyKey }),
  /** Replaces a draft's orders and weights. */
  update: (storeId: string, invoiceId: string, input: InvoiceInput) => api.put<Invoice>(invoicePath(storeId, invoiceId), input),
  /** DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; final. */
  confirm: (storeId: string, invoiceId: string) => api.post<Invoice>(`${invoicePath(storeId, invoiceId)}/confirm`),
  remove: (storeId: string, invoiceId: string) => api.delete<void>(invoicePath(storeId, invoiceId)),
};
