import { pagedSchema } from '@songdee/shared/common/list.schema';
import { storeParamsSchema, storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  availableForPackingQuerySchema,
  createPackingListSchema,
  packingCountsSchema,
  packingListSchema,
  packingOrderChoiceSchema,
} from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, localized, signedInRoute } from '../../lib/route-handlers';
import type { PickingService } from './picking.service';

const listParams = storeRecordParamsSchema('packingListId');
const tags = ['Packing'];

/** Picking (store owner only): choose orders, create the list, count items. */
export async function pickingRoutes(app: FastifyInstance, opts: { picking: PickingService }) {
  const { picking } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/stores/:storeId/orders/availableForPacking',
    signedInRoute({
      tags,
      description: 'Orders waiting to be packed (PENDING_TO_BE_PACKED) on no packing list; searchString matches the order code.',
      params: storeParamsSchema,
      querystring: availableForPackingQuerySchema,
      response: { 200: pagedSchema(packingOrderChoiceSchema) },
    }),
    localized((actor, req) => picking.availableForPacking(actor, req.params.storeId, req.query)),
  );

  typed.post(
    '/api/stores/:storeId/packing-lists',
    signedInRoute({
      tags,
      description: 'Creates a packing list in COUNTING with the chosen orders (at least one); they become PACKING.',
      params: storeParamsSchema,
      body: createPackingListSchema,
      response: { 201: packingListSchema },
    }),
    created((actor, req) => picking.create(actor, req.params.storeId, req.body)),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/orders',
    signedInRoute({
      tags,
      description:
        'The summary\'s "select orders" while COUNTING: the list\'s orders become exactly these (at least one). Orders taken off wait to be packed again, uncounted; added orders must be available as for create and become PACKING; kept orders keep their counts.',
      params: listParams,
      body: createPackingListSchema,
      response: { 200: packingListSchema },
    }),
    localized((actor, req) => picking.setOrders(actor, req.params.storeId, req.params.packingListId, req.body)),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/counts',
    signedInRoute({
      tags,
      description:
        'Counted (packed) quantities, 0 to the ordered quantity. submit=false saves a draft; submit=true needs one order fully counted, gives back the others and moves the list to WAITING_FOR_PACKING with a first box per order.',
      params: listParams,
      body: packingCountsSchema,
      response: { 200: packingListSchema },
    }),
    localized((actor, req) => picking.saveCounts(actor, req.params.storeId, req.params.packingListId, req.body)),
  );
}
