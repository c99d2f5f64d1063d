import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  availableForPrintLotSchema,
  availableForShippingListSchema,
  cardPaymentFormSchema,
  cardPaymentOutcomeSchema,
  cardPaymentResultSchema,
  shippingListInputSchema,
  shippingListListQuerySchema,
  shippingListSchema,
  shippingListSummarySchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createdOnce, idempotencyHeaders, localized, noContent, noContentResponse, storeRoutes } from '../../lib/route-handlers';
import type { ShippingListsService } from './shipping-lists.service';

const route = storeRoutes(['Shipping lists'], storeRecordParamsSchema('id'));
const base = '/api/stores/:storeId/shippinglists';

/** Shipping (hand-over) lists of a store (owner only), spec 2 section 7. */
export async function shippingListsRoutes(app: FastifyInstance, opts: { shippingLists: ShippingListsService }) {
  const { shippingLists } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    base,
    route.list(shippingListSummarySchema, {
      description:
        'Lists newest first; searchString matches the list code or an order code; onlyNotDelivery: not handed over (SentPos false), onlyDuringDelivery: handed over. 10 per page.',
      querystring: shippingListListQuerySchema,
    }),
    localized((actor, req) => shippingLists.list(actor, req.params.storeId, req.query)),
  );
  typed.post(
    base,
    route.store(
      { 200: shippingListSchema, 201: shippingListSchema },
      {
        description:
          'A DRAFT_FOR_SHIPPINGLIST list (SL-00001...) of the given orders; with confirm: true it is confirmed at once (1 to 300 orders). The same Idempotency-Key from the same store answers the first list (200).',
        body: shippingListInputSchema,
        headers: idempotencyHeaders,
      },
    ),
    createdOnce((actor, req) => shippingLists.create(actor, req.params.storeId, req.body, req.headers['idempotency-key'])),
  );
  typed.get(
    `${base}/:id`,
    route.record({ 200: shippingListSchema }),
    localized((actor, req) => shippingLists.get(actor, req.params.storeId, req.params.id)),
  );
  typed.put(
    `${base}/:id`,
    route.record(
      { 200: shippingListSchema },
      {
        description:
          'Replaces a draft’s orders; confirm: true confirms it (CONFIRM_FOR_SHIPPINGLIST, 1 to 300 orders, its parcels become DURING_DELIVERY_NOTE). A confirmed list is 409; a refused save leaves the list a draft as it was.',
        body: shippingListInputSchema,
      },
    ),
    localized((actor, req) => shippingLists.update(actor, req.params.storeId, req.params.id, req.body)),
  );
  typed.delete(
    `${base}/:id`,
    route.record(noContentResponse, { description: 'Deletes an unpaid list not handed over; its orders are free again.' }),
    noContent((actor, req) => shippingLists.delete(actor, req.params.storeId, req.params.id)),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForShippingList',
    route.store(
      { 200: availableForShippingListSchema },
      {
        description:
          'Orders with a published label (a mailing waiting for delivery), not handed over and on no shipping list; per order its quantity, grams and postage (satang). searchString matches the order code.',
        querystring: listQuerySchema,
      },
    ),
    localized((actor, req) => shippingLists.availableForShippingList(actor, req.params.storeId, req.query)),
  );

  typed.get(
    '/api/stores/:storeId/orders/availableForPrintLotMailing',
    route.store(
      { 200: availableForPrintLotSchema },
      {
        description:
          'Labels that can be printed in a lot (POST mailingLots): one row per live parcel (waiting for delivery or on a hand-over list being prepared) of an order not handed over; searchString matches the order code or barcode.',
        querystring: listQuerySchema,
      },
    ),
    localized((actor, req) => shippingLists.availableForPrintLotMailing(actor, req.params.storeId, req.query)),
  );

  typed.get(
    `${base}/:id/token`,
    route.record(
      { 200: cardPaymentFormSchema },
      {
        description:
          'The 2C2P redirect 7.2 form of a confirmed, unpaid list within 10 minutes of its confirmation (payment_expiry the same deadline, Bangkok time): the browser posts `fields` to `action`. The gateway posts its result to POST :id/payment (server to server) and the browser to /api/payments/card/return, which redirects to /stores/shippinglists/payment?shippingListId&reference&payment=1|0|-1.',
      },
    ),
    localized((actor, req) => shippingLists.token(actor, req.params.storeId, req.params.id)),
  );

  typed.post(
    `${base}/:id/payment`,
    {
      schema: {
        tags: ['Shipping lists'],
        description:
          'The list’s result_url_2: 2C2P’s redirect 7.2 result, form-encoded, server to server (no session: hash_value, HMAC-SHA1 over the result fields in 2C2P’s order, is the authority; merchant, order, amount and currency must be what was issued for this list). 000 paid, 001 waiting for the bank (a later result completes it, even after the 10 minutes), anything else not paid. Recorded once.',
        params: storeRecordParamsSchema('id'),
        body: cardPaymentResultSchema,
        response: { 200: cardPaymentOutcomeSchema },
      },
    },
    async (req) => shippingLists.payment(req.params.storeId, req.params.id, req.body),
  );
}
