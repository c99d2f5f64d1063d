import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import {
  deliveryCountSchema,
  optionalYearQuerySchema,
  productSalesSchema,
  salesSummarySchema,
  storeReportRangeQuerySchema,
  yearQuerySchema,
} from '@songdee/shared/report/report.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { wordedReportPdf as reportPdf } from '../../lib/pdf/report-pdf';
import { localized, pdf, storeRoutes } from '../../lib/route-handlers';
import type { Actor } from '../auth/actor';
import type { StoreReportsService } from './store-reports.service';

const tags = ['Reports'];
const route = storeRoutes(tags, storeParamsSchema);

type ChartRead = (actor: Actor, storeId: string, year: number | undefined) => Promise<unknown>;
const base = '/api/stores/:storeId/reports';

/** The store owner's charts and PDFs (spec 2 "Store reports"); another store's id is 403, never data. */
export async function storeReportsRoutes(app: FastifyInstance, opts: { reports: StoreReportsService }) {
  const { reports } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The charts: each reads one year of the store (the best sellers' year may be left out: every year). */
  const charts = [
    [
      'summarybymonth',
      'Paid orders of the year by Bangkok month (12 months, goods less discounts in satang), and the same by year.',
      yearQuerySchema,
      salesSummarySchema,
      reports.summaryByMonth,
    ],
    [
      'countproductitem',
      'Best sellers: quantity and sales per product in paid orders (of the year when given), most sold first, 20 at most.',
      optionalYearQuerySchema,
      z.array(productSalesSchema),
      reports.bestSellers,
    ],
    [
      'countdelivery',
      'The store’s parcels of the year (not cancelled) per delivery type: count, grams and postage in satang.',
      yearQuerySchema,
      z.array(deliveryCountSchema),
      reports.deliveryCounts,
    ],
  ] as const;
  for (const [name, description, querystring, response, read] of charts) {
    app.get(
      `${base}/${name}`,
      route.store({ 200: response }, { description, querystring }),
      // The params and the year are what the chart's own schemas validated (the year required unless every year may be read).
      localized((actor, req) => {
        const { params, query } = req as FastifyRequest<{ Params: { storeId: string }; Querystring: { year: number } }>;
        return (read as ChartRead)(actor, params.storeId, query.year);
      }),
    );
  }

  const documents = [
    [
      'OrderByStoreReport',
      'order-report.pdf',
      'Paid orders of the range, oldest first, with totals (A4 landscape).',
      reports.orderDocument,
    ],
    [
      'ProductByStoreReport',
      'product-report.pdf',
      'Products sold in the range’s paid orders with quantities, sales and totals.',
      reports.productDocument,
    ],
    [
      'DeliveryByStoreReport',
      'delivery-report.pdf',
      'The store’s parcels of the range per delivery type with totals.',
      reports.deliveryDocument,
    ],
  ] as const;
  for (const [name, filename, description, build] of documents) {
    typed.get(
      `${base}/${name}`,
      route.document({
        description: `${description} startdate and endDate in MM/dd/yyyy, both required.`,
        querystring: storeReportRangeQuerySchema,
      }),
      pdf(filename, async (actor, req) => reportPdf(await build(actor, req.params.storeId, req.query), req.lang, req.era)),
    );
  }
}
