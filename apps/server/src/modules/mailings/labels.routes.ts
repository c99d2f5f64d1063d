import { barcodeImageQuerySchema, printByBarcodeQuerySchema, printByLotQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { printFromPackingQuerySchema } from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { code128Png } from '../../lib/pdf/code128';
import { requireActor } from '../auth/actor';
import type { LabelsService } from './labels.service';

const tags = ['Labels'];
const storeParams = z.object({ storeId: z.string().min(1).max(64) });

/** Labels open in a browser window (spec: printing opened in a window), so inline, never cached. */
function sendPdf(reply: FastifyReply, pdf: Buffer) {
  return reply
    .type('application/pdf')
    .header('content-disposition', 'inline; filename="labels.pdf"')
    .header('cache-control', 'no-store')
    .send(pdf);
}

export async function labelsRoutes(app: FastifyInstance, opts: { labels: LabelsService }) {
  const { labels } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/stores/:storeId/printmailings',
    {
      schema: {
        tags,
        description: 'Label PDF (application/pdf) for one barcode or several, comma-separated, at the exact page size of LabelOption.',
        params: storeParams,
        querystring: printByBarcodeQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await labels.printByBarcodes(
          requireActor(request),
          request.params.storeId,
          request.query.mailingBarcode,
          request.query.LabelOption,
          request.lang,
        ),
      ),
  );

  typed.get(
    '/api/stores/:storeId/printmailings/mailingBarcode',
    {
      schema: { tags, description: 'Label PDF (application/pdf) of a print lot.', params: storeParams, querystring: printByLotQuerySchema },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await labels.printLot(
          requireActor(request),
          request.params.storeId,
          request.query.mailingLotId,
          request.query.LabelOption,
          request.lang,
        ),
      ),
  );

  typed.get(
    '/api/stores/:storeId/printmailings/mailingFromPacking',
    {
      schema: {
        tags,
        description: 'Label PDF (application/pdf) of every labelled box of a packing list, in list order, at the page size of LabelOption.',
        params: storeParams,
        querystring: printFromPackingQuerySchema,
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await labels.printFromPacking(
          requireActor(request),
          request.params.storeId,
          request.query.packingListId,
          request.query.LabelOption,
          request.lang,
        ),
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
