import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
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
} from '@songdee/shared/mailing/mailing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { created, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { createMailingAddressService } from './mailing-address.service';
import type { MailingsService } from './mailings.service';
import type { PublishMailingsService } from './publish-mailings.service';
import type { TrackingService } from './tracking.service';

export interface MailingsRoutesOptions {
  mailings: MailingsService;
  publish: PublishMailingsService;
  addresses: ReturnType<typeof createMailingAddressService>;
  tracking: TrackingService;
}

const route = storeRoutes(['Mailings'], storeRecordParamsSchema('mailingId'));
const base = '/api/stores/:storeId/mailings';

export async function mailingsRoutes(app: FastifyInstance, opts: MailingsRoutesOptions) {
  const { mailings, publish, addresses, tracking } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    base,
    route.store(
      { 201: publishResultSchema },
      {
        description:
          'Publish mailings (spec: mailing publish). One transaction per batch: every recipient gets a mailing with an S10 barcode, or none does (422 lists each failing recipient). Re-sending the same batchId returns recipients already done instead of creating them twice; a batch already complete answers 201 with `created: []` and every mailing of it (barcodes included) in `alreadyCreated`, so a client that lost the answer can print them. Money in satang, weight in grams.',
        body: publishMailingsSchema,
      },
    ),
    created((actor, req) => publish.publishMailings(actor, req.params.storeId, req.body)),
  );

  typed.post(
    '/api/postals/orders-price/:storeId/:optionId',
    route.store(
      { 200: ordersPriceSchema },
      {
        description:
          "Prices a list of the store's orders with a delivery service (spec: orders-price/{a}/{b}, read as the store and the service) exactly as publishing would: weight rates (each order's weight, the batch's, or the order's packed weight), the box size's price (sizeId), or the regional box zone's same-area or other-area price from the sender's area (zoneId). Nothing is written; an order without a price answers null. Money in satang.",
        params: ordersPriceParamsSchema,
        body: ordersPriceInputSchema,
      },
    ),
    localized((actor, req) => publish.priceOrders(actor, req.params.storeId, req.params.optionId, req.body)),
  );

  typed.get(
    base,
    route.list(mailingSchema, {
      description:
        'Track list and mailing list: search by barcode or recipient name; filter by status, onlyNotDelivery or onlyDuringDelivery.',
      querystring: mailingListQuerySchema,
    }),
    localized((actor, req) => mailings.listMailings(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/history`,
    route.list(mailingSchema, { description: 'Mailing history: every mailing, newest first, searched by barcode.' }),
    localized((actor, req) => mailings.listHistory(actor, req.params.storeId, req.query)),
  );

  typed.post(
    `${base}/update-tracking-status`,
    route.store(
      { 200: trackingSyncResultSchema },
      {
        description:
          'Sync track-and-trace statuses; calls the postal service at most once every 3 hours per store, otherwise returns the last result.',
      },
    ),
    localized((actor, req) => tracking.updateTrackingStatus(actor, req.params.storeId)),
  );

  // The spec's GET of the same path stays, but only reads the last sync: a GET must change nothing, or a link, a
  // prefetch or a crawler would call the postal service on the user's behalf.
  typed.get(
    `${base}/update-tracking-status`,
    route.store(
      { 200: trackingSyncStateSchema },
      {
        description:
          "The store's last track-and-trace sync (when, what it counted, when the next may run), changing nothing: the sync itself is the POST of this path.",
      },
    ),
    localized((actor, req) => tracking.lastTrackingStatus(actor, req.params.storeId)),
  );

  typed.get(
    `${base}/:mailingId`,
    route.record({ 200: mailingSchema }),
    localized((actor, req) => mailings.getMailing(actor, req.params.storeId, req.params.mailingId)),
  );

  typed.get(
    `${base}/:mailingId/address`,
    route.record(
      { 200: mailingAddressSchema },
      {
        description:
          "The recipient address the edit dialog starts from: the label's name, phone and postcode, and the typed parts behind its address (source says where they come from).",
      },
    ),
    localized((actor, req) => addresses.getAddress(actor, req.params.storeId, req.params.mailingId)),
  );

  typed.put(
    `${base}/:mailingId`,
    route.record(
      { 200: mailingSchema },
      {
        description:
          'Change the recipient address of a mailing (spec 1 mailing list "edit address"). Only while waiting for delivery, on no hand-over list and not scanned, and never for the regional box (409). The barcode, weight and cost stay; a mailing made from an order takes the order along unless another live mailing ships it.',
        body: mailingAddressInputSchema,
      },
    ),
    localized((actor, req) => addresses.updateAddress(actor, req.params.storeId, req.params.mailingId, req.body)),
  );

  typed.delete(
    `${base}/:mailingId`,
    route.record(noContentResponse, {
      description:
        'Cancel a mailing (its barcode is never reused). Only while waiting for delivery, not scanned by the post and not a ready-to-send box.',
    }),
    noContent((actor, req) => mailings.deleteMailing(actor, req.params.storeId, req.params.mailingId)),
  );

  typed.post(
    '/api/stores/:storeId/mailingLots',
    route.store(
      { 201: printLotSchema },
      {
        description:
          'Create a print lot (spec: print mailing lot) of up to 100 mailings; print it with printmailings/mailingBarcode?mailingLotId.',
        body: printLotInputSchema,
      },
    ),
    created((actor, req) => mailings.createPrintLot(actor, req.params.storeId, req.body.mailingIds)),
  );

  // The stock page and the store report (StockRemainPromptPost) read the same rows; the stock page is for users
  // outside a zone ("reservation and stock screens", spec 2 section 6), the report for any store owner.
  const stockRoute = storeRoutes(['Mailings'], storeRecordParamsSchema('mailingId'), { ownerOnly: true, access: 'reserveUsers' });
  for (const [url, routes] of [
    ['/api/stores/:storeId/stockbarcode', stockRoute],
    ['/api/stores/:storeId/reports/StockRemainPromptPost', route],
  ] as const) {
    typed.get(
      url,
      routes.store(
        { 200: z.array(barcodeStockSchema) },
        {
          description:
            'Ready-to-send box barcode stock per box size: LimitBarcode (every box confirmed reservations granted) and RemainBarcode (not yet used by a mailing or a packed box).',
        },
      ),
      localized((actor, req) => mailings.listBarcodeStock(actor, req.params.storeId)),
    );
  }
}
