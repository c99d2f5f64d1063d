import type { OrderCreateInput, OrderListQuery, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { usePageQuery, useRefreshingMutation, useSubmissionCall } from '../../../lib/queries';
import { MINE, queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { ordersApi } from './orders-api';

export function useMyOrders(params: PageQuery & { storeId?: string }) {
  return usePageQuery(queryKeys.orders.list(MINE, params), (signal) => ordersApi.listMine(params, signal));
}

/** The buyer's own order: shared with the storefront's thank-you page (lib/use-my-order). */
export { useMyOrder } from '../../../lib/use-my-order';

export function useUploadSlip() {
  const upload = useSubmissionCall(
    ({ storeId, orderId, file }: { storeId: string; orderId: string; file: File }, key: string) =>
      ordersApi.uploadSlip(storeId, orderId, file, key),
    ({ file }) => file,
  );
  return useRefreshingMutation(upload, queryKeys.orders.scope(MINE));
}

export function useStoreOrders(storeId: string, params: OrderListQuery) {
  return usePageQuery(queryKeys.orders.list(storeId, params), (signal) => ordersApi.list(storeId, params, signal));
}

/** Every change to a store's orders refreshes all of them (lists, payment checks, the order itself). */
const storeOrders = (storeId: string) => queryKeys.orders.scope(storeId);

export function useCreateOrder(storeId: string) {
  const create = useSubmissionCall((input: OrderCreateInput, key: string) => ordersApi.create(storeId, input, key));
  return useRefreshingMutation(create, storeOrders(storeId));
}

export function useUpdateOrder(storeId: string, orderId: string) {
  return useRefreshingMutation((input: OrderUpdateInput) => ordersApi.update(storeId, orderId, input), storeOrders(storeId));
}

export function useDeleteOrder(storeId: string) {
  return useRefreshingMutation((orderId: string) => ordersApi.delete(storeId, orderId), storeOrders(storeId), 'settled');
}

export function usePaymentChecks(storeId: string, params: PageQuery) {
  return usePageQuery(queryKeys.orders.part(storeId, 'payments', params), (signal) =>
    ordersApi.availableForConfirmPayment(storeId, params, signal),
  );
}

export function useConfirmPayment(storeId: string) {
  return useRefreshingMutation((orderId: string) => ordersApi.confirmPayment(storeId, orderId), storeOrders(storeId));
}

export function useRejectSlip(storeId: string) {
  return useRefreshingMutation((orderId: string) => ordersApi.rejectSlip(storeId, orderId), storeOrders(storeId), 'settled');
}

export function useOrderDeliveryOptions(storeId: string) {
  return useQuery({
    queryKey: queryKeys.orders.part(storeId, 'delivery-options'),
    queryFn: ({ signal }) => ordersApi.deliveryOptions(storeId, signal),
    staleTime: 60_000,
  });
}

export function useStoreProductsForOrder(storeId: string, params: PageQuery, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.part(storeId, 'products', params),
    queryFn: ({ signal }) => ordersApi.products(storeId, params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
