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
import { requireActor, signedIn } from '../auth/actor';
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
  const actorOf = requireActor;

  typed.get(
    base,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Pending (every status but DONE) or history (DONE) lists; searchString matches the packing code or an order code; 10 per page.',
        params: storeParamsSchema,
        querystring: packingListQuerySchema,
        response: { 200: pagedSchema(packingListRowSchema) },
      },
    },
    async (req) => localize(await lists.list(actorOf(req), req.params.storeId, req.query), req.lang),
  );

  typed.get(`${base}/:packingListId`, { onRequest: signedIn, schema: { tags, params: listParams, response: detail } }, async (req) =>
    localize(await lists.get(actorOf(req), req.params.storeId, req.params.packingListId), req.lang),
  );

  typed.delete(
    `${base}/:packingListId`,
    {
      onRequest: signedIn,
      schema: { tags, description: 'Deletes a pending list before any label; its orders wait to be packed again.', params: listParams },
    },
    async (req, reply) => {
      await lists.delete(actorOf(req), req.params.storeId, req.params.packingListId);
      return reply.code(204).send();
    },
  );

  typed.post(
    `${base}/:packingListId/orders/:orderId/packs`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Splits a new box off the order’s first box with per-item quantities.',
        params: listParams.extend({ orderId: uuidParam }),
        body: newPackingBoxSchema,
        response: { 201: packingListSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(
          localize(
            await boxes.splitBox(actorOf(req), req.params.storeId, req.params.packingListId, req.params.orderId, req.body),
            req.lang,
          ),
        ),
  );

  typed.delete(
    `${base}/:packingListId/packs/:packId`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Deletes a box (never the first); its items go back to the first box.',
        params: listParams.extend({ packId: uuidParam }),
        response: detail,
      },
    },
    async (req) => localize(await boxes.deleteBox(actorOf(req), req.params.storeId, req.params.packingListId, req.params.packId), req.lang),
  );

  typed.put(
    `${base}/:packingListId/sender`,
    { onRequest: signedIn, schema: { tags, params: listParams, body: packingSenderSchema, response: detail } },
    async (req) => localize(await boxes.setSender(actorOf(req), req.params.storeId, req.params.packingListId, req.body.senderId), req.lang),
  );

  typed.post(
    `${base}/:packingListId/confirm-packing`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: '"Calculate service fee": packing done, WAITING_FOR_PACKING -> WAITING_FOR_SHIPMENT_ORDER.',
        params: listParams,
        response: detail,
      },
    },
    async (req) => localize(await boxes.confirmPacking(actorOf(req), req.params.storeId, req.params.packingListId), req.lang),
  );

  typed.put(
    `${base}/:packingListId/weights`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description: 'Weights in grams per unlabelled box; each is priced (satang) or gets its error message.',
        params: listParams,
        body: packingWeightsSchema,
        response: detail,
      },
    },
    async (req) => localize(await boxes.setWeights(actorOf(req), req.params.storeId, req.params.packingListId, req.body), req.lang),
  );

  typed.post(
    `${base}/:packingListId/labels`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Create labels (and "create labels for failed items"): a mailing with an S10 barcode for every box without one; failures are kept per box in errorMsg. The list moves to WAITING_FOR_SHIPMENT_ORDER_EDIT, and to PACKED when every box is labelled.',
        params: listParams,
        response: detail,
      },
    },
    async (req) => localize(await labels.createLabels(actorOf(req), req.params.storeId, req.params.packingListId), req.lang),
  );

  typed.post(
    `${base}/:packingListId/finish`,
    {
      onRequest: signedIn,
      schema: { tags, description: 'Finish on the done screen: PACKED -> DONE (history).', params: listParams, response: detail },
    },
    async (req) => localize(await lists.finish(actorOf(req), req.params.storeId, req.params.packingListId), req.lang),
  );

  typed.get(
    '/api/stores/:storeId/printshippinglists',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'The hand-over list PDF (A4, two copies): with packingListId, a packing list’s labelled boxes; with shippingListId, the parcels of a shipping list (any status). Totals of count, weight and cost.',
        params: storeParamsSchema,
        querystring: printShippingListQuerySchema,
      },
    },
    async (req, reply) =>
      reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="handover-list.pdf"')
        .header('cache-control', 'no-store')
        .send(
          // The edge of the hand-over list: worded in the request's language, then drawn.
          await renderHandoverPdf({
            ...localize(
              req.query.shippingListId
                ? await opts.shippingListPrint.printHandover(actorOf(req), req.params.storeId, req.query.shippingListId)
                : await labels.printHandover(actorOf(req), req.params.storeId, req.query.packingListId!),
              req.lang,
            ),
            pageText: (page, pages) => translate(req.lang, 'packing.handover.page', { page, pages }),
          }),
        ),
  );
}
