import { codVolumeCalls } from '@songdee/shared/cod/cod.calls';
import { geoCalls } from '@songdee/shared/geo/geo.calls';
import { mailingCalls } from '@songdee/shared/mailing/mailing.calls';
import { postOfficeReportCalls as officeCalls, storeReportCalls as storeCalls } from '@songdee/shared/report/report.calls';
import { callApi, pathOf } from '../../../lib/api-client';

/** A report's filters as the API reads them (empty values left out of a link). */
export type ReportQuery = Record<string, string | number | undefined>;

/** The filters a download link carries: empty values left out. */
const filled = (query: ReportQuery): ReportQuery =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));

/** A list report's filters without its page: what its Excel file holds (every row of the same filters). */
const withoutPaging = ({ page, size, ...filters }: ReportQuery) => filled(filters);

/** The three store PDFs (spec 2 section 7: startdate and endDate in MM/dd/yyyy). */
const STORE_DOCUMENTS = {
  ordersummary: storeCalls.orderDocument,
  productsummary: storeCalls.productDocument,
  deliverysummary: storeCalls.deliveryDocument,
} as const;
export type StoreDocument = keyof typeof STORE_DOCUMENTS;

/** The report calls: the store owner's charts and PDFs, and the post office's statistics and exports. */
export const reportsApi = {
  summaryByMonth: (storeId: string, year: number, signal?: AbortSignal) =>
    callApi(storeCalls.summaryByMonth, { params: { storeId }, query: { year }, signal }),
  bestSellers: (storeId: string, year: number | undefined, signal?: AbortSignal) =>
    callApi(storeCalls.bestSellers, { params: { storeId }, query: { year }, signal }),
  storeDeliveries: (storeId: string, year: number, signal?: AbortSignal) =>
    callApi(storeCalls.deliveryCounts, { params: { storeId }, query: { year }, signal }),
  /** The store's ready-to-send boxes per size (the reservations module's StockRemainPromptPost). */
  stockRemain: (storeId: string, signal?: AbortSignal) => callApi(mailingCalls.stockReport, { params: { storeId }, signal }),
  storeDocumentUrl: (storeId: string, doc: StoreDocument, startdate: string, endDate: string) =>
    pathOf(STORE_DOCUMENTS[doc], { storeId }, filled({ startdate, endDate })),

  scope: (signal?: AbortSignal) => callApi(officeCalls.scope, { signal }),
  outlets: (signal?: AbortSignal) => callApi(geoCalls.outletsNotCentral, { signal }),
  allDeliveries: (query: { year: number; outletId?: string }, signal?: AbortSignal) =>
    callApi(officeCalls.countAllDelivery, { query, signal }),
  mailings: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.mailings, { query, signal }),
  mailingExcelUrl: (query: ReportQuery) => pathOf(officeCalls.mailingsExcel, {}, withoutPaging(query)),
  stores: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.stores, { query, signal }),
  storeExcelUrl: (query: ReportQuery) => pathOf(officeCalls.storesExcel, {}, withoutPaging(query)),
  users: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.users, { query, signal }),
  userExcelUrl: (query: ReportQuery) => pathOf(officeCalls.usersExcel, {}, withoutPaging(query)),
  payments: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.payments, { query, signal }),
  paymentExcelUrl: (query: ReportQuery) => pathOf(officeCalls.payments, {}, filled({ ...query, type: 'excel' })),
  reserves: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.reserves, { query, signal }),
  codVolumes: (query: ReportQuery, signal?: AbortSignal) => callApi(codVolumeCalls.volumes, { query, signal }),
  codVolumesExcelUrl: (query: ReportQuery) => pathOf(codVolumeCalls.volumes, {}, filled({ ...query, type: 'excel' })),
  reserveExcelUrl: (query: ReportQuery) => pathOf(officeCalls.reserves, {}, filled({ ...query, type: 'excel' })),
  deliveryByAdmin: (query: ReportQuery, signal?: AbortSignal) => callApi(officeCalls.deliveryByAdmin, { query, signal }),
  deliveryByAdminFileUrl: (query: ReportQuery, type: 'pdf' | 'excel') =>
    pathOf(officeCalls.deliveryByAdminDocument, {}, filled({ ...query, type: type === 'excel' ? 'excel' : undefined })),
};
