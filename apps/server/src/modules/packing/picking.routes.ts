import { storeRecordParamsSchema } from '@songdee/shared/common/params.schema';
import {
  availableForPackingQuerySchema,
  createPackingListSchema,
  packingCountsSchema,
  packingListSchema,
  packingOrderChoiceSchema,
} from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { created, idempotencyHeaders, localized, storeRoutes } from '../../lib/route-handlers';
import type { PickingService } from './picking.service';

const route = storeRoutes(['Packing'], storeRecordParamsSchema('packingListId'));
const detail = { 200: packingListSchema };

/** Picking (store owner only): choose orders, create the list, count items. */
export async function pickingRoutes(app: FastifyInstance, opts: { picking: PickingService }) {
  const { picking } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/stores/:storeId/orders/availableForPacking',
    route.list(packingOrderChoiceSchema, {
      description: 'Orders waiting to be packed (PENDING_TO_BE_PACKED) on no packing list; searchString matches the order code.',
      querystring: availableForPackingQuerySchema,
    }),
    localized((actor, req) => picking.availableForPacking(actor, req.params.storeId, req.query)),
  );

  typed.post(
    '/api/stores/:storeId/packing-lists',
    route.store(
      { 201: packingListSchema },
      {
        description: 'Creates a packing list in COUNTING with the chosen orders (at least one); they become PACKING.',
        body: createPackingListSchema,
        headers: idempotencyHeaders,
      },
    ),
    created((actor, req) => picking.create(actor, req.params.storeId, req.body)),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/orders',
    route.record(detail, {
      description:
        'The summary\'s "select orders" while COUNTING: the list\'s orders become exactly these (at least one). Orders taken off wait to be packed again, uncounted; added orders must be available as for create and become PACKING; kept orders keep their counts.',
      body: createPackingListSchema,
    }),
    localized((actor, req) => picking.setOrders(actor, req.params.storeId, req.params.packingListId, req.body)),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/counts',
    route.record(detail, {
      description:
        'Counted (packed) quantities, 0 to the ordered quantity. submit=false saves a draft; submit=true needs one order fully counted, gives back the others and moves the list to WAITING_FOR_PACKING with a first box per order.',
      body: packingCountsSchema,
    }),
    localized((actor, req) => picking.saveCounts(actor, req.params.storeId, req.params.packingListId, req.body)),
  );
}
