import type { OrderCreateInput, OrderListQuery, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MINE, queryKeys } from '../../../lib/query-keys';
import type { PageQuery } from '../../../lib/use-list-params';
import { ordersApi } from './orders-api';

export function useMyOrders(params: PageQuery & { storeId?: string }) {
  return useQuery({
    queryKey: queryKeys.orders.list(MINE, params),
    queryFn: ({ signal }) => ordersApi.listMine(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(MINE, orderId),
    queryFn: ({ signal }) => ordersApi.getMine(orderId, signal),
    enabled: orderId !== '',
    retry: false,
    staleTime: 0,
  });
}

export function useUploadSlip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ storeId, orderId, file }: { storeId: string; orderId: string; file: File }) =>
      ordersApi.uploadSlip(storeId, orderId, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.scope(MINE) }),
  });
}

export function useStoreOrders(storeId: string, params: OrderListQuery) {
  return useQuery({
    queryKey: queryKeys.orders.list(storeId, params),
    queryFn: ({ signal }) => ordersApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

function useInvalidateStoreOrders(storeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.scope(storeId) });
}

export function useCreateOrder(storeId: string) {
  const invalidate = useInvalidateStoreOrders(storeId);
  return useMutation({ mutationFn: (input: OrderCreateInput) => ordersApi.create(storeId, input), onSuccess: invalidate });
}

export function useUpdateOrder(storeId: string, orderId: string) {
  const invalidate = useInvalidateStoreOrders(storeId);
  return useMutation({ mutationFn: (input: OrderUpdateInput) => ordersApi.update(storeId, orderId, input), onSuccess: invalidate });
}

export function useDeleteOrder(storeId: string) {
  const invalidate = useInvalidateStoreOrders(storeId);
  return useMutation({ mutationFn: (orderId: string) => ordersApi.delete(storeId, orderId), onSettled: invalidate });
}

export function usePaymentChecks(storeId: string, params: PageQuery) {
  return useQuery({
    queryKey: queryKeys.orders.part(storeId, 'payments', params),
    queryFn: ({ signal }) => ordersApi.availableForConfirmPayment(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useConfirmPayment(storeId: string) {
  const invalidate = useInvalidateStoreOrders(storeId);
  return useMutation({ mutationFn: (orderId: string) => ordersApi.confirmPayment(storeId, orderId), onSuccess: invalidate });
}

export function useRejectSlip(storeId: string) {
  const invalidate = useInvalidateStoreOrders(storeId);
  return useMutation({ mutationFn: (orderId: string) => ordersApi.rejectSlip(storeId, orderId), onSettled: invalidate });
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
