import type { RecipientAddress } from '@songdee/shared/address-book/address-book.schema';
import type { Order, OrderCreateInput, OrderSummary, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import type { Product } from '@songdee/shared/product/product.schema';
import type { StoreOfferedOption } from '@songdee/shared/store/store.schema';
import { api } from '../../../lib/api-client';

export interface Paged<T> {
  contents: T[];
  paging: { page: number; size: number; totalCount: number };
}

export interface PageParams {
  page: number;
  size: number;
  searchString?: string;
}

/** The seller's order list filters (spec 1 section 7). */
export interface OrderListParams {
  page: number;
  size: number;
  orderName: string;
  recipient: string;
  statuses: string[];
  deliveryOption: string;
}

const storePath = (storeId: string) => `/api/stores/${encodeURIComponent(storeId)}`;
const orderPath = (storeId: string, orderId: string) => `${storePath(storeId)}/orders/${encodeURIComponent(orderId)}`;

export const orderKeys = {
  all: ['orders'] as const,
  mine: () => [...orderKeys.all, 'mine'] as const,
  mineList: (params: PageParams & { storeId?: string }) => [...orderKeys.mine(), 'list', params] as const,
  mineDetail: (orderId: string) => [...orderKeys.mine(), 'detail', orderId] as const,
  store: (storeId: string) => [...orderKeys.all, 'store', storeId] as const,
  storeList: (storeId: string, params: OrderListParams) => [...orderKeys.store(storeId), 'list', params] as const,
  storeDetail: (storeId: string, orderId: string) => [...orderKeys.store(storeId), 'detail', orderId] as const,
  payments: (storeId: string, params: PageParams) => [...orderKeys.store(storeId), 'payments', params] as const,
  deliveryOptions: (storeId: string) => [...orderKeys.all, 'delivery-options', storeId] as const,
  products: (storeId: string, params: PageParams) => [...orderKeys.all, 'products', storeId, params] as const,
};

export const ordersApi = {
  // Buyer (spec 2 "Account")
  listMine: (params: PageParams & { storeId?: string }, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>('/api/Account/Orders', { query: { ...params }, signal }),
  getMine: (orderId: string, signal?: AbortSignal) => api.get<Order>(`/api/Account/Orders/${encodeURIComponent(orderId)}`, { signal }),
  /** The payment slip (an image or a PDF, at most 2 MB) for the buyer's own order while it waits for payment. */
  uploadSlip: (storeId: string, orderId: string, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<Order>(`${storePath(storeId)}/files`, form, { query: { orderId } });
  },

  // Seller (spec 1 "Order list", "Order manage", "Order view")
  list: (storeId: string, params: OrderListParams, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>(`${storePath(storeId)}/orders`, { query: { ...params, statuses: params.statuses.join(',') }, signal }),
  get: (storeId: string, orderId: string, signal?: AbortSignal) => api.get<Order>(orderPath(storeId, orderId), { signal }),
  /** The seller's own order (order manage without an orderId); the buyer's checkout is the plain POST. */
  create: (storeId: string, input: OrderCreateInput) => api.post<Order>(`${storePath(storeId)}/orders/manage`, input),
  update: (storeId: string, orderId: string, input: OrderUpdateInput) => api.put<Order>(orderPath(storeId, orderId), input),
  delete: (storeId: string, orderId: string) => api.delete<void>(orderPath(storeId, orderId)),

  // Payment check (spec 1 "Payment check list")
  availableForConfirmPayment: (storeId: string, params: PageParams, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>(`${storePath(storeId)}/orders/availableForConfirmPayment`, { query: { ...params }, signal }),
  getWithSlip: (storeId: string, orderId: string) => api.get<Order>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),
  confirmPayment: (storeId: string, orderId: string) =>
    api.post<Order>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),
  rejectSlip: (storeId: string, orderId: string) => api.delete<void>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),

  // Reference lists for the seller's screens
  deliveryOptions: (storeId: string, signal?: AbortSignal) =>
    api.get<StoreOfferedOption[]>(`/api/deliveryOptions/ByStore/${encodeURIComponent(storeId)}`, { signal }),
  products: (storeId: string, params: PageParams, signal?: AbortSignal) =>
    api.get<Paged<Product>>(`${storePath(storeId)}/products`, { query: { ...params }, signal }),
  /** The store's recipient book, for the order manage "choose shipping address" popup. */
  savedAddressesPath: (storeId: string) => `${storePath(storeId)}/address/ship`,
};

export type { RecipientAddress };
