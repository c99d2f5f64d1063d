import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  barcodeStockSchema,
  mailingAddressInputSchema,
  mailingAddressSchema,
  mailingListQuerySchema,
  mailingSchema,
  printLotInputSchema,
  printLotSchema,
  publishMailingsSchema,
  publishResultSchema,
  trackingSyncResultSchema,
} from '@songdee/shared/mailing/mailing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '../../lib/i18n';
import { signedInRoute } from '../../lib/route-handlers';
import { requireActor } from '../auth/actor';
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

/** The seller's notice when the post reports a new tracking status for one of the store's mailings. */
const tags = ['Mailings'];
const mailingParams = storeRecordParamsSchema('mailingId');

export async function mailingsRoutes(app: FastifyInstance, opts: MailingsRoutesOptions) {
  const { mailings, publish, addresses, tracking } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/api/stores/:storeId/mailings',
    signedInRoute({
      tags,
      description:
        'Publish mailings (spec: mailing publish). One transaction per batch: every recipient gets a mailing with an S10 barcode, or none does (422 lists each failing recipient). Re-sending the same batchId returns recipients already done instead of creating them twice. Money in satang, weight in grams.',
      params: storeParamsSchema,
      body: publishMailingsSchema,
      response: { 201: publishResultSchema },
    }),
    async (request, reply) =>
      reply
        .code(201)
        .send(localize(await publish.publishMailings(requireActor(request), request.params.storeId, request.body), request.lang)),
  );

  typed.get(
    '/api/stores/:storeId/mailings',
    signedInRoute({
      tags,
      description:
        'Track list and mailing list: search by barcode or recipient name; filter by status, onlyNotDelivery or onlyDuringDelivery.',
      params: storeParamsSchema,
      querystring: mailingListQuerySchema,
      response: { 200: pagedSchema(mailingSchema) },
    }),
    async (request) => localize(await mailings.listMailings(requireActor(request), request.params.storeId, request.query), request.lang),
  );

  typed.get(
    '/api/stores/:storeId/mailings/history',
    signedInRoute({
      tags,
      description: 'Mailing history: every mailing, newest first, searched by barcode.',
      params: storeParamsSchema,
      querystring: listQuerySchema,
      response: { 200: pagedSchema(mailingSchema) },
    }),
    async (request) => localize(await mailings.listHistory(requireActor(request), request.params.storeId, request.query), request.lang),
  );

  typed.get(
    '/api/stores/:storeId/mailings/update-tracking-status',
    signedInRoute({
      tags,
      description:
        'Sync track-and-trace statuses; calls the postal service at most once every 3 hours per store, otherwise returns the last result.',
      params: storeParamsSchema,
      response: { 200: trackingSyncResultSchema },
    }),
    async (request) => tracking.updateTrackingStatus(requireActor(request), request.params.storeId),
  );

  typed.get(
    '/api/stores/:storeId/mailings/:mailingId',
    signedInRoute({ tags, params: mailingParams, response: { 200: mailingSchema } }),
    async (request) =>
      localize(await mailings.getMailing(requireActor(request), request.params.storeId, request.params.mailingId), request.lang),
  );

  typed.get(
    '/api/stores/:storeId/mailings/:mailingId/address',
    signedInRoute({
      tags,
      description:
        "The recipient address the edit dialog starts from: the label's name, phone and postcode, and the typed parts behind its address (source says where they come from).",
      params: mailingParams,
      response: { 200: mailingAddressSchema },
    }),
    async (request) => addresses.getAddress(requireActor(request), request.params.storeId, request.params.mailingId),
  );

  typed.put(
    '/api/stores/:storeId/mailings/:mailingId',
    signedInRoute({
      tags,
      description:
        'Change the recipient address of a mailing (spec 1 mailing list "edit address"). Only while waiting for delivery, on no hand-over list and not scanned, and never for the regional box (409). The barcode, weight and cost stay; a mailing made from an order takes the order along unless another live mailing ships it.',
      params: mailingParams,
      body: mailingAddressInputSchema,
      response: { 200: mailingSchema },
    }),
    async (request) =>
      localize(
        await addresses.updateAddress(requireActor(request), request.params.storeId, request.params.mailingId, request.body),
        request.lang,
      ),
  );

  typed.delete(
    '/api/stores/:storeId/mailings/:mailingId',
    signedInRoute({
      tags,
      description:
        'Cancel a mailing (its barcode is never reused). Only while waiting for delivery, not scanned by the post and not a ready-to-send box.',
      params: mailingParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      await mailings.deleteMailing(requireActor(request), request.params.storeId, request.params.mailingId);
      return reply.code(204).send(null);
    },
  );

  typed.post(
    '/api/stores/:storeId/mailingLots',
    signedInRoute({
      tags,
      description:
        'Create a print lot (spec: print mailing lot) of up to 100 mailings; print it with printmailings/mailingBarcode?mailingLotId.',
      params: storeParamsSchema,
      body: printLotInputSchema,
      response: { 201: printLotSchema },
    }),
    async (request, reply) =>
      reply.code(201).send(await mailings.createPrintLot(requireActor(request), request.params.storeId, request.body.mailingIds)),
  );

  // The stock page and the store report (StockRemainPromptPost) read the same rows.
  for (const url of ['/api/stores/:storeId/stockbarcode', '/api/stores/:storeId/reports/StockRemainPromptPost']) {
    typed.get(
      url,
      signedInRoute({
        tags,
        description:
          'Ready-to-send box barcode stock per box size: LimitBarcode (every box confirmed reservations granted) and RemainBarcode (not yet used by a mailing or a packed box).',
        params: storeParamsSchema,
        response: { 200: z.array(barcodeStockSchema) },
      }),
      async (request) => localize(await mailings.listBarcodeStock(requireActor(request), request.params.storeId), request.lang),
    );
  }
}
