import { z } from 'zod';
import { noContentResponse, storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import { lineConnectionInputSchema, lineConnectionSchema } from './line-notify.schema';

const call = storeCalls(['LINE notifications'], storeParamsSchema);
const base = '/api/stores/:storeId/line-notify';

/** A store's LINE Official Account (owner only): see, connect (the token is checked with LINE), disconnect, test. */
export const lineNotifyCalls = {
  get: call.store(
    'GET',
    base,
    { 200: lineConnectionSchema },
    { description: 'The store’s LINE connection: status, bot name, target id, events.' },
  ),
  save: call.store(
    'PUT',
    base,
    { 200: lineConnectionSchema },
    {
      description:
        'Connects (or reconnects) the store’s LINE Official Account: the channel access token is checked with LINE (get bot info) before it is stored, encrypted.',
      body: lineConnectionInputSchema,
    },
  ),
  remove: call.store('DELETE', base, noContentResponse, { description: 'Disconnects: the token is forgotten and nothing more is pushed.' }),
  test: call.store(
    'POST',
    `${base}/test`,
    { 200: z.object({ sent: z.boolean() }) },
    { description: 'Pushes a test message to the target id at once; a refused token marks the connection broken.' },
  ),
};
