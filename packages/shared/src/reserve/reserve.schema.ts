import { z } from 'zod';
import { actionsSchema } from '../common/actions.schema';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { referenceStatusSchema } from '../common/status.schema';
import { plainString } from '../common/text.schema';
import { RESERVE_SET_SIZE } from '../reference/delivery.constants';
import { RESERVE_STATUS_KEYS } from '../reference/status-keys';

/**
 * Reservations of ready-to-send (Prompt Post) boxes (spec 2 sections 2, 3, 4, 7, 9). The API contract shared by
 * the server routes and the web screens:
 *
 * Seller (signed in, owner of the store; `/api/stores/:storeId/reserves`):
 *   GET    /                 ?page&size&searchString&filterReserveStatusId  -> Paged<ReserveSummary>  (10 a page)
 *   POST   /                 ReserveInput (Idempotency-Key header)          -> 201 Reserve
 *   GET    /:reserveId                                                      -> Reserve
 *   PUT    /:reserveId       ReserveInput                                   -> Reserve   (only when actions.canEdit)
 *   DELETE /:reserveId                                                     -> 204       (only when actions.canDelete)
 *   GET    /:reserveId/token                                               -> CardPaymentForm (shipping-list schema)
 *   PUT    /:reserveId/Confirm  CardPaymentResult (2C2P's signed result fields) -> CardPaymentOutcome
 *   GET    /api/stores/:storeId/stockbarcode  and  /api/stores/:storeId/reports/StockRemainPromptPost -> StockRow[]
 *   GET    /api/reserveStatuses (no sign-in)                               -> Status[] (ids for filterReserveStatusId)
 * Card payment (2C2P redirect 7.2): the gateway posts its result to /api/payments/card/result and the browser to
 *   /api/payments/card/return, which redirects to /stores/reserve/view?reserveId=<id>&reference&payment=1|0|-1; the
 *   page reads GET /api/payments/card/attempts/:reference.
 * Post office (admin without a store; its outlet's reservations, all for the central admin 000000):
 *   GET    /api/confirmreserves  ?page&size&searchString&filterReserveStatusId -> Paged<ReserveSummary>
 *   GET    /api/confirmreserves/:reserveId                                  -> Reserve
 *   PUT    /api/confirmreserves/:reserveId/Confirm                          -> Reserve (409 when already confirmed)
 *   POST   /api/confirmreserves/:reserveId                                  -> the same confirm (the spec's other verb)
 * Outlet contacts (central admin; data for the later outlet screen): contact.schema.ts.
 * Refusals: RESERVE_* error codes (errors catalog); a store or outlet not the caller's is 403/404 with no data.
 */

/** Reservations show 10 a page (spec 2 section 9). */
export const RESERVE_PAGE_SIZE = 10;
export { RESERVE_SET_SIZE };

/** A reservation's quantities are sets of ten boxes; a set count above this is refused (no outlet stocks more). */
export const MAX_RESERVE_SETS = 1000;

export const reserveListQuerySchema = listQuerySchema.extend({
  /** A reserve status id (reference data); absent or empty: every status. */
  filterReserveStatusId: z.preprocess((v) => (v === '' ? undefined : v), coerceInt32().positive().optional()),
});
export type ReserveListQuery = z.infer<typeof reserveListQuerySchema>;

/**
 * One box size of the form: the number of sets of ten (spec: ReserveQty, stored as sets; shown x 10).
 * A positive whole number, "reserve.wholeNumber" otherwise (spec 2 section 8's whole-number message).
 */
export const reserveLineInputSchema = z.object({
  boxSizeId: int32({ error: 'validation.invalid' }),
  sets: int32({ error: 'reserve.wholeNumber', tooBig: 'reserve.tooMany' })
    .min(1, { error: 'reserve.wholeNumber' })
    .max(MAX_RESERVE_SETS, { error: 'reserve.tooMany' }),
});

/** Create or edit: the post office and at least one size with sets above 0, each size once. */
export const reserveInputSchema = z.object({
  outletId: z.uuid({ error: 'reserve.outletRequired' }),
  lines: z
    .array(reserveLineInputSchema, { error: 'reserve.sizeRequired' })
    .min(1, { error: 'reserve.sizeRequired' })
    .refine((lines) => new Set(lines.map((l) => l.boxSizeId)).size === lines.length, { error: 'validation.invalid' }),
});
export type ReserveInput = z.infer<typeof reserveInputSchema>;

const reserveStatusSchema = referenceStatusSchema(RESERVE_STATUS_KEYS);

/** One size as reserved: price per box in satang at the time of reserving, sets (x 10 boxes), line total. */
const reserveLineSchema = z.object({
  boxSizeId: int32(),
  /** The box size's display name (spec: PromptPostDelivery.Name), e.g. "กล่อง M". */
  name: plainString(),
  desc: plainString(),
  /** Satang per box (spec: ReservePrice). */
  boxPrice: int32(),
  /** Sets of ten (spec: ReserveQty). */
  sets: int32(),
  /** Satang: boxPrice x sets x 10. */
  total: int32(),
});

/** What the screens may do, decided by the server (reserve-rules). */
const reserveActionsSchema = actionsSchema('canEdit', 'canDelete', 'canPay', 'canConfirm');
export type ReserveActions = z.infer<typeof reserveActionsSchema>;

export const reserveSummarySchema = z.object({
  id: z.uuid(),
  code: plainString(),
  storeId: z.uuid(),
  storeName: plainString(),
  outlet: z.object({ id: z.uuid(), outletCode: plainString(), outletName: plainString(), tel: plainString() }),
  /** Sets summed over the sizes (spec: TotalQty, stored as sets; the screens show x 10). */
  totalQty: int32(),
  /** Satang (spec: TotalPrice). */
  totalPrice: int32(),
  createdDate: z.iso.datetime({ offset: true }),
  status: reserveStatusSchema,
  statusPayment: z.boolean(),
  /** The last day to collect the boxes (7 working days after creation); afterwards an unconfirmed one is deleted. */
  collectBy: z.iso.date(),
  actions: reserveActionsSchema,
});
export type ReserveSummary = z.infer<typeof reserveSummarySchema>;

export const reserveSchema = reserveSummarySchema.extend({
  lines: z.array(reserveLineSchema),
  /** From the gateway's signed result once paid (spec: PaymentInfo, RefBankCode, ApprovalBankCode). */
  paymentInfo: plainString().nullable(),
  refBankCode: plainString().nullable(),
  approvalBankCode: plainString().nullable(),
  confirmedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type Reserve = z.infer<typeof reserveSchema>;

/** /stores/stockbarcode and StockRemainPromptPost: per box size, every barcode granted and those still unused. */
export const stockRowSchema = z.object({
  boxSizeId: int32(),
  deliveryTypeSizeName: plainString(),
  limitBarcode: int32(),
  remainBarcode: int32(),
});
