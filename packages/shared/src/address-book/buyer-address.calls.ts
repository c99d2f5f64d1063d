import { declareCall, idempotencyHeaders, noContentResponse } from '../common/call';
import { listQuerySchema, pagedSchema } from '../common/list.schema';
import { idParamsSchema } from '../common/params.schema';
import { buyerAddressInputSchema, buyerAddressSchema } from './buyer-address.schema';

const tags = ['Account'];
const base = '/api/Account/addresses';
const record = `${base}/:id` as const;

/** The signed-in user’s own saved addresses (checkout’s "choose from saved addresses", the account page). */
export const buyerAddressCalls = {
  list: declareCall('GET', base, {
    tags,
    description: 'The caller’s saved addresses, newest first; searchString matches the name, phone, house number, street or postcode.',
    querystring: listQuerySchema,
    response: { 200: pagedSchema(buyerAddressSchema) },
  }),
  get: declareCall('GET', record, { tags, params: idParamsSchema, response: { 200: buyerAddressSchema } }),
  create: declareCall('POST', base, {
    tags,
    description:
      'Saves an address (checkout’s receiver fields). The same Idempotency-Key from the same user answers the first address (200).',
    headers: idempotencyHeaders,
    body: buyerAddressInputSchema,
    response: { 200: buyerAddressSchema, 201: buyerAddressSchema },
  }),
  update: declareCall('PUT', record, {
    tags,
    params: idParamsSchema,
    body: buyerAddressInputSchema,
    response: { 200: buyerAddressSchema },
  }),
  remove: declareCall('DELETE', record, { tags, params: idParamsSchema, response: noContentResponse }),
};
