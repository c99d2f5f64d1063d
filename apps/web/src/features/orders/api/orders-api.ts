import type { Paged } from '@songdee/shared/common/list.schema';
import type { Order, OrderCreateInput, OrderListQuery, OrderSummary, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import { productCalls } from '@songdee/shared/product/product.calls';
import type { StoreOfferedOption } from '@songdee/shared/store/store.schema';
import { api, callApi } from '../../../lib/api-client';
import { storePath } from '../../../lib/store-records-api';
import type { PageQuery } from '../../../lib/use-list-params';

const orderPath = (storeId: string, orderId: string) => `${storePath(storeId)}/orders/${encodeURIComponent(orderId)}`;

export const ordersApi = {
  // Buyer (spec 2 "Account")
  listMine: (params: PageQuery & { storeId?: string }, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>('/api/Account/Orders', { query: { ...params }, signal }),
  /** The payment slip (an image or a PDF, at most 2 MB) for the buyer's own order while it waits for payment. */
  uploadSlip: (storeId: string, orderId: string, file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return api.upload<Order>(`${storePath(storeId)}/files`, form, { query: { orderId }, idempotencyKey });
  },

  // Seller (spec 1 "Order list", "Order manage", "Order view")
  list: (storeId: string, params: OrderListQuery, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>(`${storePath(storeId)}/orders`, { query: { ...params, statuses: params.statuses.join(',') }, signal }),
  /** The seller's own order (order manage without an orderId); the buyer's checkout is the plain POST. */
  create: (storeId: string, input: OrderCreateInput, idempotencyKey: string) =>
    api.post<Order>(`${storePath(storeId)}/orders/manage`, input, { idempotencyKey }),
  update: (storeId: string, orderId: string, input: OrderUpdateInput) => api.put<Order>(orderPath(storeId, orderId), input),
  delete: (storeId: string, orderId: string) => api.delete<void>(orderPath(storeId, orderId)),

  // Payment check (spec 1 "Payment check list")
  availableForConfirmPayment: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    api.get<Paged<OrderSummary>>(`${storePath(storeId)}/orders/availableForConfirmPayment`, { query: { ...params }, signal }),
  getWithSlip: (storeId: string, orderId: string) => api.get<Order>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),
  confirmPayment: (storeId: string, orderId: string) =>
    api.post<Order>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),
  rejectSlip: (storeId: string, orderId: string) => api.delete<void>(`${storePath(storeId)}/confirmorders/${encodeURIComponent(orderId)}`),

  // Reference lists for the seller's screens
  deliveryOptions: (storeId: string, signal?: AbortSignal) =>
    api.get<StoreOfferedOption[]>(`/api/deliveryOptions/ByStore/${encodeURIComponent(storeId)}`, { signal }),
  products: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    callApi(productCalls.listStore, { params: { storeId }, query: params, signal }),
};
