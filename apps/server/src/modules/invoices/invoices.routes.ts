import { invoiceCalls } from '@songdee/shared/invoice/invoice.calls';
import type { FastifyInstance } from 'fastify';
import { routesOf, storeRoute } from '../../lib/route-handlers';
import type { InvoicesService } from './invoices.service';

/** Service-fee invoices (store owner only): list, choose orders, draft, edit, confirm, delete, view. */
export async function invoicesRoutes(app: FastifyInstance, opts: { invoices: InvoicesService }) {
  const { invoices } = opts;
  const route = routesOf(app);

  route(storeRoute(invoiceCalls.list), (actor, req) => invoices.list(actor, req.params.storeId, req.query));
  route(storeRoute(invoiceCalls.create), (actor, req) => invoices.create(actor, req.params.storeId, req.body));
  route(storeRoute(invoiceCalls.get), (actor, req) => invoices.get(actor, req.params.storeId, req.params.invoiceId));
  route(storeRoute(invoiceCalls.update), (actor, req) => invoices.update(actor, req.params.storeId, req.params.invoiceId, req.body));
  route(storeRoute(invoiceCalls.remove), (actor, req) => invoices.delete(actor, req.params.storeId, req.params.invoiceId));
  route(storeRoute(invoiceCalls.availableForInvoice), (actor, req) => invoices.availableForInvoice(actor, req.params.storeId, req.query));
  route(storeRoute(invoiceCalls.confirm), (actor, req) => invoices.confirm(actor, req.params.storeId, req.params.invoiceId));
}
