import type { Paged } from '@songdee/shared/common/list.schema';
import { api } from './api-client';

/** A store's address in the API (`/api/stores/{storeId}`); its records live under it. */
export const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;

/**
 * The calls every record a store keeps has (invoices, shipping lists, reservations) under
 * `/api/stores/{storeId}/{segment}`: a page of summaries, one record, create, update and delete. `create` sends the
 * submission's Idempotency-Key when given, so a double click or a retried request makes one record.
 */
export function storeRecordsApi<Summary, Detail, Input, Query extends Partial<Record<string, string | number | boolean | null>>>(
  segment: string,
) {
  const collection = (storeId: string) => `${storePath(storeId)}/${segment}`;
  const record = (storeId: string, id: string) => `${collection(storeId)}/${encodeURIComponent(id)}`;
  return {
    /** The record's own address (its sub-resources hang off it). */
    recordPath: record,
    list: (storeId: string, params: Query, signal?: AbortSignal) =>
      api.get<Paged<Summary>>(collection(storeId), { query: { ...params }, signal }),
    get: (storeId: string, id: string, signal?: AbortSignal) => api.get<Detail>(record(storeId, id), { signal }),
    create: (storeId: string, input: Input, idempotencyKey?: string) =>
      api.post<Detail>(collection(storeId), input, idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : undefined),
    update: (storeId: string, id: string, input: Input) => api.put<Detail>(record(storeId, id), input),
    remove: (storeId: string, id: string) => api.delete<void>(record(storeId, id)),
  };
}
