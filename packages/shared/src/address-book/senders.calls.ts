import { idempotencyHeaders, noContentResponse, storeRecordCalls } from '../common/call';
import { senderAddressInputSchema, senderAddressSchema } from './address-book.schema';

const { call, base, record } = storeRecordCalls(['Address book'], '/api/stores/:storeId/address/send', 'id');
const detail = { 200: senderAddressSchema };

/** The store's sender book (store owner only). */
export const senderCalls = {
  list: call.list(base, senderAddressSchema),
  create: call.store('POST', base, { 201: senderAddressSchema }, { body: senderAddressInputSchema, headers: idempotencyHeaders }),
  get: call.record('GET', record, detail),
  update: call.record('PUT', record, detail, { body: senderAddressInputSchema }),
  remove: call.record('DELETE', record, noContentResponse),
  getDefault: call.store('GET', `${base}/senderAddr/default`, detail),
  markAsDefault: call.record('PUT', `${record}/markAsDefault`, detail),
};
