import { barcodeRangeCalls } from '@songdee/shared/barcode-range/barcode-range.calls';
import type { BarcodeRangeInput, BarcodeRangeListQuery } from '@songdee/shared/barcode-range/barcode-range.schema';
import { callApi } from '../../../lib/api-client';

/** The central admin's S10 barcode ranges: list, add (once per form opening), retire. */
export const barcodeRangesApi = {
  list: (query: BarcodeRangeListQuery, signal?: AbortSignal) => callApi(barcodeRangeCalls.list, { query, signal }),
  add: ({ input, idempotencyKey }: { input: BarcodeRangeInput; idempotencyKey?: string }) =>
    callApi(barcodeRangeCalls.add, { body: input, idempotencyKey }),
  retire: (id: string) => callApi(barcodeRangeCalls.retire, { params: { id } }),
};
