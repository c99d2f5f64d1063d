import { callsTagged } from '../common/call';
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

const delivery = callsTagged(['Delivery options']);

/** A status list: every status of a kind, in the spec order. */
const statuses = callsTagged(['Statuses']);
const statusList = <const P extends string>(path: P, description: string) => statuses.rows(path, statusSchema, { description });

/** The status lists: every status of a kind in the spec order (the order list's filter may ask only the active ones). */
export const statusCalls = {
  orderStatuses: statusList('/api/orderStatuses', 'Every order status, in the spec order.'),
  activeOrderStatuses: statusList('/api/orderStatuses/active', 'Order statuses still being worked on: all but DELIVERED.'),
  packingListStatuses: statusList('/api/packingListStatuses', 'Packing-list statuses, COUNTING ... DONE.'),
  reserveStatuses: statusList('/api/reserveStatuses', 'Reservation statuses: their ids filter the reservation lists.'),
  saveConfirmStatuses: statuses.rows('/api/saveconfirmstatuses/:key', statusSchema, {
    description:
      'The draft and confirmed statuses of a document saved then confirmed: key INVOICE, SHIPPINGLIST or RESERVE (any case), the part its status keys end in.',
    params: saveConfirmParamsSchema,
  }),
};

/** Delivery options, their zones, box sizes and label page sizes: reference data anyone may read. */
export const deliveryReferenceCalls = {
  deliveryOptions: delivery.rows('/api/deliveryOptions', deliveryOptionSchema, {
    description: 'Every option a store may offer, with its reserve flag and rates (money in satang, weight in grams).',
  }),
  notReserve: delivery.rows('/api/deliveryOptions/GetNotReserve/:id', deliveryOptionSchema, {
    description: 'Options usable without a reservation. :id is the store id; every store sees the same options for now.',
    params: deliveryOptionIdParamsSchema,
  }),
  promptPostOnly: delivery.rows('/api/deliveryOptions/PromptPostOnly', deliveryOptionSchema, {
    description: 'The Prompt Post box services.',
  }),
  byStore: delivery.rows('/api/deliveryOptions/ByStore/:id', storeOfferedOptionSchema, {
    description: 'The options the store (:id) offers buyers, each with its fee in satang.',
    params: deliveryOptionIdParamsSchema,
  }),
  deliveryZones: delivery.rows('/api/deliveryOptions/GetDeliveryZones/:id', deliveryZoneSchema, {
    description: 'Zones of a delivery option (:id is the option id): per box size, same-area and other-area price in satang.',
    params: deliveryOptionIdParamsSchema,
  }),
  boxSizes: delivery.rows('/api/boxSizes', boxSizeSchema),
  labelOptions: callsTagged(['Labels']).rows('/api/labelOptions', labelOptionSchema, { description: 'Label page sizes in millimetres.' }),
};
