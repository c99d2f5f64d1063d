import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import {
  invoiceInputSchema,
  invoiceListQuerySchema,
  invoiceOrderChoiceSchema,
  invoiceRowSchema,
  invoiceSchema,
} from '@songdee/shared/invoice/invoice.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { InvoicesService } from './invoices.service';

const storeParams = z.object({ storeId: z.string().min(1).max(64) });
const invoiceParams = storeParams.extend({ invoiceId: z.uuid() });
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
      schema: {
        tags,
        description: 'Invoices newest first; searchString matches the invoice number or an order code; 10 per page.',
        params: storeParams,
        querystring: invoiceListQuerySchema,
        response: { 200: pagedSchema(invoiceRowSchema) },
      },
    },
    async (req) => invoices.list(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForInvoice',
    {
      schema: {
        tags,
        description: 'Paid orders (PENDING_TO_BE_PACKED and every later status) on no invoice; searchString matches the order code.',
        params: storeParams,
        querystring: listQuerySchema,
        response: { 200: pagedSchema(invoiceOrderChoiceSchema) },
      },
    },
    async (req) => invoices.availableForInvoice(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  typed.post(
    base,
    {
      schema: {
        tags,
        description: 'A DRAFT_FOR_INVOICE invoice (INV-00001...); each order is priced by its delivery option’s rates for the weight.',
        params: storeParams,
        body: invoiceInputSchema,
        response: { 201: invoiceSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await invoices.create(requireActor(req), req.params.storeId, req.body, req.lang)),
  );

  typed.get(`${base}/:invoiceId`, { schema: { tags, params: invoiceParams, response: detail } }, async (req) =>
    invoices.get(requireActor(req), req.params.storeId, req.params.invoiceId, req.lang),
  );

  typed.put(
    `${base}/:invoiceId`,
    {
      schema: {
        tags,
        description: 'Replaces a draft’s orders and weights; fees are priced again.',
        params: invoiceParams,
        body: invoiceInputSchema,
        response: detail,
      },
    },
    async (req) => invoices.update(requireActor(req), req.params.storeId, req.params.invoiceId, req.body, req.lang),
  );

  typed.post(
    `${base}/:invoiceId/confirm`,
    {
      schema: {
        tags,
        description: 'DRAFT_FOR_INVOICE -> CONFIRM_FOR_INVOICE; no longer editable.',
        params: invoiceParams,
        response: detail,
      },
    },
    async (req) => invoices.confirm(requireActor(req), req.params.storeId, req.params.invoiceId, req.lang),
  );

  typed.delete(
    `${base}/:invoiceId`,
    { schema: { tags, description: 'Deletes a draft; its orders may be billed again.', params: invoiceParams } },
    async (req, reply) => {
      await invoices.delete(requireActor(req), req.params.storeId, req.params.invoiceId);
      return reply.code(204).send();
    },
  );
}
