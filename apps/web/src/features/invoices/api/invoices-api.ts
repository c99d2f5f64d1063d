import { invoiceCalls } from '@songdee/shared/invoice/invoice.calls';
import type { Invoice, InvoiceInput, InvoiceListQuery } from '@songdee/shared/invoice/invoice.schema';
import { callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

export type { Invoice, InvoiceInput };

const params = (storeId: string, invoiceId: string) => ({ storeId, invoiceId });

/**
 * The service-fee invoice calls (spec 1 section 2 "Invoice list", "Invoice wizard", "Invoice view"); store owner only.
 * `create` makes a DRAFT_FOR_INVOICE with the next INV number (the server prices every order by its weight); `update`
 * replaces a draft's orders and weights.
 */
export const invoicesApi = {
  list: (storeId: string, query: InvoiceListQuery, signal?: AbortSignal) =>
    callApi(invoiceCalls.list, { params: { storeId }, query, signal }),
  get: (storeId: string, invoiceId: string, signal?: AbortSignal) =>
    callApi(invoiceCalls.get, { params: params(storeId, invoiceId), signal }),
  create: (storeId: string, body: InvoiceInput, idempotencyKey?: string) =>
    callApi(invoiceCalls.create, { params: { storeId }, body, idempotencyKey }),
  update: (storeId: string, invoiceId: string, body: InvoiceInput) =>
    callApi(invoiceCalls.update, { params: params(storeId, invoiceId), body }),
  remove: (storeId: string, invoiceId: string) => callApi(invoiceCalls.remove, { params: params(storeId, invoiceId) }),
  /** Paid orders on no invoice; the orders of the draft being edited are NOT among them. */
  availableForInvoice: (storeId: string, query: PageQuery, signal?: AbortSignal) =>
    callApi(invoiceCalls.availableForInvoice, { params: { storeId }, query, signal }),
  /** DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; final. */
  confirm: (storeId: string, invoiceId: string) => callApi(invoiceCalls.confirm, { params: params(storeId, invoiceId) }),
};
