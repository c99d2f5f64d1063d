import { geoCalls } from '@songdee/shared/geo/geo.calls';
import type { Outlet } from '@songdee/shared/geo/geo.schema';
import { mailingCalls } from '@songdee/shared/mailing/mailing.calls';
import { deliveryReferenceCalls, statusCalls } from '@songdee/shared/reference/reference.calls';
import { confirmReserveCalls, reserveCalls } from '@songdee/shared/reserve/reserve.calls';
import type { Reserve, ReserveInput, ReserveListQuery } from '@songdee/shared/reserve/reserve.schema';
import { callApi } from '../../../lib/api-client';

export type { Outlet, Reserve, ReserveInput, ReserveListQuery };

/** The seller's reservation calls (spec 2 section 7 "Reserves"); the store's owner only. */
export const reservesApi = {
  list: (storeId: string, query: ReserveListQuery, signal?: AbortSignal) =>
    callApi(reserveCalls.list, { params: { storeId }, query, signal }),
  get: (storeId: string, reserveId: string, signal?: AbortSignal) => callApi(reserveCalls.get, { params: { storeId, reserveId }, signal }),
  /** Sends the submission's Idempotency-Key, so a double click or a retried request makes one reservation. */
  create: (storeId: string, body: ReserveInput, idempotencyKey?: string) =>
    callApi(reserveCalls.create, { params: { storeId }, body, idempotencyKey }),
  update: (storeId: string, reserveId: string, body: ReserveInput) =>
    callApi(reserveCalls.update, { params: { storeId, reserveId }, body }),
  remove: (storeId: string, reserveId: string) => callApi(reserveCalls.remove, { params: { storeId, reserveId } }),
  /** The signed form to post to the card gateway. */
  paymentForm: (storeId: string, reserveId: string) => callApi(reserveCalls.token, { params: { storeId, reserveId } }),
  /** Ready-to-send boxes per size: every barcode granted (LimitBarcode) and those still unused (RemainBarcode). */
  stock: (storeId: string, signal?: AbortSignal) => callApi(mailingCalls.barcodeStock, { params: { storeId }, signal }),
  /** Post offices other than the central office 000000; the form offers those with the ready-to-send service. */
  outlets: (signal?: AbortSignal) => callApi(geoCalls.outletsNotCentral, { signal }),
  /** The reservation statuses: their ids filter the lists (filterReserveStatusId). */
  statuses: (signal?: AbortSignal) => callApi(statusCalls.reserveStatuses, { signal }),
  /** Every delivery option; the reservable one (`reserve`) carries the box sizes and their prices. */
  deliveryOptions: (signal?: AbortSignal) => callApi(deliveryReferenceCalls.deliveryOptions, { signal }),
};

/** The post office's calls: its outlet's reservations (every outlet's for the central admin 000000). */
export const confirmReservesApi = {
  list: (query: ReserveListQuery, signal?: AbortSignal) => callApi(confirmReserveCalls.list, { query, signal }),
  get: (reserveId: string, signal?: AbortSignal) => callApi(confirmReserveCalls.get, { params: { reserveId }, signal }),
  /** The boxes were handed over: CONFIRM_FOR_RESERVE and the store's stock grows by sets x 10 per size, once. */
  confirm: (reserveId: string) => callApi(confirmReserveCalls.confirm, { params: { reserveId } }),
};
