import { storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import { printFromPackingQuerySchema } from '../packing/packing.schema';
import { barcodeImageQuerySchema, printByBarcodeQuerySchema, printByLotQuerySchema } from './mailing.schema';

const tags = ['Labels'];
const call = storeCalls(tags, storeParamsSchema);

/** Label PDFs of a store's mailings (owner only), and the public Code 128 image. */
export const labelCalls = {
  byBarcode: call.document('GET', '/api/stores/:storeId/printmailings', {
    description:
      'Label PDF (application/pdf) for one barcode or several, comma-separated, at the exact page size of LabelOption; `format=zpl` on the thermal option (11) answers ZPL II (application/zpl) instead.',
    querystring: printByBarcodeQuerySchema,
  }),
  byLot: call.document('GET', '/api/stores/:storeId/printmailings/mailingBarcode', {
    description: 'Label PDF (application/pdf) of a print lot; `format=zpl` on the thermal option (11) answers ZPL II (application/zpl).',
    querystring: printByLotQuerySchema,
  }),
  fromPacking: call.document('GET', '/api/stores/:storeId/printmailings/mailingFromPacking', {
    description:
      'Label PDF (application/pdf) of every labelled box of a packing list, in list order, at the page size of LabelOption; `format=zpl` on the thermal option (11) answers ZPL II (application/zpl).',
    querystring: printFromPackingQuerySchema,
  }),
  barcodeImage: call('GET', '/api/barcode', {
    description: 'A Code 128 PNG of `code` with its text below; `height` in pixels (default 100). Public: it draws what it is given.',
    querystring: barcodeImageQuerySchema,
  }),
};
