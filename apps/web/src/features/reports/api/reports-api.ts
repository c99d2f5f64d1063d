import type { Paged } from '@songdee/shared/common/list.schema';
import type { Outlet } from '@songdee/shared/geo/geo.schema';
import type {
  DeliveryByAdmin,
  DeliveryCount,
  MailingReportRow,
  PayReport,
  ProductSales,
  ReportScope,
  ReserveReport,
  SalesSummary,
  StoreReportRow,
  UserReportRow,
} from '@songdee/shared/report/report.schema';
import type { StockRow } from '@songdee/shared/reserve/reserve.schema';
import { api } from '../../../lib/api-client';

export type {
  DeliveryByAdmin,
  DeliveryCount,
  MailingReportRow,
  PayReport,
  ProductSales,
  ReportScope,
  ReserveReport,
  SalesSummary,
  StoreReportRow,
  UserReportRow,
};

type Query = Record<string, string | number | undefined>;

/** A URL with its query, leaving out empty values (the address of a download link). */
export function withQuery(path: string, query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const storeReports = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}/reports`;

/** The three store PDFs (spec 2 section 7: startdate and endDate in MM/dd/yyyy). */
export const STORE_DOCUMENTS = {
  ordersummary: 'OrderByStoreReport',
  productsummary: 'ProductByStoreReport',
  deliverysummary: 'DeliveryByStoreReport',
} as const;
export type StoreDocument = keyof typeof STORE_DOCUMENTS;

/** The report calls: the store owner's charts and PDFs, and the post office's statistics and exports. */
export const reportsApi = {
  summaryByMonth: (storeId: string, year: number, signal?: AbortSignal) =>
    api.get<SalesSummary>(`${storeReports(storeId)}/summarybymonth`, { query: { year }, signal }),
  bestSellers: (storeId: string, year: number | undefined, signal?: AbortSignal) =>
    api.get<ProductSales[]>(`${storeReports(storeId)}/countproductitem`, { query: { year }, signal }),
  storeDeliveries: (storeId: string, year: number, signal?: AbortSignal) =>
    api.get<DeliveryCount[]>(`${storeReports(storeId)}/countdelivery`, { query: { year }, signal }),
  /** The store's ready-to-send boxes per size (the reservations module's StockRemainPromptPost). */
  stockRemain: (storeId: string, signal?: AbortSignal) => api.get<StockRow[]>(`${storeReports(storeId)}/StockRemainPromptPost`, { signal }),
  storeDocumentUrl: (storeId: string, doc: StoreDocument, startdate: string, endDate: string) =>
    withQuery(`${storeReports(storeId)}/${STORE_DOCUMENTS[doc]}`, { startdate, endDate }),

  scope: (signal?: AbortSignal) => api.get<ReportScope>('/api/reports/scope', { signal }),
  outlets: (signal?: AbortSignal) => api.get<Outlet[]>('/api/outlets/getnotcenter', { signal }),
  allDeliveries: (query: { year: number; outletId?: string }, signal?: AbortSignal) =>
    api.get<DeliveryCount[]>('/api/reports/countalldelivery', { query, signal }),
  mailings: (query: Query, signal?: AbortSignal) => api.get<Paged<MailingReportRow>>('/api/reports/getallmailing', { query, signal }),
  mailingExcelUrl: (query: Query) => withQuery('/api/reports/getallmailing/excel', query),
  stores: (query: Query, signal?: AbortSignal) => api.get<Paged<StoreReportRow>>('/api/reports/getallstore', { query, signal }),
  storeExcelUrl: (query: Query) => withQuery('/api/reports/getallstore/excel', query),
  users: (query: Query, signal?: AbortSignal) => api.get<Paged<UserReportRow>>('/api/reports/getalluser', { query, signal }),
  userExcelUrl: (query: Query) => withQuery('/api/reports/users/excel', query),
  payments: (query: Query, signal?: AbortSignal) => api.get<PayReport>('/api/reports/getallpay', { query, signal }),
  paymentExcelUrl: (query: Query) => withQuery('/api/reports/getallpay', { ...query, type: 'excel' }),
  reserves: (query: Query, signal?: AbortSignal) => api.get<ReserveReport>('/api/reports/getallreserve', { query, signal }),
  reserveExcelUrl: (query: Query) => withQuery('/api/reports/getallreserve', { ...query, type: 'excel' }),
  deliveryByAdmin: (query: Query, signal?: AbortSignal) => api.get<DeliveryByAdmin>('/api/reports/deliverybyadmin', { query, signal }),
  deliveryByAdminFileUrl: (query: Query, type: 'pdf' | 'excel') =>
    withQuery('/api/stores/1/reports/DeliveryByAdminReport', { ...query, type: type === 'excel' ? 'excel' : undefined }),
};
