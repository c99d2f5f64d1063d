import { z } from 'zod';
import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { int32 } from '../common/int.schema';
import { idListSchema, recipientAddressInputSchema, recipientAddressSchema } from './address-book.schema';

const { call, base, record } = storeRecordCalls(['Address book'], '/api/stores/:storeId/address/ship', 'id');
const detail = { 200: recipientAddressSchema };

/** The store's recipient book (store owner only). */
export const recipientCalls = {
  list: call.list(base, recipientAddressSchema),
  create: call.store('POST', base, { 201: recipientAddressSchema }, { body: recipientAddressInputSchema, headers: idempotencyHeaders }),
  listByUser: call.list(`${base}/listByUser`, recipientAddressSchema, {
    description: 'The signed-in user’s own saved recipient addresses.',
  }),
  removeMany: call.store('DELETE', `${base}/multiple`, { 200: z.object({ deleted: int32() }) }, { body: idListSchema }),
  get: call.record('GET', record, detail),
  update: call.record('PUT', record, detail, { body: recipientAddressInputSchema }),
  remove: call.record('DELETE', record, noContentResponse),
};
