import type { Paged } from '@songdee/shared/common/list.schema';
import type { Outlet } from '@songdee/shared/geo/geo.schema';
import type * as Report from '@songdee/shared/report/report.schema';
import type { StockRow } from '@songdee/shared/reserve/reserve.schema';
import { api } from '../../../lib/api-client';

/** A report's filters as the API reads them (empty values left out of a link). */
export type ReportQuery = Record<string, string | number | undefined>;

/** A URL with its query, leaving out empty values (the address of a download link). */
function withQuery(path: string, query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** A list report's filters without its page: what its Excel file holds (every row of the same filters). */
const withoutPaging = ({ page, size, ...filters }: ReportQuery) => filters;

const storeReports = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}/reports`;

/** The three store PDFs (spec 2 section 7: startdate and endDate in MM/dd/yyyy). */
const STORE_DOCUMENTS = {
  ordersummary: 'OrderByStoreReport',
  productsummary: 'ProductByStoreReport',
  deliverysummary: 'DeliveryByStoreReport',
} as const;
export type StoreDocument = keyof typeof STORE_DOCUMENTS;

/** The report calls: the store owner's charts and PDFs, and the post office's statistics and exports. */
export const reportsApi = {
  summaryByMonth: (storeId: string, year: number, signal?: AbortSignal) =>
    api.get<Report.SalesSummary>(`${storeReports(storeId)}/summarybymonth`, { query: { year }, signal }),
  bestSellers: (storeId: string, year: number | undefined, signal?: AbortSignal) =>
    api.get<Report.ProductSales[]>(`${storeReports(storeId)}/countproductitem`, { query: { year }, signal }),
  storeDeliveries: (storeId: string, year: number, signal?: AbortSignal) =>
    api.get<Report.DeliveryCount[]>(`${storeReports(storeId)}/countdelivery`, { query: { year }, signal }),
  /** The store's ready-to-send boxes per size (the reservations module's StockRemainPromptPost). */
  stockRemain: (storeId: string, signal?: AbortSignal) => api.get<StockRow[]>(`${storeReports(storeId)}/StockRemainPromptPost`, { signal }),
  storeDocumentUrl: (storeId: string, doc: StoreDocument, startdate: string, endDate: string) =>
    withQuery(`${storeReports(storeId)}/${STORE_DOCUMENTS[doc]}`, { startdate, endDate }),

  scope: (signal?: AbortSignal) => api.get<Report.ReportScope>('/api/reports/scope', { signal }),
  outlets: (signal?: AbortSignal) => api.get<Outlet[]>('/api/outlets/getnotcenter', { signal }),
  allDeliveries: (query: { year: number; outletId?: string }, signal?: AbortSignal) =>
    api.get<Report.DeliveryCount[]>('/api/reports/countalldelivery', { query, signal }),
  mailings: (query: ReportQuery, signal?: AbortSignal) =>
    api.get<Paged<Report.MailingReportRow>>('/api/reports/getallmailing', { query, signal }),
  mailingExcelUrl: (query: ReportQuery) => withQuery('/api/reports/getallmailing/excel', withoutPaging(query)),
  stores: (query: ReportQuery, signal?: AbortSignal) =>
    api.get<Paged<Report.StoreReportRow>>('/api/reports/getallstore', { query, signal }),
  storeExcelUrl: (query: ReportQuery) => withQuery('/api/reports/getallstore/excel', withoutPaging(query)),
  users: (query: ReportQuery, signal?: AbortSignal) => api.get<Paged<Report.UserReportRow>>('/api/reports/getalluser', { query, signal }),
  userExcelUrl: (query: ReportQuery) => withQuery('/api/reports/users/excel', withoutPaging(query)),
  payments: (query: ReportQuery, signal?: AbortSignal) => api.get<Report.PayReport>('/api/reports/getallpay', { query, signal }),
  paymentExcelUrl: (query: ReportQuery) => withQuery('/api/reports/getallpay', { ...query, type: 'excel' }),
  reserves: (query: ReportQuery, signal?: AbortSignal) => api.get<Report.ReserveReport>('/api/reports/getallreserve', { query, signal }),
  reserveExcelUrl: (query: ReportQuery) => withQuery('/api/reports/getallreserve', { ...query, type: 'excel' }),
  deliveryByAdmin: (query: ReportQuery, signal?: AbortSignal) =>
    api.get<Report.DeliveryByAdmin>('/api/reports/deliverybyadmin', { query, signal }),
  deliveryByAdminFileUrl: (query: ReportQuery, type: 'pdf' | 'excel') =>
    withQuery('/api/stores/1/reports/DeliveryByAdminReport', { ...query, type: type === 'excel' ? 'excel' : undefined }),
};
