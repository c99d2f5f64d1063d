import { z } from 'zod';
import { storeCalls } from '../common/call';
import { int32 } from '../common/int.schema';
import { storeParamsSchema } from '../common/params.schema';
import { importRowsSchema } from './address-book.schema';

const tags = ['Address book'];
const call = storeCalls(tags, storeParamsSchema);

/** Which book a sheet fills: `ship` recipients, `send` senders. */
const importKindSchema = z.enum(['ship', 'send']);

/** A spreadsheet row as read, with its problems already worded in the reader's language. */
const checkedImportRowSchema = z.object({
  name: z.string(),
  telephone: z.string(),
  address: z.string(),
  postcode: z.string(),
  remark: z.string(),
  errors: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
});

const saveRows = {
  description: 'Saves the rows confirmed in the import dialog: all in one transaction, or none when any row is invalid.',
  body: importRowsSchema,
};

/** The address books' spreadsheet import: read a sheet, save the confirmed rows, download a template. */
export const addressImportCalls = {
  readSheet: call('POST', '/upload/excel', {
    description: 'Reads an .xls or .xlsx address sheet (multipart field "file") into rows for the import dialog. Nothing is saved.',
    querystring: z.object({ kind: importKindSchema.default('ship') }),
    response: { 200: z.object({ rows: z.array(checkedImportRowSchema) }) },
  }),
  saveShip: call.store('POST', '/api/stores/:storeId/address/ship/multiple', { 201: z.object({ saved: int32() }) }, saveRows),
  saveSend: call.store('POST', '/api/stores/:storeId/address/send/multiple', { 201: z.object({ saved: int32() }) }, saveRows),
  template: call('GET', '/api/address/templates/:kind', {
    description: 'The downloadable .xlsx template of each book.',
    params: z.object({ kind: importKindSchema }),
  }),
};
