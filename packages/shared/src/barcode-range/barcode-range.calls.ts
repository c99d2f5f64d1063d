import { callsTagged, idempotencyHeaders } from '../common/call';
import { barcodeRangeInputSchema, barcodeRangeListQuerySchema, barcodeRangeSchema } from './barcode-range.schema';

const call = callsTagged(['Barcode ranges']);
const path = '/api/admin/barcode-ranges';

/** The central admin's S10 barcode ranges: list with what is left, add, retire. */
export const barcodeRangeCalls = {
  list: call.page(path, barcodeRangeSchema, {
    description: 'Central admin: every S10 range, active first, with the serials each has left and a low-stock flag.',
    querystring: barcodeRangeListQuerySchema,
  }),
  add: call('POST', path, {
    description:
      'Central admin: loads a range the post office allocated (prefix fitting the service, 8-digit first and last serials); ' +
      'refused when it overlaps any range of the prefix, retired ones included.',
    headers: idempotencyHeaders,
    body: barcodeRangeInputSchema,
    response: { 201: barcodeRangeSchema },
  }),
  retire: call.byId(
    'POST',
    `${path}/:id/retire`,
    { 200: barcodeRangeSchema },
    {
      description: 'Central admin: stops allocation from a range; it stays listed, and no new range may reuse its serials.',
    },
  ),
};
