import { callsTagged, idempotencyHeaders, noContentResponse } from '../common/call';
import { listQuerySchema, pagedSchema } from '../common/list.schema';
import { idParamsSchema } from '../common/params.schema';
import { buyerAddressInputSchema, buyerAddressSchema } from './buyer-address.schema';

const call = callsTagged(['Account']);
const base = '/api/Account/addresses';
const record = `${base}/:id` as const;

/** The signed-in user’s own saved addresses (checkout’s "choose from saved addresses", the account page). */
export const buyerAddressCalls = {
  list: call('GET', base, {
    description: 'The caller’s saved addresses, newest first; searchString matches the name, phone, house number, street or postcode.',
    querystring: listQuerySchema,
    response: { 200: pagedSchema(buyerAddressSchema) },
  }),
  get: call('GET', record, { params: idParamsSchema, response: { 200: buyerAddressSchema } }),
  create: call('POST', base, {
    description:
      'Saves an address (checkout’s receiver fields). The same Idempotency-Key from the same user answers the first address (200).',
    headers: idempotencyHeaders,
    body: buyerAddressInputSchema,
    response: { 200: buyerAddressSchema, 201: buyerAddressSchema },
  }),
  update: call('PUT', record, {
    params: idParamsSchema,
    body: buyerAddressInputSchema,
    response: { 200: buyerAddressSchema },
  }),
  remove: call('DELETE', record, { params: idParamsSchema, response: noContentResponse }),
};
