import { callsTagged, idempotencyHeaders } from '../common/call';
import { pagedSchema } from '../common/list.schema';
import { idParamsSchema } from '../common/params.schema';
import { barcodeRangeInputSchema, barcodeRangeListQuerySchema, barcodeRangeSchema } from './barcode-range.schema';

const call = callsTagged(['Barcode ranges']);
const path = '/api/admin/barcode-ranges';

/** The central admin's S10 barcode ranges: list with what is left, add, retire. */
export const barcodeRangeCalls = {
  list: call('GET', path, {
    description: 'Central admin: every S10 range, active first, with the serials each has left and a low-stock flag.',
    querystring: barcodeRangeListQuerySchema,
    response: { 200: pagedSchema(barcodeRangeSchema) },
  }),
  add: call('POST', path, {
    description:
      'Central admin: loads a range the post office allocated (prefix fitting the service, 8-digit first and last serials); ' +
      'refused when it overlaps any range of the prefix, retired ones included.',
    headers: idempotencyHeaders,
    body: barcodeRangeInputSchema,
    response: { 201: barcodeRangeSchema },
  }),
  retire: call('POST', `${path}/:id/retire`, {
    description: 'Central admin: stops allocation from a range; it stays listed, and no new range may reuse its serials.',
    params: idParamsSchema,
    response: { 200: barcodeRangeSchema },
  }),
};
