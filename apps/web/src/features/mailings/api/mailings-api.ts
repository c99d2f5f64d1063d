import type { ListQuery } from '@songdee/shared/common/list.schema';
import type { LabelChoice } from '@songdee/shared/mailing/label-print.schema';
import { labelCalls } from '@songdee/shared/mailing/labels.calls';
import { mailingCalls } from '@songdee/shared/mailing/mailing.calls';
import type { MailingAddressInput, MailingListQuery, PublishMailingsRequest } from '@songdee/shared/mailing/mailing.schema';
import { callApi, pathOf } from '../../../lib/api-client';

/** The track list, mailing list and print picker's query: the shared one, its filters optional. */
export type MailingListParams = ListQuery & Partial<Omit<MailingListQuery, keyof ListQuery>>;

export const mailingsApi = {
  publish: (storeId: string, body: PublishMailingsRequest) => callApi(mailingCalls.publish, { params: { storeId }, body }),
  list: (storeId: string, query: MailingListParams, signal?: AbortSignal) =>
    callApi(mailingCalls.list, { params: { storeId }, query, signal }),
  history: (storeId: string, query: ListQuery, signal?: AbortSignal) =>
    callApi(mailingCalls.history, { params: { storeId }, query, signal }),
  address: (storeId: string, mailingId: string, signal?: AbortSignal) =>
    callApi(mailingCalls.address, { params: { storeId, mailingId }, signal }),
  updateAddress: (storeId: string, mailingId: string, body: MailingAddressInput) =>
    callApi(mailingCalls.updateAddress, { params: { storeId, mailingId }, body }),
  remove: (storeId: string, mailingId: string) => callApi(mailingCalls.remove, { params: { storeId, mailingId } }),
  createPrintLot: (storeId: string, mailingIds: string[]) =>
    callApi(mailingCalls.createPrintLot, { params: { storeId }, body: { mailingIds } }),
  barcodeStock: (storeId: string, signal?: AbortSignal) => callApi(mailingCalls.barcodeStock, { params: { storeId }, signal }),
  syncTracking: (storeId: string) => callApi(mailingCalls.syncTracking, { params: { storeId } }),
  /** The store's last sync and whether the quota holds syncing back (reads only). */
  trackingState: (storeId: string, signal?: AbortSignal) => callApi(mailingCalls.trackingState, { params: { storeId }, signal }),
};

/** Label PDFs open in a window (spec 2: "printing (opened in a window)"); the session cookie goes along. */
export const labelUrls = {
  byBarcodes: (storeId: string, barcodes: readonly string[], choice: LabelChoice) =>
    pathOf(labelCalls.byBarcode, { storeId }, { mailingBarcode: barcodes.join(','), ...choice }),
  byLot: (storeId: string, lotId: string, choice: LabelChoice) => pathOf(labelCalls.byLot, { storeId }, { mailingLotId: lotId, ...choice }),
};
