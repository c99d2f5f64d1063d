import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { invoiceInputSchema, invoiceListQuerySchema, invoiceOrderChoiceSchema, invoiceRowSchema, invoiceSchema } from './invoice.schema';

const { call, base, record } = storeRecordCalls(['Invoices'], '/api/stores/:storeId/invoices', 'invoiceId');

/** Service-fee invoices (store owner only): list, choose orders, draft, edit, confirm, delete, view. */
export const invoiceCalls = {
  list: call.list(base, invoiceRowSchema, {
    description: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
    querystring: invoiceListQuerySchema,
  }),
  create: call.store(
    'POST',
    base,
    { 201: invoiceSchema },
    {
      description: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
      body: invoiceInputSchema,
      headers: idempotencyHeaders,
    },
  ),
  get: call.record('GET', record, { 200: invoiceSchema }),
  update: call.record(
    'PUT',
    record,
    { 200: invoiceSchema },
    { description: 'Replaces a draft’s orders and weights; fees are priced again.', body: invoiceInputSchema },
  ),
  remove: call.record('DELETE', record, noContentResponse, { description: 'Deletes a draft; its orders may be billed again.' }),
  availableForInvoice: call.list('/api/stores/:storeId/orders/availableForInvoice', invoiceOrderChoiceSchema, {
    description: 'Paid orders (PENDING_TO_BE_PACKED and every later status) on no invoice; searchString matches the order code.',
  }),
  confirm: call.record(
    'POST',
    `${record}/confirm`,
    { 200: invoiceSchema },
    { description: 'DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; no longer editable.' },
  ),
};
