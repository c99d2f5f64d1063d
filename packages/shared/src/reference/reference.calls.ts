import { z } from 'zod';
import { declareCall } from '../common/call';
import { storeOfferedOptionSchema } from '../store/store.schema';
import {
  boxSizeSchema,
  deliveryOptionIdParamsSchema,
  deliveryOptionSchema,
  deliveryZoneSchema,
  labelOptionSchema,
  saveConfirmParamsSchema,
  statusSchema,
} from './reference.schema';

const statusTags = ['Statuses'];
const deliveryTags = ['Delivery options'];
const statusList = { 200: z.array(statusSchema) };
const optionList = { 200: z.array(deliveryOptionSchema) };

/** The status lists: every status of a kind in the spec order (the order list's filter may ask only the active ones). */
export const statusCalls = {
  orderStatuses: declareCall('GET', '/api/orderStatuses', {
    tags: statusTags,
    description: 'Every order status, in the spec order.',
    response: statusList,
  }),
  activeOrderStatuses: declareCall('GET', '/api/orderStatuses/active', {
    tags: statusTags,
    description: 'Order statuses still being worked on: all but DELIVERED.',
    response: statusList,
  }),
  packingListStatuses: declareCall('GET', '/api/packingListStatuses', {
    tags: statusTags,
    description: 'Packing-list statuses, COUNTING ... DONE.',
    response: statusList,
  }),
  reserveStatuses: declareCall('GET', '/api/reserveStatuses', {
    tags: statusTags,
    description: 'Reservation statuses: their ids filter the reservation lists.',
    response: statusList,
  }),
  saveConfirmStatuses: declareCall('GET', '/api/saveconfirmstatuses/:key', {
    tags: statusTags,
    description:
      'The draft and confirmed statuses of a document saved then confirmed: key INVOICE, SHIPPINGLIST or RESERVE (any case), the part its status keys end in.',
    params: saveConfirmParamsSchema,
    response: statusList,
  }),
};

/** Delivery options, their zones, box sizes and label page sizes: reference data anyone may read. */
export const deliveryReferenceCalls = {
  deliveryOptions: declareCall('GET', '/api/deliveryOptions', {
    tags: deliveryTags,
    description: 'Every option a store may offer, with its reserve flag and rates (money in satang, weight in grams).',
    response: optionList,
  }),
  notReserve: declareCall('GET', '/api/deliveryOptions/GetNotReserve/:id', {
    tags: deliveryTags,
    description: 'Options usable without a reservation. :id is the store id; every store sees the same options for now.',
    params: deliveryOptionIdParamsSchema,
    response: optionList,
  }),
  promptPostOnly: declareCall('GET', '/api/deliveryOptions/PromptPostOnly', {
    tags: deliveryTags,
    description: 'The Prompt Post box services.',
    response: optionList,
  }),
  byStore: declareCall('GET', '/api/deliveryOptions/ByStore/:id', {
    tags: deliveryTags,
    description: 'The options the store (:id) offers buyers, each with its fee in satang.',
    params: deliveryOptionIdParamsSchema,
    response: { 200: z.array(storeOfferedOptionSchema) },
  }),
  deliveryZones: declareCall('GET', '/api/deliveryOptions/GetDeliveryZones/:id', {
    tags: deliveryTags,
    description: 'Zones of a delivery option (:id is the option id): per box size, same-area and other-area price in satang.',
    params: deliveryOptionIdParamsSchema,
    response: { 200: z.array(deliveryZoneSchema) },
  }),
  boxSizes: declareCall('GET', '/api/boxSizes', { tags: deliveryTags, response: { 200: z.array(boxSizeSchema) } }),
  labelOptions: declareCall('GET', '/api/labelOptions', {
    tags: ['Labels'],
    description: 'Label page sizes in millimetres.',
    response: { 200: z.array(labelOptionSchema) },
  }),
};
