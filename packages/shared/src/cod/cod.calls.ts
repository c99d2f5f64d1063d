import { storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import { rangeReportCall } from '../report/report.calls';
import { codExportQuerySchema, codListQuerySchema, codParcelSchema, codSummarySchema, codVolumesSchema } from './cod.schema';

const call = storeCalls(['Cash on delivery'], storeParamsSchema);
const base = '/api/stores/:storeId/cod';

/** A store's cash-on-delivery parcels (store owner only): the figures, the list and its Excel export. */
export const codCalls = {
  summary: call.store(
    'GET',
    `${base}/summary`,
    { 200: codSummarySchema },
    { description: 'COD parcels by state: to collect, delivered and not yet transferred (and of those overdue), transferred (901).' },
  ),
  list: call.list(base, codParcelSchema, {
    description: 'COD parcels newest first; state filters; searchString matches the barcode, the order code or the receiver.',
    querystring: codListQuerySchema,
  }),
  excel: call.document('GET', `${base}/excel`, {
    description: 'The COD parcels as a streamed .xlsx, same filters.',
    querystring: codExportQuerySchema,
  }),
};

/** The post office's COD volumes (central admin: every post office or one; outlet admin: its own). */
export const codVolumeCalls = {
  volumes: rangeReportCall(
    '/api/reports/cod',
    'COD parcels published in the range (not cancelled) per post office: count and amount to collect, transferred count and amount (satang). type=excel gives .xlsx.',
    codVolumesSchema,
  ),
};
