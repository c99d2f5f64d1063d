import { storeRecordParamsSchema, uuidParam } from '@songdee/shared/common/params.schema';
import {
  newPackingBoxSchema,
  packingListQuerySchema,
  packingListRowSchema,
  packingListSchema,
  packingSenderSchema,
  packingWeightsSchema,
  printShippingListQuerySchema,
} from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize, translate } from '../../lib/i18n';
import { renderHandoverPdf } from '../../lib/pdf/handover-list-pdf';
import { created, localized, noContent, noContentResponse, pdf, storeRoutes } from '../../lib/route-handlers';
import type { ShippingListPrintService } from '../shipping-lists/shipping-list-print.service';
import type { createPackingBoxesService } from './packing-boxes.service';
import type { PackingLabelsService } from './packing-labels.service';
import type { createPackingListsService } from './packing-lists.service';

const listParams = storeRecordParamsSchema('packingListId');
const route = storeRoutes(['Packing'], listParams);
const base = '/api/stores/:storeId/packing-lists';
const detail = { 200: packingListSchema };

export interface PackingRoutesOptions {
  lists: ReturnType<typeof createPackingListsService>;
  boxes: ReturnType<typeof createPackingBoxesService>;
  labels: PackingLabelsService;
  shippingListPrint: ShippingListPrintService;
}

/** Packing lists (store owner only): pending/history, boxes, weigh, labels, done, hand-over list. */
export async function packingRoutes(app: FastifyInstance, opts: PackingRoutesOptions) {
  const { lists, boxes, labels } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(packingListRowSchema, {
      description:
        'Pending (every status but DONE) or history (DONE) lists; searchString matches the packing code or an order code; 10 per page.',
      querystring: packingListQuerySchema,
    }),
    localized((actor, req) => lists.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/:packingListId`,
    route.record(detail),
    localized((actor, req) => lists.get(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.delete(
    `${base}/:packingListId`,
    route.record(noContentResponse, { description: 'Deletes a pending list before any label; its orders wait to be packed again.' }),
    noContent((actor, req) => lists.delete(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.post(
    `${base}/:packingListId/orders/:orderId/packs`,
    route.record(
      { 201: packingListSchema },
      {
        description: 'Splits a new box off the order’s first box with per-item quantities.',
        params: listParams.extend({ orderId: uuidParam }),
        body: newPackingBoxSchema,
      },
    ),
    created((actor, req) => boxes.splitBox(actor, req.params.storeId, req.params.packingListId, req.params.orderId, req.body)),
  );

  typed.delete(
    `${base}/:packingListId/packs/:packId`,
    route.record(detail, {
      description: 'Deletes a box (never the first); its items go back to the first box.',
      params: listParams.extend({ packId: uuidParam }),
    }),
    localized((actor, req) => boxes.deleteBox(actor, req.params.storeId, req.params.packingListId, req.params.packId)),
  );

  typed.put(
    `${base}/:packingListId/sender`,
    route.record(detail, { body: packingSenderSchema }),
    localized((actor, req) => boxes.setSender(actor, req.params.storeId, req.params.packingListId, req.body.senderId)),
  );

  typed.post(
    `${base}/:packingListId/confirm-packing`,
    route.record(detail, { description: '"Calculate service fee": packing done, WAITING_FOR_PACKING -> WAITING_FOR_SHIPMENT_ORDER.' }),
    localized((actor, req) => boxes.confirmPacking(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.put(
    `${base}/:packingListId/weights`,
    route.record(detail, {
      description: 'Weights in grams per unlabelled box; each is priced (satang) or gets its error message.',
      body: packingWeightsSchema,
    }),
    localized((actor, req) => boxes.setWeights(actor, req.params.storeId, req.params.packingListId, req.body)),
  );

  typed.post(
    `${base}/:packingListId/labels`,
    route.record(detail, {
      description:
        'Create labels (and "create labels for failed items"): a mailing with an S10 barcode for every box without one; failures are kept per box in errorMsg. The list moves to WAITING_FOR_SHIPMENT_ORDER_EDIT, and to PACKED when every box is labelled.',
    }),
    localized((actor, req) => labels.createLabels(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.post(
    `${base}/:packingListId/finish`,
    route.record(detail, { description: 'Finish on the done screen: PACKED -> DONE (history).' }),
    localized((actor, req) => lists.finish(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.get(
    '/api/stores/:storeId/printshippinglists',
    route.document({
      description:
        'The hand-over list PDF (A4, two copies): with packingListId, a packing list’s labelled boxes; with shippingListId, the parcels of a shipping list (any status). Totals of count, weight and cost.',
      querystring: printShippingListQuerySchema,
    }),
    pdf('handover-list.pdf', async (actor, req) =>
      // The edge of the hand-over list: worded in the request's language, then drawn.
      renderHandoverPdf({
        ...localize(
          req.query.shippingListId
            ? await opts.shippingListPrint.printHandover(actor, req.params.storeId, req.query.shippingListId)
            : await labels.printHandover(actor, req.params.storeId, req.query.packingListId!),
          req.lang,
          req.era,
        ),
        pageText: (page, pages) => translate(req.lang, 'packing.handover.page', { page, pages }),
      }),
    ),
  );
}
