import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import type {
  BarcodeStock,
  Mailing,
  MailingAddress,
  MailingAddressInput,
  MailingListQuery,
  PublishMailingsRequest,
  PublishResult,
  TrackingSyncResult,
  TrackingSyncState,
} from '@songdee/shared/mailing/mailing.schema';
import { api } from '../../../lib/api-client';
import { storePath } from '../../../lib/store-records-api';

/** The track list, mailing list and print picker's query: the shared one, its filters optional. */
export type MailingListParams = ListQuery & Partial<Omit<MailingListQuery, keyof ListQuery>>;

export interface PrintLot {
  id: string;
  mailingCount: number;
  createdAt: string;
}

export const mailingsApi = {
  publish: (storeId: string, input: PublishMailingsRequest) => api.post<PublishResult>(`${storePath(storeId)}/mailings`, input),
  list: (storeId: string, params: MailingListParams, signal?: AbortSignal) =>
    api.get<Paged<Mailing>>(`${storePath(storeId)}/mailings`, { query: { ...params }, signal }),
  history: (storeId: string, params: ListQuery, signal?: AbortSignal) =>
    api.get<Paged<Mailing>>(`${storePath(storeId)}/mailings/history`, { query: { ...params }, signal }),
  address: (storeId: string, mailingId: string, signal?: AbortSignal) =>
    api.get<MailingAddress>(`${storePath(storeId)}/mailings/${encodeURIComponent(mailingId)}/address`, { signal }),
  updateAddress: (storeId: string, mailingId: string, input: MailingAddressInput) =>
    api.put<Mailing>(`${storePath(storeId)}/mailings/${encodeURIComponent(mailingId)}`, input),
  remove: (storeId: string, mailingId: string) => api.delete<void>(`${storePath(storeId)}/mailings/${encodeURIComponent(mailingId)}`),
  createPrintLot: (storeId: string, mailingIds: string[]) => api.post<PrintLot>(`${storePath(storeId)}/mailingLots`, { mailingIds }),
  barcodeStock: (storeId: string, signal?: AbortSignal) => api.get<BarcodeStock[]>(`${storePath(storeId)}/stockbarcode`, { signal }),
  syncTracking: (storeId: string) => api.post<TrackingSyncResult>(`${storePath(storeId)}/mailings/update-tracking-status`),
  /** The store's last sync and whether the quota holds syncing back (reads only). */
  trackingState: (storeId: string, signal?: AbortSignal) =>
    api.get<TrackingSyncState>(`${storePath(storeId)}/mailings/update-tracking-status`, { signal }),
};

/** Label PDFs open in a window (spec 2: "printing (opened in a window)"); the session cookie goes along. */
export const labelUrls = {
  byBarcodes: (storeId: string, barcodes: readonly string[], labelOption: number) =>
    `${storePath(storeId)}/printmailings?${new URLSearchParams({ mailingBarcode: barcodes.join(','), LabelOption: String(labelOption) })}`,
  byLot: (storeId: string, lotId: string, labelOption: number) =>
    `${storePath(storeId)}/printmailings/mailingBarcode?${new URLSearchParams({ mailingLotId: lotId, LabelOption: String(labelOption) })}`,
};
