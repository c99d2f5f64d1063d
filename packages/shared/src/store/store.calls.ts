import { z } from 'zod';
import { callsTagged, idempotencyHeaders } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import { plainString } from '../common/text.schema';
import { STORE_TYPES } from '../constants/app.constants';
import { logoUploadSchema, storeCardSchema, storeInputSchema, storeSchema, storeSearchQuerySchema } from './store.schema';

const call = callsTagged(['Stores']);

/** The signed-in user's store as the draft call answers it. */
const storeSummarySchema = z.object({
  id: z.uuid(),
  uri: plainString(),
  name: plainString(),
  type: z.enum(STORE_TYPES),
});

/** The store form as it is saved: the store's id beside the form. */
const storeUpdateSchema = storeInputSchema.extend({ id: z.uuid({ error: 'validation.invalid' }) });

/** Stores: the signed-in user's own (draft, open, save, logo), a published one, and the store search. */
export const storeCalls = {
  draft: call('POST', '/api/stores/draft', {
    description: 'The signed-in user’s store; a Draft (delivery-only) store is created when they have none.',
    response: { 200: storeSummarySchema },
  }),
  get: call('GET', '/api/stores', {
    description:
      'With ?uri: that published store, for everyone (a Draft, delivery-only store has no shop: STORE_NOT_FOUND, "No Store found", for its owner too). Without: the signed-in user’s own store.',
    querystring: z.object({ uri: plainString().trim().max(50).optional() }),
    response: { 200: storeSchema },
  }),
  search: call.page('/api/stores/search', storeCardSchema, {
    description: 'Published stores by name (searchName) or by the category of the products they sell (categoryId); 20 per page.',
    querystring: storeSearchQuerySchema,
  }),
  byId: call('GET', '/api/stores/:storeId', { params: storeParamsSchema, response: { 200: storeSchema } }),
  create: call('POST', '/api/stores', {
    description: 'Opens the signed-in user’s store (one per user): Publish, or Draft when deliveryOnly. Fees in satang.',
    body: storeInputSchema,
    response: { 201: storeSchema },
  }),
  update: call('PUT', '/api/stores', {
    description: 'Saves the store form of the store with this id (its owner only); replaces its delivery options.',
    body: storeUpdateSchema,
    response: { 200: storeSchema },
  }),
  uploadLogo: call('POST', '/api/logo', {
    description:
      'Uploads a store logo (multipart field "file"): JPEG, PNG, GIF or BMP by content, at most 2 MB and 1200 x 1200 px. Answers the key to send as `logo` in the store form.',
    response: { 201: logoUploadSchema },
    headers: idempotencyHeaders,
  }),
};
