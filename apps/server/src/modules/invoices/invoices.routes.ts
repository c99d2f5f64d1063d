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
import { localize } from '../../lib/i18n';
import { requireActor, signedIn } from '../auth/actor';
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
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
        params: storeParamsSchema,
        querystring: invoiceListQuerySchema,
        response: { 200: pagedSchema(invoiceRowSchema) },
      },
    },
    async (req) => localize(await invoices.list(requireActor(req), req.params.storeId, req.query), req.lang),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForInvoice',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Paid orders (PENDING_TO_BE_PACKED and every later status) on no invoice; searchString matches the order code.',
        params: storeParamsSchema,
        querystring: listQuerySchema,
        response: { 200: pagedSchema(invoiceOrderChoiceSchema) },
      },
    },
    async (req) => localize(await invoices.availableForInvoice(requireActor(req), req.params.storeId, req.query), req.lang),
  );

  typed.post(
    base,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
        params: storeParamsSchema,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (req, reply) => reply.code(201).send(localize(await invoices.create(requireActor(req), req.params.storeId, req.body), req.lang)),
  );

  typed.get(`${base}/:invoiceId`, { onRequest: signedIn, schema: { tags, params: invoiceParams, response: detail } }, async (req) =>
    localize(await invoices.get(requireActor(req), req.params.storeId, req.params.invoiceId), req.lang),
  );

  typed.put(
    `${base}/:invoiceId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Replaces a draft’s orders and weights; fees are priced again.',
        params: invoiceParams,
        body: invoiceInputSchema,
        response: detail,
      },
    },
    async (req) => localize(await invoices.update(requireActor(req), req.params.storeId, req.params.invoiceId, req.body), req.lang),
  );

  typed.post(
    `${base}/:invoiceId/confirm`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; no longer editable.',
        params: invoiceParams,
        response: detail,
      },
    },
    async (req) => localize(await invoices.confirm(requireActor(req), req.params.storeId, req.params.invoiceId), req.lang),
  );

  typed.delete(
    `${base}/:invoiceId`,
    { onRequest: signedIn, schema: { tags, description: 'Deletes a draft; its orders may be billed again.', params: invoiceParams } },
    async (req, reply) => {
      await invoices.delete(requireActor(req), req.params.storeId, req.params.invoiceId);
      return reply.code(204).send();
    },
  );
}
