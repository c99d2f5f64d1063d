import type { Language } from '@songdee/shared/constants/app.constants';
import { labelCalls } from '@songdee/shared/mailing/labels.calls';
import type { FastifyInstance } from 'fastify';
import { localize } from '../../lib/i18n';
import { code128Png } from '../../lib/pdf/code128';
import { renderLabelsPdf } from '../../lib/pdf/labels-pdf';
import { pdf, publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import type { LabelsDocument, LabelsService } from './labels.service';

/** The edge of label printing: the labels are worded in the request's language, then drawn. */
const renderLabels = (doc: LabelsDocument, lang: Language, startCell: number) => {
  const { labels, option, captions } = localize(doc, lang);
  return renderLabelsPdf(labels, option, captions, startCell);
};

export async function labelsRoutes(app: FastifyInstance, opts: { labels: LabelsService }) {
  const { labels } = opts;
  const route = routesOf(app);

  route.raw(
    storeRoute(labelCalls.byBarcode),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(
        await labels.printByBarcodes(actor, req.params.storeId, req.query.mailingBarcode, req.query.LabelOption),
        req.lang,
        req.query.startCell,
      ),
    ),
  );
  route.raw(
    storeRoute(labelCalls.byLot),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(
        await labels.printLot(actor, req.params.storeId, req.query.mailingLotId, req.query.LabelOption),
        req.lang,
        req.query.startCell,
      ),
    ),
  );
  route.raw(
    storeRoute(labelCalls.fromPacking),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(
        await labels.printFromPacking(actor, req.params.storeId, req.query.packingListId, req.query.LabelOption),
        req.lang,
        req.query.startCell,
      ),
    ),
  );
  route.raw(publicRoute(labelCalls.barcodeImage), async (request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await code128Png(request.query.code, request.query.height)),
  );
}
