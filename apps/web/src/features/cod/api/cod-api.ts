import { codCalls } from '@songdee/shared/cod/cod.calls';
import type { CodState } from '@songdee/shared/cod/cod-rules';
import { useQuery } from '@tanstack/react-query';
import { callApi, pathOf } from '../../../lib/api-client';

/** A store's cash-on-delivery figures and parcels (store owner only), and the Excel export's address. */
const codApi = {
  summary: (storeId: string, signal?: AbortSignal) => callApi(codCalls.summary, { params: { storeId }, signal }),
  list: (storeId: string, state: CodState | undefined, signal?: AbortSignal) =>
    callApi(codCalls.list, { params: { storeId }, query: { page: 1, size: 100, searchString: '', ...(state ? { state } : {}) }, signal }),
  excelUrl: (storeId: string, state: CodState | undefined) => pathOf(codCalls.excel, { storeId }, state ? { state } : {}),
};

export const codExcelUrl = codApi.excelUrl;

export const useCodSummary = (storeId: string) =>
  useQuery({ queryKey: ['cod', storeId, 'summary'], queryFn: ({ signal }) => codApi.summary(storeId, signal) });

export const useCodParcels = (storeId: string, state: CodState | undefined) =>
  useQuery({ queryKey: ['cod', storeId, 'list', state ?? 'all'], queryFn: ({ signal }) => codApi.list(storeId, state, signal) });
