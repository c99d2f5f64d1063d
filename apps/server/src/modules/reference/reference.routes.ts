import {
  boxSizeSchema,
  deliveryOptionIdParamsSchema,
  deliveryOptionSchema,
  deliveryZoneSchema,
  labelOptionSchema,
  SAVE_CONFIRM_KINDS,
  saveConfirmParamsSchema,
  statusSchema,
} from '@songdee/shared/reference/reference.schema';
import { storeOfferedOptionSchema } from '@songdee/shared/store/store.schema';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { localize } from '../../lib/i18n';
import type { ReferenceService } from './reference.service';

export interface ReferenceRoutesOptions {
  service: ReferenceService;
}

const statusTags = ['Statuses'];
const deliveryTags = ['Delivery options'];
const statusList = { 200: z.array(statusSchema) };
const optionList = { 200: z.array(deliveryOptionSchema) };

export async function referenceRoutes(app: FastifyInstance, opts: ReferenceRoutesOptions) {
  const { service } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The status lists: every status of a kind in the spec order (the order list's filter may ask only the active ones). */
  const statusLists = [
    ['/api/orderStatuses', 'order', 'Every order status, in the spec order.', {}],
    ['/api/orderStatuses/active', 'order', 'Order statuses still being worked on: all but DELIVERED.', { onlyActive: true }],
    ['/api/packingListStatuses', 'packingList', 'Packing-list statuses, COUNTING ... DONE.', {}],
    ['/api/reserveStatuses', 'reserve', 'Reservation statuses: their ids filter the reservation lists.', {}],
  ] as const;
  for (const [path, kind, description, options] of statusLists) {
    typed.get(path, { schema: { tags: statusTags, description, response: statusList } }, async (request) =>
      localize(await service.listStatuses(kind, options), request.lang),
    );
  }

  typed.get(
    '/api/saveconfirmstatuses/:key',
    {
      schema: {
        tags: statusTags,
        description:
          'The draft and confirmed statuses of a document saved then confirmed: key INVOICE, SHIPPINGLIST or RESERVE (any case), the part its status keys end in.',
        params: saveConfirmParamsSchema,
        response: statusList,
      },
    },
    async (request) => localize(await service.listStatuses(SAVE_CONFIRM_KINDS[request.params.key]), request.lang),
  );

  typed.get(
    '/api/deliveryOptions',
    {
      schema: {
        tags: deliveryTags,
        description: 'Every option a store may offer, with its reserve flag and rates (money in satang, weight in grams).',
        response: optionList,
      },
    },
    async (request) => localize(await service.listDeliveryOptions(), request.lang),
  );

  typed.get(
    '/api/deliveryOptions/GetNotReserve/:id',
    {
      schema: {
        tags: deliveryTags,
        description: 'Options usable without a reservation. :id is the store id; every store sees the same options for now.',
        params: deliveryOptionIdParamsSchema,
        response: optionList,
      },
    },
    async (request) => localize(await service.listDeliveryOptions({ reserve: false }), request.lang),
  );

  typed.get(
    '/api/deliveryOptions/PromptPostOnly',
    { schema: { tags: deliveryTags, description: 'The Prompt Post box services.', response: optionList } },
    async (request) => localize(await service.listDeliveryOptions({ promptPostOnly: true }), request.lang),
  );

  typed.get(
    '/api/deliveryOptions/ByStore/:id',
    {
      schema: {
        tags: deliveryTags,
        description: 'The options the store (:id) offers buyers, each with its fee in satang.',
        params: deliveryOptionIdParamsSchema,
        response: { 200: z.array(storeOfferedOptionSchema) },
      },
    },
    async (request) => localize(await service.listStoreDeliveryOptions(request.params.id), request.lang),
  );

  typed.get(
    '/api/deliveryOptions/GetDeliveryZones/:id',
    {
      schema: {
        tags: deliveryTags,
        description: 'Zones of a delivery option (:id is the option id): per box size, same-area and other-area price in satang.',
        params: deliveryOptionIdParamsSchema,
        response: { 200: z.array(deliveryZoneSchema) },
      },
    },
    async (request) => service.listZones(request.params.id),
  );

  typed.get('/api/boxSizes', { schema: { tags: deliveryTags, response: { 200: z.array(boxSizeSchema) } } }, async (request) =>
    localize(await service.listBoxSizes(), request.lang),
  );

  typed.get(
    '/api/labelOptions',
    { schema: { tags: ['Labels'], description: 'Label page sizes in millimetres.', response: { 200: z.array(labelOptionSchema) } } },
    async (request) => localize(service.listLabelOptions(), request.lang),
  );
}
