import { storeParamsSchema } from '@songdee/shared/common/params.schema';
import type { Language } from '@songdee/shared/constants/app.constants';
import { barcodeImageQuerySchema, printByBarcodeQuerySchema, printByLotQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { printFromPackingQuerySchema } from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localize } from '../../lib/i18n';
import { code128Png } from '../../lib/pdf/code128';
import { renderLabelsPdf } from '../../lib/pdf/labels-pdf';
import { pdf, storeRoutes } from '../../lib/route-handlers';
import type { LabelsDocument, LabelsService } from './labels.service';

const tags = ['Labels'];
const route = storeRoutes(tags, storeParamsSchema);

/** The edge of label printing: the labels are worded in the request's language, then drawn. */
const renderLabels = (doc: LabelsDocument, lang: Language) => {
  const { labels, option, captions } = localize(doc, lang);
  return renderLabelsPdf(labels, option, captions);
};

export async function labelsRoutes(app: FastifyInstance, opts: { labels: LabelsService }) {
  const { labels } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/stores/:storeId/printmailings',
    route.document({
      description: 'Label PDF (application/pdf) for one barcode or several, comma-separated, at the exact page size of LabelOption.',
      querystring: printByBarcodeQuerySchema,
    }),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(await labels.printByBarcodes(actor, req.params.storeId, req.query.mailingBarcode, req.query.LabelOption), req.lang),
    ),
  );

  typed.get(
    '/api/stores/:storeId/printmailings/mailingBarcode',
    route.document({
      description: 'Label PDF (application/pdf) of a print lot.',
      querystring: printByLotQuerySchema,
    }),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(await labels.printLot(actor, req.params.storeId, req.query.mailingLotId, req.query.LabelOption), req.lang),
    ),
  );

  typed.get(
    '/api/stores/:storeId/printmailings/mailingFromPacking',
    route.document({
      description: 'Label PDF (application/pdf) of every labelled box of a packing list, in list order, at the page size of LabelOption.',
      querystring: printFromPackingQuerySchema,
    }),
    pdf('labels.pdf', async (actor, req) =>
      renderLabels(await labels.printFromPacking(actor, req.params.storeId, req.query.packingListId, req.query.LabelOption), req.lang),
    ),
  );

  typed.get(
    '/api/barcode',
    {
      schema: {
        tags,
        description: 'A Code 128 PNG of `code` with its text below; `height` in pixels (default 100). Public: it draws what it is given.',
        querystring: barcodeImageQuerySchema,
      },
    },
    async (request, reply) =>
      reply
        .type('image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(await code128Png(request.query.code, request.query.height)),
  );
}
