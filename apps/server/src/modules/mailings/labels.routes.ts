import type { LabelFormat } from '@songdee/shared/mailing/label-print.schema';
import { labelCalls } from '@songdee/shared/mailing/labels.calls';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localize } from '../../lib/i18n';
import { code128Png } from '../../lib/pdf/code128';
import { renderLabelsPdf } from '../../lib/pdf/labels-pdf';
import { pdf, publicRoute, routesOf, storeRoute } from '../../lib/route-handlers';
import { renderLabelsZpl } from '../../lib/zpl/labels-zpl';
import { type Actor, requireActor } from '../auth/actor';
import type { LabelsDocument, LabelsService } from './labels.service';

/**
 * ZPL's media type. None is registered; this is the one Zebra-compatible print tools and renderers take, without the
 * `x-` prefix that RFC 6648 retired. It is sent as an attachment: a browser saves it for the printer's tool.
 */
const ZPL_CONTENT_TYPE = 'application/zpl';

interface LabelQuery {
  LabelOption: number;
  startCell: number;
  format: LabelFormat;
}

/**
 * The edge of label printing: the labels are worded in the request's language, then drawn as the query asks: a PDF,
 * or ZPL II for a thermal printer (`format=zpl`, only on the thermal option: the query's schema refuses it elsewhere).
 */
const labelsFile =
  <R extends FastifyRequest & { query: LabelQuery }>(load: (actor: Actor, req: R) => Promise<LabelsDocument>) =>
  async (req: R, reply: FastifyReply) => {
    const { labels, option, captions } = localize(await load(requireActor(req), req), req.lang);
    if (req.query.format === 'zpl')
      return reply
        .type(`${ZPL_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', 'attachment; filename="labels.zpl"')
        .header('cache-control', 'no-store')
        .send(await renderLabelsZpl(labels, option, captions));
    return pdf('labels.pdf', () => renderLabelsPdf(labels, option, captions, req.query.startCell))(req, reply);
  };

export async function labelsRoutes(app: FastifyInstance, opts: { labels: LabelsService }) {
  const { labels } = opts;
  const route = routesOf(app);

  route.raw(
    storeRoute(labelCalls.byBarcode),
    labelsFile((actor, req) => labels.printByBarcodes(actor, req.params.storeId, req.query.mailingBarcode, req.query.LabelOption)),
  );
  route.raw(
    storeRoute(labelCalls.byLot),
    labelsFile((actor, req) => labels.printLot(actor, req.params.storeId, req.query.mailingLotId, req.query.LabelOption)),
  );
  route.raw(
    storeRoute(labelCalls.fromPacking),
    labelsFile((actor, req) => labels.printFromPacking(actor, req.params.storeId, req.query.packingListId, req.query.LabelOption)),
  );
  route.raw(publicRoute(labelCalls.barcodeImage), async (request, reply) =>
    reply
      .type('image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(await code128Png(request.query.code, request.query.height)),
  );
}
