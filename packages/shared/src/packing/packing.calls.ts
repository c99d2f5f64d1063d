import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { uuidParam } from '../common/params.schema';
import {
  availableForPackingQuerySchema,
  createPackingListSchema,
  newPackingBoxSchema,
  packingCountsSchema,
  packingListQuerySchema,
  packingListRowSchema,
  packingListSchema,
  packingOrderChoiceSchema,
  packingSenderSchema,
  packingWeightsSchema,
  printShippingListQuerySchema,
} from './packing.schema';

const { call, params: listParams, base, record } = storeRecordCalls(['Packing'], '/api/stores/:storeId/packing-lists', 'packingListId');
const detail = { 200: packingListSchema };

/** Picking (store owner only): choose orders, create the list, count items. */
export const pickingCalls = {
  availableForPacking: call.list('/api/stores/:storeId/orders/availableForPacking', packingOrderChoiceSchema, {
    description: 'Orders waiting to be packed (PENDING_TO_BE_PACKED) on no packing list; searchString matches the order code.',
    querystring: availableForPackingQuerySchema,
  }),
  create: call.store(
    'POST',
    base,
    { 201: packingListSchema },
    {
      description: 'Creates a packing list in COUNTING with the chosen orders (at least one); they become PACKING.',
      body: createPackingListSchema,
      headers: idempotencyHeaders,
    },
  ),
  setOrders: call.record('PUT', `${record}/orders`, detail, {
    description:
      'The summary\'s "select orders" while COUNTING: the list\'s orders become exactly these (at least one). Orders taken off wait to be packed again, uncounted; added orders must be available as for create and become PACKING; kept orders keep their counts.',
    body: createPackingListSchema,
  }),
  saveCounts: call.record('PUT', `${record}/counts`, detail, {
    description:
      'Counted (packed) quantities, 0 to the ordered quantity. submit=false saves a draft; submit=true needs one order fully counted, gives back the others and moves the list to WAITING_FOR_PACKING with a first box per order.',
    body: packingCountsSchema,
  }),
};

/** Packing lists (store owner only): pending/history, boxes, weigh, labels, done, hand-over list. */
export const packingCalls = {
  list: call.list(base, packingListRowSchema, {
    description:
      'Pending (every status but DONE) or history (DONE) lists; searchString matches the packing code or an order code; 10 per page.',
    querystring: packingListQuerySchema,
  }),
  get: call.record('GET', record, detail),
  remove: call.record('DELETE', record, noContentResponse, {
    description: 'Deletes a pending list before any label; its orders wait to be packed again.',
  }),
  splitBox: call.record(
    'POST',
    `${record}/orders/:orderId/packs`,
    { 201: packingListSchema },
    {
      description: 'Splits a new box off the order’s first box with per-item quantities.',
      params: listParams.extend({ orderId: uuidParam }),
      body: newPackingBoxSchema,
    },
  ),
  deleteBox: call.record('DELETE', `${record}/packs/:packId`, detail, {
    description: 'Deletes a box (never the first); its items go back to the first box.',
    params: listParams.extend({ packId: uuidParam }),
  }),
  setSender: call.record('PUT', `${record}/sender`, detail, { body: packingSenderSchema }),
  confirmPacking: call.record('POST', `${record}/confirm-packing`, detail, {
    description: '"Calculate service fee": packing done, WAITING_FOR_PACKING -> WAITING_FOR_SHIPMENT_ORDER.',
  }),
  setWeights: call.record('PUT', `${record}/weights`, detail, {
    description: 'Weights in grams per unlabelled box; each is priced (satang) or gets its error message.',
    body: packingWeightsSchema,
  }),
  createLabels: call.record('POST', `${record}/labels`, detail, {
    description:
      'Create labels (and "create labels for failed items"): a mailing with an S10 barcode for every box without one; failures are kept per box in errorMsg. The list moves to WAITING_FOR_SHIPMENT_ORDER_EDIT, and to PACKED when every box is labelled.',
  }),
  finish: call.record('POST', `${record}/finish`, detail, { description: 'Finish on the done screen: PACKED -> DONE (history).' }),
  handoverPdf: call.document('GET', '/api/stores/:storeId/printshippinglists', {
    description:
      'The hand-over list PDF (A4, two copies): with packingListId, a packing list’s labelled boxes; with shippingListId, the parcels of a shipping list (any status). Totals of count, weight and cost.',
    querystring: printShippingListQuerySchema,
  }),
};
