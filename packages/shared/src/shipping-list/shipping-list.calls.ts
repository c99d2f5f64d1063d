import { noContentResponse, storeRecordCalls } from '../common/call';
import { listQuerySchema } from '../common/list.schema';
import { storeParamsSchema } from '../common/params.schema';
import {
  availableForPrintLotSchema,
  availableForShippingListSchema,
  cardPaymentFormSchema,
  cardPaymentOutcomeSchema,
  cardPaymentResultSchema,
  shippingListInputSchema,
  shippingListListQuerySchema,
  shippingListSchema,
  shippingListSummarySchema,
} from './shipping-list.schema';

const { call, base, record } = storeRecordCalls(['Shipping lists'], '/api/stores/:storeId/shippinglists', 'id');

/** Shipping (hand-over) lists of a store (owner only), spec 2 section 7. */
export const shippingListCalls = {
  list: call.list(base, shippingListSummarySchema, {
    description:
      'Lists newest first; searchString matches the list code or an order code; onlyNotDelivery: not handed over (SentPos false), onlyDuringDelivery: handed over. 10 per page.',
    querystring: shippingListListQuerySchema,
  }),
  create: call.createOnce(base, shippingListSchema, {
    description:
      'A DRAFT_FOR_SHIPPINGLIST list (SL-00001...) of the given orders; with confirm: true it is confirmed at once (1 to 300 orders). The same Idempotency-Key from the same store answers the first list (200).',
    params: storeParamsSchema,
    body: shippingListInputSchema,
  }),
  get: call.record('GET', record, { 200: shippingListSchema }),
  update: call.record(
    'PUT',
    record,
    { 200: shippingListSchema },
    {
      description:
        'Replaces a draft’s orders; confirm: true confirms it (CONFIRM_FOR_SHIPPINGLIST, 1 to 300 orders, its parcels become DURING_DELIVERY_NOTE). A confirmed list is 409; a refused save leaves the list a draft as it was.',
      body: shippingListInputSchema,
    },
  ),
  remove: call.record('DELETE', record, noContentResponse, {
    description: 'Deletes an unpaid list not handed over; its orders are free again.',
  }),
  availableForShippingList: call.store(
    'GET',
    '/api/stores/:storeId/orders/availableForShippingList',
    { 200: availableForShippingListSchema },
    {
      description:
        'Orders with a published label (a mailing waiting for delivery), not handed over and on no shipping list; per order its quantity, grams and postage (satang). searchString matches the order code.',
      querystring: listQuerySchema,
    },
  ),
  availableForPrintLotMailing: call.store(
    'GET',
    '/api/stores/:storeId/orders/availableForPrintLotMailing',
    { 200: availableForPrintLotSchema },
    {
      description:
        'Labels that can be printed in a lot (POST mailingLots): one row per live parcel (waiting for delivery or on a hand-over list being prepared) of an order not handed over; searchString matches the order code or barcode.',
      querystring: listQuerySchema,
    },
  ),
  token: call.record(
    'GET',
    `${record}/token`,
    { 200: cardPaymentFormSchema },
    {
      description:
        'The 2C2P redirect 7.2 form of a confirmed, unpaid list within 10 minutes of its confirmation (payment_expiry the same deadline, Bangkok time): the browser posts `fields` to `action`. The gateway posts its result to POST :id/payment (server to server) and the browser to /api/payments/card/return, which redirects to /stores/shippinglists/payment?shippingListId&reference&payment=1|0|-1.',
    },
  ),
  /** The gateway's server-to-server result: no session, its hash is the authority. */
  payment: call.record(
    'POST',
    `${record}/payment`,
    { 200: cardPaymentOutcomeSchema },
    {
      description:
        'The list’s result_url_2: 2C2P’s redirect 7.2 result, form-encoded, server to server (no session: hash_value, HMAC-SHA1 over the result fields in 2C2P’s order, is the authority; merchant, order, amount and currency must be what was issued for this list). 000 paid, 001 waiting for the bank (a later result completes it, even after the 10 minutes), anything else not paid. Recorded once.',
      body: cardPaymentResultSchema,
    },
  ),
};
