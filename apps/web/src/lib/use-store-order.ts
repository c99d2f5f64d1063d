import { orderCalls } from '@songdee/shared/order/order.calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** One order of the store, as the seller sees it (the order screens, and the order detail every shipping screen opens). */
export function useStoreOrder(storeId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(storeId, orderId),
    queryFn: ({ signal }) => callApi(orderCalls.get, { params: { storeId, orderId }, signal }),
    enabled: orderId !== '',
    retry: false,
    staleTime: 0,
  });
}
