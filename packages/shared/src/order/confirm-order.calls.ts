import { noContentResponse, storeRecordCalls } from '../common/call';
import { orderSchema, orderSummarySchema, paymentDecisionSchema } from './order.schema';

const { call, base, record } = storeRecordCalls(['Payment check'], '/api/stores/:storeId/confirmorders', 'orderId');
const detail = { 200: orderSchema };

/** The seller's payment check (/api/stores/{storeId}/confirmorders/{orderId}), store owner only. */
export const confirmOrderCalls = {
  list: call.list(base, orderSummarySchema, { description: 'Orders with a payment slip attached, searched by order code; 10 per page.' }),
  get: call.record('GET', record, detail, {
    description: 'The slip viewer’s order; SLIP_NOT_FOUND ("ไม่พบหลักฐานการชำระเงิน") when no slip file is attached.',
  }),
  confirm: call.record('POST', record, detail, {
    description:
      'Confirms payment: ConfirmPayment true and PENDING_TO_BE_PACKED, from WAITING_FOR_PAYMENT_CONFIRMATION or WAITING_FOR_PAYMENT.',
  }),
  decide: call.record('PUT', record, detail, {
    description:
      'The payment check’s decision as one call: confirmPayment true confirms the payment (as POST), false rejects the slip (as DELETE); answers the order.',
    body: paymentDecisionSchema,
  }),
  rejectSlip: call.record('DELETE', record, noContentResponse, {
    description:
      'Rejects the slip of an order waiting for payment confirmation: the slip is removed and the order waits for payment again.',
  }),
};
