import { listQuerySchema, pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  availableForPrintLotSchema,
  availableForShippingListSchema,
  cardPaymentFormSchema,
  shippingListInputSchema,
  shippingListListQuerySchema,
  shippingListSchema,
  shippingListSummarySchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '../../lib/i18n';
import { requireActor, signedIn } from '../auth/actor';
import type { ShippingListsService } from './shipping-lists.service';

const tags = ['Shipping lists'];
const base = '/api/stores/:storeId/shippinglists';
const listParams = storeRecordParamsSchema('id');
const detail = { 200: shippingListSchema };
/** `Idempotency-Key`: the web sends one per submission (DESIGN.md section 4). */
const idempotencyHeaders = z.object({ 'idempotency-key': z.string().trim().min(1).max(128).optional() });

/** Shipping (hand-over) lists of a store (owner only), spec 2 section 7. */
export async function shippingListsRoutes(app: FastifyInstance, opts: { shippingLists: ShippingListsService }) {
  const { shippingLists } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Lists newest first; searchString matches the list code or an order code; onlyNotDelivery: not handed over (SentPos false), onlyDuringDelivery: handed over. 10 per page.',
        params: storeParamsSchema,
        querystring: shippingListListQuerySchema,
        response: { 200: pagedSchema(shippingListSummarySchema) },
      },
    },
    async (req) => localize(await shippingLists.list(requireActor(req), req.params.storeId, req.query), req.lang),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForShippingList',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Orders with a published label (a mailing waiting for delivery), not handed over and on no shipping list; per order its quantity, grams and postage (satang). searchString matches the order code.',
        params: storeParamsSchema,
        querystring: listQuerySchema,
        response: { 200: availableForShippingListSchema },
      },
    },
    async (req) => localize(await shippingLists.availableForShippingList(requireActor(req), req.params.storeId, req.query), req.lang),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForPrintLotMailing',
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Labels that can be printed in a lot (POST mailingLots): one row per live parcel (waiting for delivery or on a hand-over list being prepared) of an order not handed over; searchString matches the order code or barcode.',
        params: storeParamsSchema,
        querystring: listQuerySchema,
        response: { 200: availableForPrintLotSchema },
      },
    },
    async (req) => localize(await shippingLists.availableForPrintLotMailing(requireActor(req), req.params.storeId, req.query), req.lang),
  );

  typed.post(
    base,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'A DRAFT_FOR_SHIPPINGLIST list (SL-00001...) of the given orders; with confirm: true it is confirmed at once (1 to 300 orders). The same Idempotency-Key from the same store answers the first list (200).',
        params: storeParamsSchema,
        headers: idempotencyHeaders,
        body: shippingListInputSchema,
        response: { 200: shippingListSchema, 201: shippingListSchema },
      },
    },
    async (req, reply) => {
      const { created, list } = await shippingLists.create(requireActor(req), req.params.storeId, req.body, req.headers['idempotency-key']);
      return reply.code(created ? 201 : 200).send(localize(list, req.lang));
    },
  );

  typed.get(`${base}/:id`, { onRequest: signedIn, schema: { tags, params: listParams, response: detail } }, async (req) =>
    localize(await shippingLists.get(requireActor(req), req.params.storeId, req.params.id), req.lang),
  );

  typed.put(
    `${base}/:id`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'Replaces a draft’s orders; confirm: true confirms it (CONFIRM_FOR_SHIPPINGLIST, 1 to 300 orders, its parcels become DURING_DELIVERY_NOTE). A confirmed list is 409; a refused save leaves the list a draft as it was.',
        params: listParams,
        body: shippingListInputSchema,
        response: detail,
      },
    },
    async (req) => localize(await shippingLists.update(requireActor(req), req.params.storeId, req.params.id, req.body), req.lang),
  );

  typed.delete(
    `${base}/:id`,
    {
      onRequest: signedIn,
      schema: { tags, description: 'Deletes an unpaid list not handed over; its orders are free again.', params: listParams },
    },
    async (req, reply) => {
      await shippingLists.delete(requireActor(req), req.params.storeId, req.params.id);
      return reply.code(204).send();
    },
  );

  typed.get(
    `${base}/:id/token`,
    {
      onRequest: signedIn,
      schema: {
        tags,
        description:
          'The card-payment form of a confirmed, unpaid list within 10 minutes of its confirmation: post `fields` to `action`. The gateway returns the browser to /stores/shippinglists/payment?shippingListId&reference&payment&amount&target&signature (forward to POST /api/payments/card/return).',
        params: listParams,
        response: { 200: cardPaymentFormSchema },
      },
    },
    async (req) => shippingLists.token(requireActor(req), req.params.storeId, req.params.id),
  );
}
