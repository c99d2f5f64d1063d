import { z } from 'zod';
import { int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';
import { COD_STATES } from './cod-rules';

/** The store's COD page: its parcels, optionally in one state, searched by barcode, order code or receiver. */
export const codListQuerySchema = listQuerySchema.extend({
  state: z.enum(COD_STATES, { error: 'validation.invalid' }).optional(),
});
export type CodListQuery = z.infer<typeof codListQuerySchema>;

/** The Excel export takes the same filters, without paging. */
export const codExportQuerySchema = codListQuerySchema.pick({ state: true, searchString: true });

/** One COD parcel: the amount to collect (satang), where its money is, and when it was delivered and transferred. */
export const codParcelSchema = z.object({
  mailingId: z.uuid(),
  barcode: plainString(),
  orderId: z.uuid().nullable(),
  orderName: plainString().nullable(),
  recipientName: plainString(),
  amount: int32(),
  state: z.enum(COD_STATES),
  publishedAt: z.iso.datetime({ offset: true }),
  deliveredAt: z.iso.datetime({ offset: true }).nullable(),
  transferredAt: z.iso.datetime({ offset: true }).nullable(),
});
export type CodParcel = z.infer<typeof codParcelSchema>;

const figureSchema = z.object({ count: int32(), amount: int32() });

/**
 * The COD report's figures per state (amounts in satang; "overdue" parcels are also counted in awaitingTransfer),
 * and after how many days a transfer is overdue.
 */
export const codSummarySchema = z.object({
  overdueDays: int32(),
  toCollect: figureSchema,
  awaitingTransfer: figureSchema,
  overdue: figureSchema,
  transferred: figureSchema,
});
export type CodSummary = z.infer<typeof codSummarySchema>;

/** The post office's view: COD parcels published in the range, collected and transferred, per post office. */
const codVolumeRowSchema = z.object({
  postalCode: plainString(),
  outletName: plainString(),
  parcels: int32(),
  amount: int32(),
  transferred: int32(),
  transferredAmount: int32(),
});
export const codVolumesSchema = z.object({
  rows: z.array(codVolumeRowSchema),
  totals: codVolumeRowSchema.omit({ postalCode: true, outletName: true }),
});
export type CodVolumes = z.infer<typeof codVolumesSchema>;
