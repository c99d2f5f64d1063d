import type { Paged } from '@songdee/shared/common/list.schema';
import type { Invoice, InvoiceInput, InvoiceListQuery, InvoiceOrderChoice, InvoiceRow } from '@songdee/shared/invoice/invoice.schema';
import { api } from '../../../lib/api-client';
import { storePath, storeRecordsApi } from '../../../lib/store-records-api';
import type { PageQuery } from '../../../lib/use-list-params';

export type { Invoice, InvoiceInput, InvoiceOrderChoice };

const records = storeRecordsApi<InvoiceRow, Invoice, InvoiceInput, InvoiceListQuery>('invoices');

/**
 * The service-fee invoice calls (spec 1 section 2 "Invoice list", "Invoice wizard", "Invoice view"); store owner only.
 * `create` makes a DRAFT_FOR_INVOICE with the next INV number (the server prices every order by its weight); `update`
 * replaces a draft's orders and weights.
 */
export const invoicesApi = {
  ...records,
  /** Paid orders on no invoice; the orders of the draft being edited are NOT among them. */
  availableForInvoice: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<InvoiceOrderChoice>>(`${storePath(storeId)}/orders/availableForInvoice`, { query: { ...params }, signal }),
  /** DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; final. */
  confirm: (storeId: string, invoiceId: string) => api.post<Invoice>(`${records.recordPath(storeId, invoiceId)}/confirm`),
};
