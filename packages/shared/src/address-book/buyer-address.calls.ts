import { callsTagged, noContentResponse } from '../common/call';
import { listQuerySchema } from '../common/list.schema';
import { buyerAddressInputSchema, buyerAddressSchema } from './buyer-address.schema';

const call = callsTagged(['Account']);
const base = '/api/Account/addresses';
const record = `${base}/:id` as const;

/** The signed-in user’s own saved addresses (checkout’s "choose from saved addresses", the account page). */
export const buyerAddressCalls = {
  list: call.page(base, buyerAddressSchema, {
    description: 'The caller’s saved addresses, newest first; searchString matches the name, phone, house number, street or postcode.',
    querystring: listQuerySchema,
  }),
  get: call.byId('GET', record, { 200: buyerAddressSchema }),
  create: call.createOnce(base, buyerAddressSchema, {
    description:
      'Saves an address (checkout’s receiver fields). The same Idempotency-Key from the same user answers the first address (200).',
    body: buyerAddressInputSchema,
  }),
  update: call.byId('PUT', record, { 200: buyerAddressSchema }, { body: buyerAddressInputSchema }),
  remove: call.byId('DELETE', record, noContentResponse),
};
