import type { Paged } from '@songdee/shared/common/list.schema';
import type { Outlet } from '@songdee/shared/geo/geo.schema';
import type { DeliveryOption, Status } from '@songdee/shared/reference/reference.schema';
import type { Reserve, ReserveInput, ReserveListQuery, ReserveSummary, StockRow } from '@songdee/shared/reserve/reserve.schema';
import type { CardPaymentForm } from '@songdee/shared/shipping-list/shipping-list.schema';
import { api } from '../../../lib/api-client';
import { storePath, storeRecordsApi } from '../../../lib/store-records-api';

export type { Outlet, Reserve, ReserveInput, ReserveListQuery, ReserveSummary, StockRow };

const records = storeRecordsApi<ReserveSummary, Reserve, ReserveInput, ReserveListQuery>('reserves');
const confirmPath = (reserveId: string) => `/api/confirmreserves/${encodeURIComponent(reserveId)}`;

/** The seller's reservation calls (spec 2 section 7 "Reserves"); the store's owner only. */
export const reservesApi = {
  ...records,
  /** The signed form to post to the card gateway. */
  paymentForm: (storeId: string, reserveId: string) => api.get<CardPaymentForm>(`${records.recordPath(storeId, reserveId)}/token`),
  /** Ready-to-send boxes per size: every barcode granted (LimitBarcode) and those still unused (RemainBarcode). */
  stock: (storeId: string, signal?: AbortSignal) => api.get<StockRow[]>(`${storePath(storeId)}/stockbarcode`, { signal }),
  /** Post offices other than the central office 000000; the form offers those with the ready-to-send service. */
  outlets: (signal?: AbortSignal) => api.get<Outlet[]>('/api/outlets/getnotcenter', { signal }),
  /** The reservation statuses: their ids filter the lists (filterReserveStatusId). */
  statuses: (signal?: AbortSignal) => api.get<Status[]>('/api/reserveStatuses', { signal }),
  /** Every delivery option; the reservable one (`reserve`) carries the box sizes and their prices. */
  deliveryOptions: (signal?: AbortSignal) => api.get<DeliveryOption[]>('/api/deliveryOptions', { signal }),
};

/** The post office's calls: its outlet's reservations (every outlet's for the central admin 000000). */
export const confirmReservesApi = {
  list: (params: ReserveListQuery, signal?: AbortSignal) =>
    api.get<Paged<ReserveSummary>>('/api/confirmreserves', { query: { ...params }, signal }),
  get: (reserveId: string, signal?: AbortSignal) => api.get<Reserve>(confirmPath(reserveId), { signal }),
  /** The boxes were handed over: CONFIRM_FOR_RESERVE and the store's stock grows by sets x 10 per size, once. */
  confirm: (reserveId: string) => api.put<Reserve>(`${confirmPath(reserveId)}/Confirm`),
};
