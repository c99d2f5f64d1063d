import { z } from 'zod';
import { idempotencyHeaders, storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import {
  orderImportMappingSchema,
  orderImportPreviewInputSchema,
  orderImportPreviewSchema,
  orderImportResultSchema,
  orderImportSaveInputSchema,
  orderImportUploadSchema,
} from './order-import.schema';

const call = storeCalls(['Order import'], storeParamsSchema);
const base = '/api/stores/:storeId/order-imports';

/** Orders from a spreadsheet (store owner only): upload, map columns, preview every row, save all or none. */
export const orderImportCalls = {
  upload: call.store(
    'POST',
    `${base}/uploads`,
    { 201: orderImportUploadSchema },
    {
      description:
        'Reads an .xlsx, .xls or .csv with a header row (multipart field "file", at most 10 MB and 10,000 rows) on a worker thread and keeps its rows for a day for the preview and the save. Answers the headers and the saved mapping that fits them.',
    },
  ),
  mappings: call.store(
    'GET',
    `${base}/mappings`,
    { 200: z.array(orderImportMappingSchema) },
    {
      description: "The store's saved column mappings, newest first.",
    },
  ),
  preview: call.store(
    'POST',
    `${base}/preview`,
    { 200: orderImportPreviewSchema },
    {
      description:
        'Every row of an uploaded sheet read through the mapping: the order it would make and its problems (worded), or skipped when its order number was imported before. Nothing is saved.',
      body: orderImportPreviewInputSchema,
    },
  ),
  save: call.store(
    'POST',
    base,
    { 201: orderImportResultSchema },
    {
      description:
        'Saves every row of the upload as an order in one transaction, or none when any row has a problem (400, issues at rows.N.field). Rows whose order number the store imported before are skipped and listed. With mappingName, the mapping is saved under that name (replacing one of the same name).',
      body: orderImportSaveInputSchema,
      headers: idempotencyHeaders,
    },
  ),
};
