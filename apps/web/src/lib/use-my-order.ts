import { buyerOrderCalls } from '@songdee/shared/order/buyer-order.calls';
import { callApi } from './api-client';
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
    (signal) => callApi(buyerOrderCalls.getMine, { params: { id: orderId }, signal }),
    { retry: false },
  );
}
