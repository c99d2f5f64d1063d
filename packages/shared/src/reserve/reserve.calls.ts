import { z } from 'zod';
import { callsTagged, declareCall, noContentResponse, storeRecordCalls } from '../common/call';
import { storeParamsSchema, uuidParam } from '../common/params.schema';
import { cardPaymentFormSchema, cardPaymentOutcomeSchema, cardPaymentResultSchema } from '../shipping-list/shipping-list.schema';
import { reserveInputSchema, reserveListQuerySchema, reserveSchema, reserveSummarySchema } from './reserve.schema';

const { call, base, record } = storeRecordCalls(['Reserves'], '/api/stores/:storeId/reserves', 'reserveId');

/** A store's reservations of ready-to-send boxes (owner only, outside a zone), spec 2 section 7 "Reserves". */
export const reserveCalls = {
  list: call.list(base, reserveSummarySchema, {
    description:
      'Newest first, 10 a page; searchString matches the code or the post office; filterReserveStatusId is a reserve status id (GET /api/reserveStatuses).',
    querystring: reserveListQuerySchema,
  }),
  create: call.createOnce(base, reserveSchema, {
    description:
      'An unpaid DRAFT_FOR_RESERVE reservation (RS-00001...) at a post office offering ready-to-send boxes: per size, sets of 10 at today’s price per box. The same Idempotency-Key from the same store answers the first reservation (200).',
    params: storeParamsSchema,
    body: reserveInputSchema,
  }),
  get: call.record('GET', record, { 200: reserveSchema }),
  update: call.record(
    'PUT',
    record,
    { 200: reserveSchema },
    {
      description:
        'Editable only if StatusPayment is true (spec 2 section 4, as stated) and not yet confirmed; the new total may not exceed what was paid. Sizes already reserved keep their price.',
      body: reserveInputSchema,
    },
  ),
  remove: call.record('DELETE', record, noContentResponse, {
    description: 'Deletable only if StatusPayment is true and not yet confirmed (spec 2 section 4, as stated).',
  }),
  token: call.record(
    'GET',
    `${record}/token`,
    { 200: cardPaymentFormSchema },
    {
      description:
        'The 2C2P redirect 7.2 form of an unpaid reservation for its total: the browser posts `fields` to `action`. The gateway posts its result to /api/payments/card/result (server to server) and the browser to /api/payments/card/return, which redirects to /stores/reserve/view?reserveId&reference&payment=1|0|-1.',
    },
  ),
  confirmPayment: call.record(
    'PUT',
    `${record}/Confirm`,
    { 200: cardPaymentOutcomeSchema },
    {
      description:
        'Confirms the payment with 2C2P’s signed result fields (payment_status 000 is paid, 001 waits for the bank; masked_pan, transaction_ref and approval_code are kept as PaymentInfo, RefBankCode and ApprovalBankCode). A result for another reservation is refused; a replay answers the recorded outcome.',
      body: cardPaymentResultSchema,
    },
  ),
};

const confirmTags = ['Reserves (post office)'];
const confirmBase = '/api/confirmreserves';
const confirmParams = z.object({ reserveId: uuidParam });
const confirmSchema = {
  tags: confirmTags,
  description:
    'The boxes were handed over: a paid reservation becomes CONFIRM_FOR_RESERVE and the store gets sets x 10 barcodes per size (LimitBarcode and RemainBarcode), once. Already confirmed: 409 RESERVE_ALREADY_CONFIRMED; unpaid: 409 RESERVE_NOT_PAID.',
  params: confirmParams,
  response: { 200: reserveSchema },
};

/** The post office's reservation list and hand-over confirmation (any admin without a store), spec 2 section 7. */
export const confirmReserveCalls = {
  list: callsTagged(confirmTags).page(confirmBase, reserveSummarySchema, {
    description:
      'Reservations made at the admin’s post office (every one for the central admin 000000), newest first; searchString matches the code, the post office or the store.',
    querystring: reserveListQuerySchema,
  }),
  get: declareCall('GET', `${confirmBase}/:reserveId`, { tags: confirmTags, params: confirmParams, response: { 200: reserveSchema } }),
  confirm: declareCall('PUT', `${confirmBase}/:reserveId/Confirm`, confirmSchema),
  /** The spec's catalogue also lists POST on the same resource: the same confirmation. */
  confirmByPost: declareCall('POST', `${confirmBase}/:reserveId`, confirmSchema),
};
