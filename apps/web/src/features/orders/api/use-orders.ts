import type { OrderCreateInput, OrderUpdateInput } from '@songdee/shared/order/order.schema';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrderListParams, orderKeys, ordersApi, type PageParams } from './orders-api';

export function useMyOrders(params: PageParams & { storeId?: string }) {
  return useQuery({
    queryKey: orderKeys.mineList(params),
    queryFn: ({ signal }) => ordersApi.listMine(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMyOrder(orderId: string) {
  return useQuery({
    queryKey: orderKeys.mineDetail(orderId),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.mine() }),
  });
}

export function useStoreOrders(storeId: string, params: OrderListParams) {
  return useQuery({
    queryKey: orderKeys.storeList(storeId, params),
    queryFn: ({ signal }) => ordersApi.list(storeId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useStoreOrder(storeId: string, orderId: string) {
  return useQuery({
    queryKey: orderKeys.storeDetail(storeId, orderId),
    queryFn: ({ signal }) => ordersApi.get(storeId, orderId, signal),
    enabled: orderId !== '',
    retry: false,
    staleTime: 0,
  });
}

function useInvalidateStoreOrders(storeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orderKeys.store(storeId) });
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

export function usePaymentChecks(storeId: string, params: PageParams) {
  return useQuery({
    queryKey: orderKeys.payments(storeId, params),
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
    queryKey: orderKeys.deliveryOptions(storeId),
    queryFn: ({ signal }) => ordersApi.deliveryOptions(storeId, signal),
    staleTime: 60_000,
  });
}

export function useStoreProductsForOrder(storeId: string, params: PageParams, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.products(storeId, params),
    queryFn: ({ signal }) => ordersApi.products(storeId, params, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
