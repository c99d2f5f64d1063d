import type { BuyerOrder } from '@songdee/shared/order/order.schema';
import { api } from './api-client';
import { useRecordQuery } from './queries';
import { MINE, queryKeys } from './query-keys';

/**
 * The signed-in buyer's own order (GET /api/Account/Orders/{id}), with where to pay while it waits for payment.
 * Read by the order pages and by the storefront's thank-you page, so it lives here rather than in one feature.
 */
export function useMyOrder(orderId: string) {
  return useRecordQuery(
    queryKeys.orders.detail(MINE, orderId),
    orderId,
    (signal) => api.get<BuyerOrder>(`/api/Account/Orders/${encodeURIComponent(orderId)}`, { signal }),
    { retry: false },
  );
}
