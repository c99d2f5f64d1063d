import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceOrderChoiceSchema,
  invoiceRowSchema,
  invoiceSchema,
} from '@songdee/shared/invoice/invoice.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localized, storeRecordRoutes, storeRoutes } from '../../lib/route-handlers';
import type { InvoicesService } from './invoices.service';

const route = storeRoutes(['Invoices'], storeRecordParamsSchema('invoiceId'));
const base = '/api/stores/:storeId/invoices';

/** Service-fee invoices (store owner only): list, choose orders, draft, edit, confirm, delete, view. */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  storeRecordRoutes(app, route, base, 'invoiceId', {
    service: invoices,
    row: invoiceRowSchema,
    detail: invoiceSchema,
    input: invoiceInputSchema,
    query: invoiceListQuerySchema,
    create: 'created',
    describe: {
      list: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
      create: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
      update: 'Replaces a draft’s orders and weights; fees are priced again.',
      delete: 'Deletes a draft; its orders may be billed again.',
    },
  });

  typed.get(
    '/api/stores/:storeId/orders/availableForInvoice',
    route.list(invoiceOrderChoiceSchema, {
      description: 'Paid orders (PENDING_TO_BE_PACKED and every later status) on no invoice; searchString matches the order code.',
    }),
    localized((actor, req) => invoices.availableForInvoice(actor, req.params.storeId, req.query)),
  );

  typed.post(
    `${base}/:invoiceId/confirm`,
    route.record({ 200: invoiceSchema }, { description: 'DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; no longer editable.' }),
    localized((actor, req) => invoices.confirm(actor, req.params.storeId, req.params.invoiceId)),
  );
}
