import type { BarcodeRangeListQuery } from '@songdee/shared/barcode-range/barcode-range.schema';
import { usePageQuery, useRefreshingMutation } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { barcodeRangesApi } from './barcode-ranges-api';

const ADMIN = 'admin';

export const useBarcodeRanges = (params: BarcodeRangeListQuery) =>
  usePageQuery(queryKeys.barcodeRanges.list(ADMIN, params), (signal) => barcodeRangesApi.list(params, signal));
export const useAddBarcodeRange = () => useRefreshingMutation(barcodeRangesApi.add, queryKeys.barcodeRanges.all);
export const useRetireBarcodeRange = () => useRefreshingMutation(barcodeRangesApi.retire, queryKeys.barcodeRanges.all, 'settled');
