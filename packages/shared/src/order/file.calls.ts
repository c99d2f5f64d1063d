import { z } from 'zod';
import { declareCall } from '../common/call';
import { plainString } from '../common/text.schema';

/** Uploaded files: product images and logos for everyone, a payment slip for the order's buyer and the store's owner. */
export const fileCalls = {
  get: declareCall('GET', '/api/files', {
    tags: ['Files'],
    description: 'An uploaded file by its key. Slips (slips/...) need the order’s buyer or the store owner.',
    querystring: z.object({ filename: plainString().max(300) }),
  }),
};
