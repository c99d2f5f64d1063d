import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceOrderChoiceSchema,
  invoiceRowSchema,
  invoiceSchema,
} from '@songdee/shared/invoice/invoice.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, localized, noContent, signedInRoute } from '../../lib/route-handlers';
import type { InvoicesService } from './invoices.service';

const invoiceParams = storeRecordParamsSchema('invoiceId');
const tags = ['Invoices'];
const base = '/api/stores/:storeId/invoices';
const detail = { 200: invoiceSchema };

/** Service-fee invoices (store owner only): list, choose orders, draft, edit, confirm, delete, view. */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    signedInRoute({
      tags,
      description: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
      params: storeParamsSchema,
      querystring: invoiceListQuerySchema,
      response: { 200: pagedSchema(invoiceRowSchema) },
    }),
    localized((actor, req) => invoices.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForInvoice',
    signedInRoute({
      tags,
      description: 'Paid orders (PENDING_TO_BE_PACKED and every later status) on no invoice; searchString matches the order code.',
      params: storeParamsSchema,
      querystring: listQuerySchema,
      response: { 200: pagedSchema(invoiceOrderChoiceSchema) },
    }),
    localized((actor, req) => invoices.availableForInvoice(actor, req.params.storeId, req.query)),
  );

  typed.post(
    base,
    signedInRoute({
      tags,
      description: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
      params: storeParamsSchema,
      body: invoiceInputSchema,
      response: { 201: invoiceSchema },
    }),
    created((actor, req) => invoices.create(actor, req.params.storeId, req.body)),
  );

  typed.get(
    `${base}/:invoiceId`,
    signedInRoute({ tags, params: invoiceParams, response: detail }),
    localized((actor, req) => invoices.get(actor, req.params.storeId, req.params.invoiceId)),
  );

  typed.put(
    `${base}/:invoiceId`,
    signedInRoute({
      tags,
      description: 'Replaces a draft’s orders and weights; fees are priced again.',
      params: invoiceParams,
      body: invoiceInputSchema,
      response: detail,
    }),
    localized((actor, req) => invoices.update(actor, req.params.storeId, req.params.invoiceId, req.body)),
  );

  typed.post(
    `${base}/:invoiceId/confirm`,
    signedInRoute({
      tags,
      description: 'DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; no longer editable.',
      params: invoiceParams,
      response: detail,
    }),
    localized((actor, req) => invoices.confirm(actor, req.params.storeId, req.params.invoiceId)),
  );

  typed.delete(
    `${base}/:invoiceId`,
    signedInRoute({ tags, description: 'Deletes a draft; its orders may be billed again.', params: invoiceParams }),
    noContent((actor, req) => invoices.delete(actor, req.params.storeId, req.params.invoiceId)),
  );
}
