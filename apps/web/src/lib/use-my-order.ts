import type { BuyerOrder } from '@songdee/shared/order/order.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { MINE, queryKeys } from './query-keys';

/**
 * The signed-in buyer's own order (GET /api/Account/Orders/{id}), with where to pay while it waits for payment.
 * Read by the order pages and by the storefront's thank-you page, so it lives here rather than in one feature.
 */
export function useMyOrder(orderId: string) {
  return useQuery({
    queryKey: queryKeys.orders.detail(MINE, orderId),
    queryFn: ({ signal }) => api.get<BuyerOrder>(`/api/Account/Orders/${encodeURIComponent(orderId)}`, { signal }),
    enabled: orderId !== '',
    retry: false,
    staleTime: 0,
  });
}
