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
import { created, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { InvoicesService } from './invoices.service';

const route = storeRoutes(['Invoices'], storeRecordParamsSchema('invoiceId'));
const base = '/api/stores/:storeId/invoices';

/** Service-fee invoices (store owner only): list, choose orders, draft, edit, confirm, delete, view. */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(invoiceRowSchema, {
      description: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
      querystring: invoiceListQuerySchema,
    }),
    localized((actor, req) => invoices.list(actor, req.params.storeId, req.query)),
  );
  typed.post(
    base,
    route.store(
      { 201: invoiceSchema },
      {
        description: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
        body: invoiceInputSchema,
        headers: idempotencyHeaders,
      },
    ),
    created((actor, req) => invoices.create(actor, req.params.storeId, req.body)),
  );
  typed.get(
    `${base}/:invoiceId`,
    route.record({ 200: invoiceSchema }),
    localized((actor, req) => invoices.get(actor, req.params.storeId, req.params.invoiceId)),
  );
  typed.put(
    `${base}/:invoiceId`,
    route.record(
      { 200: invoiceSchema },
      { description: 'Replaces a draft’s orders and weights; fees are priced again.', body: invoiceInputSchema },
    ),
    localized((actor, req) => invoices.update(actor, req.params.storeId, req.params.invoiceId, req.body)),
  );
  typed.delete(
    `${base}/:invoiceId`,
    route.record(noContentResponse, { description: 'Deletes a draft; its orders may be billed again.' }),
    noContent((actor, req) => invoices.delete(actor, req.params.storeId, req.params.invoiceId)),
  );

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
