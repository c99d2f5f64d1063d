import { packingCalls } from '@songdee/shared/packing/packing.calls';
import type { FastifyInstance } from 'fastify';
import { localize, translate } from '../../lib/i18n';
import { renderHandoverPdf } from '../../lib/pdf/handover-list-pdf';
import { pdf, routesOf, storeRoute } from '../../lib/route-handlers';
import type { ShippingListPrintService } from '../shipping-lists/shipping-list-print.service';
import type { createPackingBoxesService } from './packing-boxes.service';
import type { PackingLabelsService } from './packing-labels.service';
import type { createPackingListsService } from './packing-lists.service';

export interface PackingRoutesOptions {
  lists: ReturnType<typeof createPackingListsService>;
  boxes: ReturnType<typeof createPackingBoxesService>;
  labels: PackingLabelsService;
  shippingListPrint: ShippingListPrintService;
}

/** Packing lists (store owner only): pending/history, boxes, weigh, labels, done, hand-over list. */
export async function packingRoutes(app: FastifyInstance, opts: PackingRoutesOptions) {
  const { lists, boxes, labels } = opts;
  const route = routesOf(app);

  route(storeRoute(packingCalls.list), (actor, req) => lists.list(actor, req.params.storeId, req.query));
  route(storeRoute(packingCalls.get), (actor, req) => lists.get(actor, req.params.storeId, req.params.packingListId));
  route(storeRoute(packingCalls.remove), (actor, req) => lists.delete(actor, req.params.storeId, req.params.packingListId));
  route(storeRoute(packingCalls.splitBox), (actor, req) =>
    boxes.splitBox(actor, req.params.storeId, req.params.packingListId, req.params.orderId, req.body),
  );
  route(storeRoute(packingCalls.deleteBox), (actor, req) =>
    boxes.deleteBox(actor, req.params.storeId, req.params.packingListId, req.params.packId),
  );
  route(storeRoute(packingCalls.setSender), (actor, req) =>
    boxes.setSender(actor, req.params.storeId, req.params.packingListId, req.body.senderId),
  );
  route(storeRoute(packingCalls.confirmPacking), (actor, req) => boxes.confirmPacking(actor, req.params.storeId, req.params.packingListId));
  route(storeRoute(packingCalls.setWeights), (actor, req) =>
    boxes.setWeights(actor, req.params.storeId, req.params.packingListId, req.body),
  );
  route(storeRoute(packingCalls.createLabels), (actor, req) => labels.createLabels(actor, req.params.storeId, req.params.packingListId));
  route(storeRoute(packingCalls.finish), (actor, req) => lists.finish(actor, req.params.storeId, req.params.packingListId));
  route.raw(
    storeRoute(packingCalls.handoverPdf),
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
