import { storeReportCalls as calls } from '@songdee/shared/report/report.calls';
import type { FastifyInstance } from 'fastify';
import { wordedReportPdf as reportPdf } from '../../lib/pdf/report-pdf';
import { pdf, routesOf, storeRoute } from '../../lib/route-handlers';
import type { StoreReportsService } from './store-reports.service';

/** The store owner's charts and PDFs (spec 2 "Store reports"); another store's id is 403, never data. */
export async function storeReportsRoutes(app: FastifyInstance, opts: { reports: StoreReportsService }) {
  const { reports } = opts;
  const route = routesOf(app);

  // The charts: each reads one year of the store (the best sellers' year may be left out: every year).
  route(storeRoute(calls.summaryByMonth), (actor, req) => reports.summaryByMonth(actor, req.params.storeId, req.query.year));
  route(storeRoute(calls.bestSellers), (actor, req) => reports.bestSellers(actor, req.params.storeId, req.query.year));
  route(storeRoute(calls.deliveryCounts), (actor, req) => reports.deliveryCounts(actor, req.params.storeId, req.query.year));

  route.raw(
    storeRoute(calls.orderDocument),
    pdf('order-report.pdf', async (actor, req) =>
      reportPdf(await reports.orderDocument(actor, req.params.storeId, req.query), req.lang, req.era),
    ),
  );
  route.raw(
    storeRoute(calls.productDocument),
    pdf('product-report.pdf', async (actor, req) =>
      reportPdf(await reports.productDocument(actor, req.params.storeId, req.query), req.lang, req.era),
    ),
  );
  route.raw(
    storeRoute(calls.deliveryDocument),
    pdf('delivery-report.pdf', async (actor, req) =>
      reportPdf(await reports.deliveryDocument(actor, req.params.storeId, req.query), req.lang, req.era),
    ),
  );
}
