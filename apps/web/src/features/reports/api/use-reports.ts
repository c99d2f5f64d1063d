import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { type ReportQuery, reportsApi } from './reports-api';

const keys = queryKeys.reports;
/** Report figures change as orders and parcels come in: fresh for a minute, and the last figures stay on screen while new ones load. */
const options = { staleTime: 60_000, placeholderData: keepPreviousData } as const;

export const useSalesSummary = (storeId: string, year: number) =>
  useQuery({
    queryKey: keys.part(storeId, 'summarybymonth', year),
    queryFn: ({ signal }) => reportsApi.summaryByMonth(storeId, year, signal),
    ...options,
  });

export const useBestSellers = (storeId: string, year: number | undefined) =>
  useQuery({
    queryKey: keys.part(storeId, 'countproductitem', year ?? 'all'),
    queryFn: ({ signal }) => reportsApi.bestSellers(storeId, year, signal),
    ...options,
  });

export const useStoreDeliveries = (storeId: string, year: number) =>
  useQuery({
    queryKey: keys.part(storeId, 'countdelivery', year),
    queryFn: ({ signal }) => reportsApi.storeDeliveries(storeId, year, signal),
    ...options,
  });

export const useStockRemain = (storeId: string) =>
  useQuery({
    queryKey: keys.part(storeId, 'StockRemainPromptPost'),
    queryFn: ({ signal }) => reportsApi.stockRemain(storeId, signal),
    ...options,
  });

const POST_OFFICE = 'post-office';

export const useReportScope = () =>
  useQuery({ queryKey: keys.part(POST_OFFICE, 'scope'), queryFn: ({ signal }) => reportsApi.scope(signal), staleTime: Infinity });

export const useOutlets = (enabled: boolean) =>
  useQuery({
    queryKey: keys.part(POST_OFFICE, 'outlets'),
    queryFn: ({ signal }) => reportsApi.outlets(signal),
    enabled,
    staleTime: 30 * 60_000,
  });

export const useAllDeliveries = (query: { year: number; outletId?: string }) =>
  useQuery({
    queryKey: keys.part(POST_OFFICE, 'countalldelivery', query),
    queryFn: ({ signal }) => reportsApi.allDeliveries(query, signal),
    ...options,
  });

/** A listed report's page for the reader's filters and paging. */
const useListReport = <T>(name: string, fetch: (query: ReportQuery, signal?: AbortSignal) => Promise<T>, query: ReportQuery) =>
  useQuery({ queryKey: keys.list(`${POST_OFFICE}-${name}`, query), queryFn: ({ signal }) => fetch(query, signal), ...options });

export const useMailingReport = (query: ReportQuery) => useListReport('mailings', reportsApi.mailings, query);
export const useStoreReport = (query: ReportQuery) => useListReport('stores', reportsApi.stores, query);
export const useUserReport = (query: ReportQuery) => useListReport('users', reportsApi.users, query);

/** Range reports load once the reader chose valid dates (`query` null until then). */
const useRangeFigures = <T>(part: string, fetch: (query: ReportQuery, signal?: AbortSignal) => Promise<T>, query: ReportQuery | null) =>
  useQuery({
    queryKey: keys.part(POST_OFFICE, part, query),
    queryFn: ({ signal }) => fetch(query ?? {}, signal),
    enabled: query !== null,
    ...options,
  });

export const usePayReport = (query: ReportQuery | null) => useRangeFigures('getallpay', reportsApi.payments, query);
export const useDeliveryByAdmin = (query: ReportQuery | null) => useRangeFigures('deliverybyadmin', reportsApi.deliveryByAdmin, query);
export const useReserveReport = (query: ReportQuery | null) => useRangeFigures('getallreserve', reportsApi.reserves, query);
export const useCodVolumes = (query: ReportQuery | null) => useRangeFigures('cod', reportsApi.codVolumes, query);
