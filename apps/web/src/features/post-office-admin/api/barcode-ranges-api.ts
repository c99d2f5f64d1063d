import type { BarcodeRange, BarcodeRangeInput, BarcodeRangeListQuery } from '@songdee/shared/barcode-range/barcode-range.schema';
import type { Paged } from '@songdee/shared/common/list.schema';
import { api } from '../../../lib/api-client';

const path = '/api/admin/barcode-ranges';

/** The central admin's S10 barcode ranges: list, add (once per form opening), retire. */
export const barcodeRangesApi = {
  list: (params: BarcodeRangeListQuery, signal?: AbortSignal) => api.get<Paged<BarcodeRange>>(path, { query: { ...params }, signal }),
  add: ({ input, idempotencyKey }: { input: BarcodeRangeInput; idempotencyKey?: string }) =>
    api.post<BarcodeRange>(path, input, { headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined }),
  retire: (id: string) => api.post<BarcodeRange>(`${path}/${encodeURIComponent(id)}/retire`),
};
