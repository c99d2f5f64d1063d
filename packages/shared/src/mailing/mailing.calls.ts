import { z } from 'zod';
import { noContentResponse, storeRecordCalls } from '../common/call';
import {
  barcodeStockSchema,
  mailingAddressInputSchema,
  mailingAddressSchema,
  mailingListQuerySchema,
  mailingSchema,
  ordersPriceInputSchema,
  ordersPriceParamsSchema,
  ordersPriceSchema,
  printLotInputSchema,
  printLotSchema,
  publishMailingsSchema,
  publishResultSchema,
  trackingSyncResultSchema,
  trackingSyncStateSchema,
} from './mailing.schema';

const { call, base, record } = storeRecordCalls(['Mailings'], '/api/stores/:storeId/mailings', 'mailingId');

const stock = [
  { 200: z.array(barcodeStockSchema) },
  {
    description:
      'Ready-to-send box barcode stock per box size: LimitBarcode (every box confirmed reservations granted) and RemainBarcode (not yet used by a mailing or a packed box).',
  },
] as const;

/** A store's mailings (owner only): publish, price, list, track, edit, cancel, print lots and barcode stock. */
export const mailingCalls = {
  publish: call.store(
    'POST',
    base,
    { 201: publishResultSchema },
    {
      description:
        'Publish mailings (spec: mailing publish). One transaction per batch: every recipient gets a mailing with an S10 barcode, or none does (422 lists each failing recipient). Re-sending the same batchId returns recipients already done instead of creating them twice; a batch already complete answers 201 with `created: []` and every mailing of it (barcodes included) in `alreadyCreated`, so a client that lost the answer can print them. Money in satang, weight in grams.',
      body: publishMailingsSchema,
    },
  ),
  ordersPrice: call.store(
    'POST',
    '/api/postals/orders-price/:storeId/:optionId',
    { 200: ordersPriceSchema },
    {
      description:
        "Prices a list of the store's orders with a delivery service (spec: orders-price/{a}/{b}, read as the store and the service) exactly as publishing would: weight rates (each order's weight, the batch's, or the order's packed weight), the box size's price (sizeId), or the regional box zone's same-area or other-area price from the sender's area (zoneId). Nothing is written; an order without a price answers null. Money in satang.",
      params: ordersPriceParamsSchema,
      body: ordersPriceInputSchema,
    },
  ),
  list: call.list(base, mailingSchema, {
    description:
      'Track list and mailing list: search by barcode or recipient name; filter by status, onlyNotDelivery or onlyDuringDelivery.',
    querystring: mailingListQuerySchema,
  }),
  history: call.list(`${base}/history`, mailingSchema, {
    description: 'Mailing history: every mailing, newest first, searched by barcode.',
  }),
  syncTracking: call.store(
    'POST',
    `${base}/update-tracking-status`,
    { 200: trackingSyncResultSchema },
    {
      description:
        'Sync track-and-trace statuses; calls the postal service at most once every 3 hours per store, otherwise returns the last result.',
    },
  ),
  /**
   * The spec's GET of the same path stays, but only reads the last sync: a GET must change nothing, or a link, a
   * prefetch or a crawler would call the postal service on the user's behalf.
   */
  trackingState: call.store(
    'GET',
    `${base}/update-tracking-status`,
    { 200: trackingSyncStateSchema },
    {
      description:
        "The store's last track-and-trace sync (when, what it counted, when the next may run), changing nothing: the sync itself is the POST of this path.",
    },
  ),
  get: call.record('GET', record, { 200: mailingSchema }),
  address: call.record(
    'GET',
    `${record}/address`,
    { 200: mailingAddressSchema },
    {
      description:
        "The recipient address the edit dialog starts from: the label's name, phone and postcode, and the typed parts behind its address (source says where they come from).",
    },
  ),
  updateAddress: call.record(
    'PUT',
    record,
    { 200: mailingSchema },
    {
      description:
        'Change the recipient address of a mailing (spec 1 mailing list "edit address"). Only while waiting for delivery, on no hand-over list and not scanned, and never for the regional box (409). The barcode, weight and cost stay; a mailing made from an order takes the order along unless another live mailing ships it.',
      body: mailingAddressInputSchema,
    },
  ),
  remove: call.record('DELETE', record, noContentResponse, {
    description:
      'Cancel a mailing (its barcode is never reused). Only while waiting for delivery, not scanned by the post and not a ready-to-send box.',
  }),
  createPrintLot: call.store(
    'POST',
    '/api/stores/:storeId/mailingLots',
    { 201: printLotSchema },
    {
      description:
        'Create a print lot (spec: print mailing lot) of up to 100 mailings; print it with printmailings/mailingBarcode?mailingLotId.',
      body: printLotInputSchema,
    },
  ),
  /**
   * The stock page and the store report (StockRemainPromptPost) read the same rows; the stock page is for users outside
   * a zone ("reservation and stock screens", spec 2 section 6), the report for any store owner.
   */
  barcodeStock: call.store('GET', '/api/stores/:storeId/stockbarcode', ...stock),
  stockReport: call.store('GET', '/api/stores/:storeId/reports/StockRemainPromptPost', ...stock),
};
