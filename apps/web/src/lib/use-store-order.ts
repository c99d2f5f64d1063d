import type { Order } from '@songdee/shared/order/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** One order of the store, as the seller sees it (the order screens, and the order detail every shipping screen opens). */
export function useStoreOrder(storeId: string, orderId: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(storeId, orderId),
    queryFn: ({ signal }) => api.get<Order>(`/api/stores/${encodeURIComponent(storeId)}/orders/${encodeURIComponent(orderId)}`, { signal }),
    enabled: orderId !== '',
    retry: false,
    staleTime: 0,
  });
}
