import { z } from 'zod';
import { idempotencyHeaders, storeCalls } from '../common/call';
import { storeRecordParamsSchema, uuidParam } from '../common/params.schema';
import {
  buyerOrderListQuerySchema,
  buyerOrderSchema,
  checkoutInputSchema,
  orderSchema,
  orderSummarySchema,
  paymentReturnInputSchema,
} from './order.schema';

const tags = ['Orders (buyer)'];
const call = storeCalls(tags, storeRecordParamsSchema('orderId'));

/** Checkout, order history and payment from the buyer's side (any signed-in user, not only the store's owner). */
export const buyerOrderCalls = {
  checkout: call.store(
    'POST',
    '/api/stores/:storeId/orders',
    { 201: buyerOrderSchema },
    {
      description:
        'Checkout: items (productId, quantity), deliveryOptionId, shipAddress. Prices, discounts, delivery fee and totals are computed by the server; the order starts WAITING_FOR_PAYMENT and the seller is notified.',
      body: checkoutInputSchema,
      headers: idempotencyHeaders,
    },
  ),
  listMine: call.page('/api/Account/Orders', orderSummarySchema, {
    description: 'The signed-in buyer’s orders (optionally of one store), 10 per page; totals include the delivery fee in grandTotal.',
    querystring: buyerOrderListQuerySchema,
  }),
  getMine: call.byId(
    'GET',
    '/api/Account/Orders/:id',
    { 200: buyerOrderSchema },
    {
      description:
        'The buyer’s own order. While it waits for payment, payTo says where to pay: the store’s PromptPay QR payload for the grand total (EMVCo, amount in tag 54) with the masked ID, and its bank account; null otherwise.',
    },
  ),
  uploadSlip: call.store(
    'POST',
    '/api/stores/:storeId/files',
    { 201: orderSchema },
    {
      description:
        'Payment slip upload (multipart field "file", ?orderId=): an image or a PDF by content, at most 2 MB, for the buyer’s own order while WAITING_FOR_PAYMENT; the order then waits for payment confirmation.',
      querystring: z.object({ orderId: uuidParam }),
      headers: idempotencyHeaders,
    },
  ),
  paymentReturn: call.record(
    'POST',
    '/api/stores/:storeId/confirmorders/:orderId/payment',
    { 200: orderSchema },
    {
      description:
        'The payment confirmation with 2C2P’s signed redirect 7.2 result fields (hash_value HMAC-SHA1 in 2C2P’s order). A verified 000 for an attempt issued for this order and its total confirms payment; replaying the same result is harmless.',
      body: paymentReturnInputSchema,
    },
  ),
};
