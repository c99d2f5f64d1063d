import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { priceSchema } from '../common/price.schema';
import { optionalText, plainString, requiredText } from '../common/text.schema';

/**
 * The limits of an order import. 10,000 rows is a busy seller's month of marketplace orders; a marketplace export
 * carries some 50 columns, so 10,000 rows of it stay under 10 MB as .xlsx and as .csv.
 */
export const ORDER_IMPORT_LIMITS = {
  rows: 10_000,
  fileBytes: 10 * 1024 * 1024,
  /** Columns a row may have: a marketplace export's and room to spare. */
  columns: 80,
  headerLength: 200,
  mappingNameLength: 50,
} as const;

/** A number typed in a cell: "1,250.50", " 3 ", "฿120"; '' when empty. Not a number gives NaN (refused by the schema). */
const cellNumber = (text: string) => {
  const cleaned = text.replace(/[,\s฿]/g, '').replace(/บาท$/, '');
  return cleaned === '' ? undefined : /^-?\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
};

/** Baht typed in a cell as integer satang (two decimals at most); empty is undefined. */
const bahtCell = (invalid: string) =>
  plainString()
    .transform((text) => {
      const baht = cellNumber(text);
      if (baht === undefined) return undefined;
      const satang = baht * 100;
      return Number.isInteger(Math.round(satang * 1e6) / 1e6) ? Math.round(satang) : Number.NaN;
    })
    .pipe(priceSchema({ invalid, allowZero: true }).optional());

/**
 * The order fields a sheet's columns can be mapped to, each with whether it must be mapped and how its cell is read.
 * A new field is one entry here (its cell rule), its words in the order and screen catalogs, and the line that puts
 * it into the order (`importedOrder` in `apps/server/src/modules/order-import/order-import.service.ts`).
 */
export const ORDER_IMPORT_FIELDS = {
  /** The marketplace's or the seller's own order number: an order imported once is skipped after. */
  externalOrderId: { required: true, cell: requiredText(64, 'order.import.externalIdTooLong', 'order.import.externalIdRequired') },
  recipientName: { required: true, cell: requiredText(100, 'addressBook.fullNameTooLong') },
  phone: { required: false, cell: optionalText(50) },
  /** The address as one text, read by the address reader (house number, moo, soi, road, area, postcode). */
  addressText: { required: true, cell: requiredText(500) },
  /** A separate postcode column, added to the address text when the text lacks it. */
  postcode: {
    required: false,
    cell: optionalText(10).refine((v) => v === '' || /^\d{5}$/.test(v), { error: 'validation.postcode' }),
  },
  /** A product of the store by its name, or any text (the line is then the text at the sheet's price). */
  item: { required: true, cell: requiredText(200, 'validation.tooLong', 'order.import.itemRequired') },
  quantity: {
    required: false,
    cell: plainString()
      .transform((text) => cellNumber(text) ?? 1)
      .pipe(int32({ error: 'order.quantityMin' }).min(1, { error: 'order.quantityMin' }).max(10_000, { error: 'validation.invalid' })),
  },
  /** The unit price in baht; empty takes the product's price. */
  price: { required: false, cell: bahtCell('order.import.priceInvalid') },
  /**
   * Cash on delivery: the amount in baht the buyer pays the postman; empty or 0 when paid ahead. It must equal what the
   * store's own rule gives (goods, delivery fee and the store's COD fee), so the label never prints another sum.
   */
  codAmount: { required: false, cell: bahtCell('order.import.codAmountInvalid') },
} as const;

export type OrderImportField = keyof typeof ORDER_IMPORT_FIELDS;
export const ORDER_IMPORT_FIELD_KEYS = Object.keys(ORDER_IMPORT_FIELDS) as OrderImportField[];

/** One sheet row read through a mapping: every field's cell, typed ('' for a field not mapped). */
export const orderImportRowSchema = z.object(
  Object.fromEntries(ORDER_IMPORT_FIELD_KEYS.map((k) => [k, ORDER_IMPORT_FIELDS[k].cell])) as {
    [K in OrderImportField]: (typeof ORDER_IMPORT_FIELDS)[K]['cell'];
  },
);
export type OrderImportRow = z.infer<typeof orderImportRowSchema>;

const headerSchema = plainString().trim().min(1).max(ORDER_IMPORT_LIMITS.headerLength);

/** Which column (by its header text) each field is read from; a field left out is not in the sheet. */
const orderImportColumnsSchema = z
  .object(
    Object.fromEntries(ORDER_IMPORT_FIELD_KEYS.map((k) => [k, headerSchema.optional()])) as Record<
      OrderImportField,
      z.ZodOptional<typeof headerSchema>
    >,
  )
  .superRefine((columns, ctx) => {
    for (const key of ORDER_IMPORT_FIELD_KEYS) {
      if (ORDER_IMPORT_FIELDS[key].required && !columns[key]) {
        ctx.addIssue({ code: 'custom', path: [key], message: 'order.import.columnRequired' });
      }
    }
  });
export type OrderImportColumns = z.infer<typeof orderImportColumnsSchema>;

/** What a preview reads an uploaded sheet with: the mapping, the service every order ships by, and whether paid. */
export const orderImportPreviewInputSchema = z.object({
  uploadId: z.uuid({ error: 'errors.ORDER_IMPORT_NOT_FOUND' }),
  columns: orderImportColumnsSchema,
  deliveryOptionId: plainString({ error: 'order.deliveryOptionRequired' }).trim().min(1, { error: 'order.deliveryOptionRequired' }).max(64),
  /** Marketplace orders arrive paid: they start waiting to be packed, ready for a label. */
  paid: z.boolean().optional().default(true),
});
export type OrderImportPreviewInput = z.infer<typeof orderImportPreviewInputSchema>;

/** Saving: the preview's input, and the name to keep the mapping under for the next file (optional). */
export const orderImportSaveInputSchema = orderImportPreviewInputSchema.extend({
  mappingName: optionalText(ORDER_IMPORT_LIMITS.mappingNameLength),
});
export type OrderImportSaveInput = z.infer<typeof orderImportSaveInputSchema>;

export const orderImportMappingSchema = z.object({
  id: z.uuid(),
  name: plainString(),
  columns: z.record(plainString(), plainString()),
});

/** An uploaded sheet kept for its preview and save (a day at most): its headers and how many rows it has. */
export const orderImportUploadSchema = z.object({
  uploadId: z.uuid(),
  fileName: plainString(),
  headers: z.array(plainString()),
  rowCount: int32(),
  /** The newest saved mapping whose columns are all in this sheet, chosen for the user; null when none fits. */
  mappingId: z.uuid().nullable(),
});
export type OrderImportUpload = z.infer<typeof orderImportUploadSchema>;

const rowProblemSchema = z.object({ field: plainString(), code: plainString(), message: plainString() });

/** One row of the preview: what it will make, and its problems (none when it can be saved). */
const orderImportPreviewRowSchema = z.object({
  /** The row's line in the sheet (the header is line 1). */
  line: int32(),
  externalOrderId: plainString(),
  recipientName: plainString(),
  phone: plainString(),
  /** The address as it will be printed, or the typed text while it has a problem. */
  address: plainString(),
  item: plainString(),
  /** Whether the item names a product of the store. */
  isProduct: z.boolean(),
  quantity: int32(),
  /** Unit price in satang; null while it has a problem. */
  price: int32().nullable(),
  /** What the postman collects (satang) when the row is cash on delivery; null when paid ahead. */
  codAmount: int32().nullable(),
  /** `skipped`: an order with this number was imported before. */
  state: z.enum(['ready', 'problem', 'skipped']),
  problems: z.array(rowProblemSchema),
});
export type OrderImportPreviewRow = z.infer<typeof orderImportPreviewRowSchema>;

/** Every row of the sheet, in sheet order (the screen counts them by state). */
export const orderImportPreviewSchema = z.object({ rows: z.array(orderImportPreviewRowSchema) });
export type OrderImportPreview = z.infer<typeof orderImportPreviewSchema>;

export const orderImportResultSchema = z.object({
  created: int32(),
  orderIds: z.array(z.uuid()),
  /** Rows whose order number was imported before (or by another import at the same moment): not saved again. */
  skipped: z.array(z.object({ line: int32(), externalOrderId: plainString() })),
});
export type OrderImportResult = z.infer<typeof orderImportResultSchema>;
