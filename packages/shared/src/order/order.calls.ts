import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { orderCreateInputSchema, orderListQuerySchema, orderSchema, orderSummarySchema, orderUpdateInputSchema } from './order.schema';

const { call, base, record } = storeRecordCalls(['Orders'], '/api/stores/:storeId/orders', 'orderId');

/** The seller's order screens (store owner only). */
export const orderCalls = {
  list: call.list(base, orderSummarySchema, {
    description:
      'Order list: filters orderName, recipient, statuses (comma-separated keys), deliveryOption; 10 per page, newest first. Each row says whether it is editable, offers make-label, and shows the slip link.',
    querystring: orderListQuerySchema,
  }),
  availableForConfirmPayment: call.list(`${base}/availableForConfirmPayment`, orderSummarySchema, {
    description: 'Payment check list: orders waiting for payment or its confirmation, searched by order code (searchString); 10 per page.',
  }),
  // The buyer's checkout owns POST `base`; the seller's own order has its own path (and body) like the web's /orders/manage.
  create: call.store(
    'POST',
    `${base}/manage`,
    { 201: orderSchema },
    {
      description:
        'Order manage, create (store owner): the manage body plus confirmPayment (the seller already received the payment). Priced like checkout, named from the same daily counter, owned by the store owner, no new-order notification. Starts WAITING_FOR_PAYMENT, or PENDING_TO_BE_PACKED with ConfirmPayment when confirmPayment is true; statusKey must be reachable from there.',
      body: orderCreateInputSchema,
      headers: idempotencyHeaders,
    },
  ),
  get: call.record('GET', record, { 200: orderSchema }),
  update: call.record(
    'PUT',
    record,
    { 200: orderSchema },
    {
      description:
        'Order manage: status, items (at least one, quantity >= 1, discount in satang), delivery option, recipient. Refused once waiting to ship or delivered.',
      body: orderUpdateInputSchema,
    },
  ),
  remove: call.record('DELETE', record, noContentResponse),
};
