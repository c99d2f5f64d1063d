import { buyerOrderCalls } from '@songdee/shared/order/buyer-order.calls';
import { confirmOrderCalls } from '@songdee/shared/order/confirm-order.calls';
import { orderCalls } from '@songdee/shared/order/order.calls';
import type { OrderCreateInput, OrderListQuery, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import { productCalls } from '@songdee/shared/product/product.calls';
import { deliveryReferenceCalls } from '@songdee/shared/reference/reference.calls';
import { callApi } from '../../../lib/api-client';
import type { PageQuery } from '../../../lib/use-list-params';

const params = (storeId: string, orderId: string) => ({ storeId, orderId });

export const ordersApi = {
  // Buyer (spec 2 "Account")
  listMine: (query: PageQuery & { storeId?: string }, signal?: AbortSignal) => callApi(buyerOrderCalls.listMine, { query, signal }),
  /** The payment slip (an image or a PDF, at most 2 MB) for the buyer's own order while it waits for payment. */
  uploadSlip: (storeId: string, orderId: string, file: File, idempotencyKey: string) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return callApi(buyerOrderCalls.uploadSlip, { params: { storeId }, query: { orderId }, body: form, idempotencyKey });
  },

  // Seller (spec 1 "Order list", "Order manage", "Order view")
  list: (storeId: string, query: OrderListQuery, signal?: AbortSignal) =>
    callApi(orderCalls.list, { params: { storeId }, query: { ...query, statuses: query.statuses.join(',') }, signal }),
  /** The seller's own order (order manage without an orderId); the buyer's checkout is the plain POST. */
  create: (storeId: string, input: OrderCreateInput, idempotencyKey: string) =>
    callApi(orderCalls.create, { params: { storeId }, body: input, idempotencyKey }),
  update: (storeId: string, orderId: string, input: OrderUpdateInput) =>
    callApi(orderCalls.update, { params: params(storeId, orderId), body: input }),
  delete: (storeId: string, orderId: string) => callApi(orderCalls.remove, { params: params(storeId, orderId) }),

  // Payment check (spec 1 "Payment check list")
  availableForConfirmPayment: (storeId: string, query: PageQuery, signal?: AbortSignal) =>
    callApi(orderCalls.availableForConfirmPayment, { params: { storeId }, query, signal }),
  getWithSlip: (storeId: string, orderId: string) => callApi(confirmOrderCalls.get, { params: params(storeId, orderId) }),
  confirmPayment: (storeId: string, orderId: string) => callApi(confirmOrderCalls.confirm, { params: params(storeId, orderId) }),
  rejectSlip: (storeId: string, orderId: string) => callApi(confirmOrderCalls.rejectSlip, { params: params(storeId, orderId) }),

  // Reference lists for the seller's screens
  deliveryOptions: (storeId: string, signal?: AbortSignal) => callApi(deliveryReferenceCalls.byStore, { params: { id: storeId }, signal }),
  products: (storeId: string, params: PageQuery, signal?: AbortSignal) =>
    callApi(productCalls.listStore, { params: { storeId }, query: params, signal }),
};
