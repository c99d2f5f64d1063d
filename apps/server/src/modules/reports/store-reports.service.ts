import {
  BEST_SELLER_LIMIT,
  type DeliveryCount,
  type ProductSales,
  type SalesSummary,
  type StoreReportRangeQuery,
} from '@songdee/shared/report/report.schema';
import { bangkokDayRange, bangkokYearRange } from '@songdee/shared/report/report-dates';
import type { CodedReport } from '../../lib/pdf/report-pdf';
import { type Coded, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { StoresService } from '../stores/stores.service';
import {
  baht,
  day,
  deliveryName,
  documentColumns,
  documentHeader,
  int,
  listNote,
  MAX_DOCUMENT_ROWS,
  r,
  rangeText,
  totalsOf,
} from './report-format';
import type { StoreReportsRepository } from './store-reports.repository';

export type ReportDocument = CodedReport;

/** The store owner's reports: sales by month and year, best sellers, parcels per delivery type, and three PDFs. */
export function createStoreReportsService(deps: {
  repo: StoreReportsRepository;
  stores: Pick<StoresService, 'assertOwner'>;
  now: () => Date;
}) {
  const { repo, stores } = deps;

  const withNames = (rows: Array<Omit<DeliveryCount, 'name'>>): Coded<DeliveryCount>[] =>
    rows.map((row) => ({ ...row, name: deliveryName(row.deliveryOptionId) }));

  /**
   * A store PDF of the range: only the owner's, headed by the range and the store's name; `body` reads the rows of
   * the range's Bangkok days.
   */
  async function rangeDocument(
    actor: Actor,
    storeId: string,
    q: StoreReportRangeQuery,
    body: (span: ReturnType<typeof bangkokDayRange>) => Promise<Omit<ReportDocument, 'header'>>,
  ): Promise<ReportDocument> {
    const store = await stores.assertOwner(actor, storeId);
    const header = documentHeader(rangeText(q.startdate, q.endDate), r('doc.store'), store.name, deps.now());
    return { header, ...(await body(bangkokDayRange(q.startdate, q.endDate))) };
  }

  const deliveryDocument = (actor: Actor, storeId: string, q: StoreReportRangeQuery) =>
    rangeDocument(actor, storeId, q, async (span) => {
      const rows = await repo.storeDeliveryCounts(storeId, span);
      const sum = totalsOf(rows, ['count', 'weight', 'cost']);
      return {
        title: r('delivery.title'),
        columns: documentColumns([
          ['doc.no', 0.08],
          ['delivery.service', 0.38],
          ['delivery.parcels', 0.16, 'right'],
          ['delivery.weight', 0.18, 'right'],
          ['delivery.cost', 0.2, 'right'],
        ]),
        rows: rows.map((row, i) => [String(i + 1), deliveryName(row.deliveryOptionId), int(row.count), int(row.weight), baht(row.cost)]),
        totals: ['', r('doc.total'), int(sum.count), int(sum.weight), baht(sum.cost)],
        note: listNote(rows.length, rows.length),
      };
    });

  return {
    async summaryByMonth(actor: Actor, storeId: string, year: number): Promise<SalesSummary> {
      await stores.assertOwner(actor, storeId);
      const [months, years] = await Promise.all([repo.salesByMonth(storeId, bangkokYearRange(year)), repo.salesByYear(storeId)]);
      const byMonth = new Map(months.map((m) => [m.month, m]));
      return {
        year,
        months: Array.from({ length: 12 }, (_, i) => {
          const m = byMonth.get(i + 1);
          return { month: i + 1, orderCount: m?.orderCount ?? 0, sales: m?.sales ?? 0 };
        }),
        years,
      };
    },

    async bestSellers(actor: Actor, storeId: string, year: number | undefined): Promise<ProductSales[]> {
      await stores.assertOwner(actor, storeId);
      return repo.productSales(storeId, year ? bangkokYearRange(year) : {}, BEST_SELLER_LIMIT);
    },

    async deliveryCounts(actor: Actor, storeId: string, year: number): Promise<Coded<DeliveryCount>[]> {
      await stores.assertOwner(actor, storeId);
      return withNames(await repo.storeDeliveryCounts(storeId, bangkokYearRange(year)));
    },

    /** OrderByStoreReport: the paid orders of the range, oldest first, with their totals. */
    orderDocument: (actor: Actor, storeId: string, q: StoreReportRangeQuery) =>
      rangeDocument(actor, storeId, q, async (span) => {
        const [totals, rows] = await Promise.all([repo.orderTotals(storeId, span), repo.orderRows(storeId, span, MAX_DOCUMENT_ROWS)]);
        return {
          title: r('orders.title'),
          landscape: true,
          columns: documentColumns([
            ['doc.no', 0.05],
            ['orders.date', 0.09],
            ['orders.order', 0.13],
            ['orders.buyer', 0.17],
            ['orders.status', 0.16],
            ['orders.qty', 0.08, 'right'],
            ['orders.goods', 0.11, 'right'],
            ['orders.fee', 0.1, 'right'],
            ['orders.amount', 0.11, 'right'],
          ]),
          rows: rows.map((o, i) => [
            String(i + 1),
            day(o.createdAt),
            o.name,
            o.buyer,
            text(`reference.statuses.order.${o.statusKey}`),
            int(o.qty),
            baht(o.goods),
            baht(o.fee),
            baht(o.goods + o.fee),
          ]),
          totals: [
            '',
            '',
            r('orders.totalOrders', { count: int(totals.orderCount) }),
            '',
            '',
            int(totals.qty),
            baht(totals.goods),
            baht(totals.fee),
            baht(totals.goods + totals.fee),
          ],
          note: listNote(totals.orderCount, rows.length),
        };
      }),

    /** ProductByStoreReport: every product sold in the range's paid orders, most sold first, with totals. */
    productDocument: (actor: Actor, storeId: string, q: StoreReportRangeQuery) =>
      rangeDocument(actor, storeId, q, async (span) => {
        const all = await repo.productSales(storeId, span);
        const rows = all.slice(0, MAX_DOCUMENT_ROWS);
        const sum = totalsOf(all, ['quantity', 'sales']);
        return {
          title: r('products.title'),
          columns: documentColumns([
            ['doc.no', 0.08],
            ['products.product', 0.5],
            ['products.qty', 0.2, 'right'],
            ['products.sales', 0.22, 'right'],
          ]),
          rows: rows.map((p, i) => [String(i + 1), p.name, int(p.quantity), baht(p.sales)]),
          totals: ['', r('products.totalProducts', { count: int(all.length) }), int(sum.quantity), baht(sum.sales)],
          note: listNote(all.length, rows.length),
        };
      }),

    /** DeliveryByStoreReport: the store's parcels of the range per delivery type, with totals. */
    deliveryDocument,
  };
}

export type StoreReportsService = ReturnType<typeof createStoreReportsService>;
