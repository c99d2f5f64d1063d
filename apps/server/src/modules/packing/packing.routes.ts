import { pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema, uuidParam } from '@songdee/shared/common/params.schema';
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
import { localized, noContent, pdf, signedInRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
import type { ShippingListPrintService } from '../shipping-lists/shipping-list-print.service';
import type { createPackingBoxesService } from './packing-boxes.service';
import type { PackingLabelsService } from './packing-labels.service';
import type { createPackingListsService } from './packing-lists.service';

const listParams = storeRecordParamsSchema('packingListId');
const tags = ['Packing'];
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
    signedInRoute({
      tags,
      description:
        'Pending (every status but DONE) or history (DONE) lists; searchString matches the packing code or an order code; 10 per page.',
      params: storeParamsSchema,
      querystring: packingListQuerySchema,
      response: { 200: pagedSchema(packingListRowSchema) },
    }),
    localized((actor, req) => lists.list(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/:packingListId`,
    signedInRoute({ tags, params: listParams, response: detail }),
    localized((actor, req) => lists.get(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.delete(
    `${base}/:packingListId`,
    signedInRoute({
      tags,
      description: 'Deletes a pending list before any label; its orders wait to be packed again.',
      params: listParams,
    }),
    noContent((actor, req) => lists.delete(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.post(
    `${base}/:packingListId/orders/:orderId/packs`,
    signedInRoute({
      tags,
      description: 'Splits a new box off the order’s first box with per-item quantities.',
      params: listParams.extend({ orderId: uuidParam }),
      body: newPackingBoxSchema,
      response: { 201: packingListSchema },
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send(
          localize(
            await boxes.splitBox(requireActor(req), req.params.storeId, req.params.packingListId, req.params.orderId, req.body),
            req.lang,
          ),
        ),
  );

  typed.delete(
    `${base}/:packingListId/packs/:packId`,
    signedInRoute({
      tags,
      description: 'Deletes a box (never the first); its items go back to the first box.',
      params: listParams.extend({ packId: uuidParam }),
      response: detail,
    }),
    localized((actor, req) => boxes.deleteBox(actor, req.params.storeId, req.params.packingListId, req.params.packId)),
  );

  typed.put(
    `${base}/:packingListId/sender`,
    signedInRoute({ tags, params: listParams, body: packingSenderSchema, response: detail }),
    localized((actor, req) => boxes.setSender(actor, req.params.storeId, req.params.packingListId, req.body.senderId)),
  );

  typed.post(
    `${base}/:packingListId/confirm-packing`,
    signedInRoute({
      tags,
      description: '"Calculate service fee": packing done, WAITING_FOR_PACKING -> WAITING_FOR_SHIPMENT_ORDER.',
      params: listParams,
      response: detail,
    }),
    localized((actor, req) => boxes.confirmPacking(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.put(
    `${base}/:packingListId/weights`,
    signedInRoute({
      tags,
      description: 'Weights in grams per unlabelled box; each is priced (satang) or gets its error message.',
      params: listParams,
      body: packingWeightsSchema,
      response: detail,
    }),
    localized((actor, req) => boxes.setWeights(actor, req.params.storeId, req.params.packingListId, req.body)),
  );

  typed.post(
    `${base}/:packingListId/labels`,
    signedInRoute({
      tags,
      description:
        'Create labels (and "create labels for failed items"): a mailing with an S10 barcode for every box without one; failures are kept per box in errorMsg. The list moves to WAITING_FOR_SHIPMENT_ORDER_EDIT, and to PACKED when every box is labelled.',
      params: listParams,
      response: detail,
    }),
    localized((actor, req) => labels.createLabels(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.post(
    `${base}/:packingListId/finish`,
    signedInRoute({ tags, description: 'Finish on the done screen: PACKED -> DONE (history).', params: listParams, response: detail }),
    localized((actor, req) => lists.finish(actor, req.params.storeId, req.params.packingListId)),
  );

  typed.get(
    '/api/stores/:storeId/printshippinglists',
    signedInRoute({
      tags,
      description:
        'The hand-over list PDF (A4, two copies): with packingListId, a packing list’s labelled boxes; with shippingListId, the parcels of a shipping list (any status). Totals of count, weight and cost.',
      params: storeParamsSchema,
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
