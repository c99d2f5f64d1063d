import { pagedSchema } from '@songdee/shared/common/list.schema';
import {
  availableForPackingQuerySchema,
  createPackingListSchema,
  packingCountsSchema,
  packingListSchema,
  packingOrderChoiceSchema,
} from '@songdee/shared/packing/packing.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '../auth/actor';
import type { PickingService } from './picking.service';

const storeParams = z.object({ storeId: z.string().min(1).max(64) });
const listParams = storeParams.extend({ packingListId: z.uuid() });
const tags = ['Packing'];

/** Picking (store owner only): choose orders, create the list, count items. */
export async function pickingRoutes(app: FastifyInstance, opts: { picking: PickingService }) {
  const { picking } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/api/stores/:storeId/orders/availableForPacking',
    {
      schema: {
        tags,
        description: 'Orders waiting to be packed (PENDING_TO_BE_PACKED) on no packing list; searchString matches the order code.',
        params: storeParams,
        querystring: availableForPackingQuerySchema,
        response: { 200: pagedSchema(packingOrderChoiceSchema) },
      },
    },
    async (req) => picking.availableForPacking(requireActor(req), req.params.storeId, req.query, req.lang),
  );

  typed.post(
    '/api/stores/:storeId/packing-lists',
    {
      schema: {
        tags,
        description: 'Creates a packing list in COUNTING with the chosen orders (at least one); they become PACKING.',
        params: storeParams,
        body: createPackingListSchema,
        response: { 201: packingListSchema },
      },
    },
    async (req, reply) => reply.code(201).send(await picking.create(requireActor(req), req.params.storeId, req.body, req.lang)),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/orders',
    {
      schema: {
        tags,
        description:
          'The summary\'s "select orders" while COUNTING: the list\'s orders become exactly these (at least one). Orders taken off wait to be packed again, uncounted; added orders must be available as for create and become PACKING; kept orders keep their counts.',
        params: listParams,
        body: createPackingListSchema,
        response: { 200: packingListSchema },
      },
    },
    async (req) => picking.setOrders(requireActor(req), req.params.storeId, req.params.packingListId, req.body, req.lang),
  );

  typed.put(
    '/api/stores/:storeId/packing-lists/:packingListId/counts',
    {
      schema: {
        tags,
        description:
          'Counted (packed) quantities, 0 to the ordered quantity. submit=false saves a draft; submit=true needs one order fully counted, gives back the others and moves the list to WAITING_FOR_PACKING with a first box per order.',
        params: listParams,
        body: packingCountsSchema,
        response: { 200: packingListSchema },
      },
    },
    async (req) => picking.saveCounts(requireActor(req), req.params.storeId, req.params.packingListId, req.body, req.lang),
  );
}
