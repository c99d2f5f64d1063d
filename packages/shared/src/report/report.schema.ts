import { z } from 'zod';
import { coerceInt32, int32 } from '../common/int.schema';
import { listQuerySchema } from '../common/list.schema';
import { plainString } from '../common/text.schema';
import { MIN_REPORT_YEAR, maxReportYear, parseReportDate } from './report-dates';

/**
 * Reports (spec 2 sections 2 and 7). Money is satang and weight grams, as everywhere in the API.
 *
 * Store owner (`/api/stores/:storeId/reports/...`):
 *   GET summarybymonth?year        -> SalesSummary (12 months of the year, and every year of the store)
 *   GET countproductitem?year      -> ProductSales[] (best sellers by quantity; year optional)
 *   GET countdelivery?year         -> DeliveryCount[] (the store's parcels per delivery type)
 *   GET OrderByStoreReport | ProductByStoreReport | DeliveryByStoreReport ?startdate&endDate (MM/dd/yyyy) -> PDF
 * Central admin (all outlets, or one with outletId) and outlet admins (their outlet only):
 *   GET /api/reports/scope                                          -> ReportScope
 *   GET /api/reports/countalldelivery?year&outletId                 -> DeliveryCount[]
 *   GET /api/reports/getallmailing[/excel]?searchString&year&provId&servTypeId&outletId -> Paged<MailingReportRow> | xlsx
 *   GET /api/reports/getallstore[/excel]?searchString&provId&outletId -> Paged<StoreReportRow> | xlsx
 *   GET /api/reports/getalluser | /api/reports/users/excel ?name&email&start&end&outletId -> Paged<UserReportRow> | xlsx
 *   GET /api/reports/getallpay?outletId&startDate&endDate[&type=excel] -> PayReport | xlsx
 *   GET /api/reports/getallreserve?outletId&startDate&endDate[&type=excel] -> ReserveReport | xlsx
 *   GET /api/reports/deliverybyadmin?outletId&startDate&endDate       -> DeliveryByAdmin
 *   GET /api/stores/1/reports/DeliveryByAdminReport?outletId&startDate&endDate[&type=excel] -> PDF | xlsx
 */

/** Query names are matched whatever their case (the spec writes both `startdate` and `startDate`). */
function caseless<T extends z.ZodObject>(schema: T) {
  const canonical = new Map(Object.keys(schema.shape).map((k) => [k.toLowerCase(), k]));
  return z.preprocess((value: unknown) => {
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [canonical.get(k.toLowerCase()) ?? k, v]));
  }, schema);
}

/**
 * A listed report's query schemas from its filters: the screen's list in the address (`list`), the page route's
 * (`query`, any case) and the Excel export's (`export`: the same filters and search, no paging).
 */
function listedReportQueries<F extends z.ZodRawShape>(filters: F) {
  const list = listQuerySchema.extend(filters);
  return { list, query: caseless(list), export: caseless(z.object({ searchString: listQuerySchema.shape.searchString, ...filters })) };
}

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

/** A required report date in MM/dd/yyyy, answered as an ISO day. */
const reportDateSchema = plainString({ error: 'report.dateRequired' })
  .trim()
  .min(1, { error: 'report.dateRequired' })
  .refine((v) => parseReportDate(v) !== null, { error: 'report.dateFormat' })
  .transform((v) => parseReportDate(v) as string);

const optionalReportDate = z.preprocess(blankToUndefined, reportDateSchema.optional());

/** A report year: a whole number from MIN_REPORT_YEAR to next year. */
const reportYearSchema = coerceInt32({ error: 'report.yearRange' }).refine((y) => y >= MIN_REPORT_YEAR && y <= maxReportYear(), {
  error: 'report.yearRange',
});

/** The post office a report is for, by its code (as `UserInfo.outletId` carries it); absent = the caller's own, or all for the central admin. */
const outletIdSchema = z.preprocess(
  blankToUndefined,
  plainString()
    .trim()
    .regex(/^\d{5,6}$/, { error: 'report.outletInvalid' })
    .optional(),
);

const orderedRange = <T extends { start?: string; end?: string }>(v: T) => !v.start || !v.end || v.start <= v.end;
const dateOrder = { error: 'report.dateOrder' } as const;

// --- store owner ---------------------------------------------------------------------------------------------

export const yearQuerySchema = caseless(z.object({ year: reportYearSchema }));
export const optionalYearQuerySchema = caseless(z.object({ year: z.preprocess(blankToUndefined, reportYearSchema.optional()) }));

/** The store PDFs: `startdate` and `endDate` (MM/dd/yyyy), both required, the end not before the start. */
export const storeReportRangeQuerySchema = caseless(
  z
    .object({ startdate: reportDateSchema, endDate: reportDateSchema })
    .refine((v) => orderedRange({ start: v.startdate, end: v.endDate }), { ...dateOrder, path: ['endDate'] }),
);
export type StoreReportRangeQuery = z.infer<typeof storeReportRangeQuerySchema>;

const money = int32();
const count = int32();

const monthSalesSchema = z.object({ month: int32().min(1).max(12), orderCount: count, sales: money });
const yearSalesSchema = z.object({ year: int32(), orderCount: count, sales: money });
/** Paid orders' goods totals (less discounts, without delivery fees) by Bangkok month of the year and by year. */
export const salesSummarySchema = z.object({
  year: int32(),
  months: z.array(monthSalesSchema),
  years: z.array(yearSalesSchema),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** The most sold products of paid orders; a deleted product keeps its name from the orders. */
export const productSalesSchema = z.object({ productId: z.uuid().nullable(), name: plainString(), quantity: count, sales: money });
export type ProductSales = z.infer<typeof productSalesSchema>;
/** Best sellers show this many products. */
export const BEST_SELLER_LIMIT = 20;

/** Parcels (not cancelled) per delivery type: how many, grams and postage. */
export const deliveryCountSchema = z.object({
  deliveryOptionId: plainString(),
  name: plainString(),
  count,
  weight: count,
  cost: money,
});
export type DeliveryCount = z.infer<typeof deliveryCountSchema>;

/** What the post-office report screens may offer the reader (GET /api/reports/scope): the central admin chooses an office. */
export const reportScopeSchema = z.object({
  canChooseOutlet: z.boolean(),
  /** The reader's own office (an outlet admin's); null for the central admin. */
  outlet: z.object({ code: plainString(), name: plainString() }).nullable(),
});
export type ReportScope = z.infer<typeof reportScopeSchema>;

export const countAllDeliveryQuerySchema = caseless(z.object({ outletId: outletIdSchema, year: reportYearSchema }));
export type CountAllDeliveryQuery = z.infer<typeof countAllDeliveryQuerySchema>;

const REPORT_FILE_TYPES = ['excel', 'pdf'] as const;

/** Reports over a date range (payments, reservations, delivery by post office): both dates required. */
export const adminRangeQuerySchema = caseless(
  z
    .object({
      outletId: outletIdSchema,
      startDate: reportDateSchema,
      endDate: reportDateSchema,
      type: z.preprocess(blankToUndefined, z.enum(REPORT_FILE_TYPES, { error: 'validation.invalid' }).optional()),
    })
    .refine((v) => orderedRange({ start: v.startDate, end: v.endDate }), { ...dateOrder, path: ['endDate'] }),
);
export type AdminRangeQuery = z.infer<typeof adminRangeQuerySchema>;

const optionalId = z.preprocess(blankToUndefined, coerceInt32({ error: 'validation.invalid' }).positive().optional());

const mailingFilters = {
  outletId: outletIdSchema,
  year: z.preprocess(blankToUndefined, reportYearSchema.optional()),
  provId: optionalId,
  /** A delivery option id (ems, registered, parcel, promptpost, zonebox). */
  servTypeId: z.preprocess(blankToUndefined, plainString().trim().max(40).optional()),
};
/** The mailing list's fields (the screens keep them in the address); the route takes them in any case. */
export const {
  list: mailingReportListSchema,
  query: mailingReportQuerySchema,
  export: mailingExportQuerySchema,
} = listedReportQueries(mailingFilters);
export type MailingExportQuery = z.infer<typeof mailingExportQuerySchema>;

export const mailingReportRowSchema = z.object({
  id: z.uuid(),
  barcode: plainString(),
  /** The order code when the parcel ships an order (spec: Name). */
  name: plainString().nullable(),
  storeName: plainString(),
  /** Grams. */
  weight: count,
  /** Satang. */
  serviceCost: money,
  deliveryOptionId: plainString(),
  deliveryOption: plainString(),
  deliveryStatus: z.object({ referenceKey: plainString(), name: plainString() }),
  trackTraceStatus: plainString().nullable(),
  /** The post office the parcel is handed to (its postcode). */
  postalCode: plainString(),
  createdDate: z.iso.datetime({ offset: true }),
});
export type MailingReportRow = z.infer<typeof mailingReportRowSchema>;

const storeFilters = { outletId: outletIdSchema, provId: optionalId };
export const {
  list: storeReportListSchema,
  query: storeReportQuerySchema,
  export: storeExportQuerySchema,
} = listedReportQueries(storeFilters);
export type StoreExportQuery = z.infer<typeof storeExportQuerySchema>;

export const storeReportRowSchema = z.object({
  id: z.uuid(),
  displayName: plainString(),
  uri: plainString(),
  phone: plainString(),
  province: plainString(),
  type: plainString(),
  createdDate: z.iso.datetime({ offset: true }),
});
export type StoreReportRow = z.infer<typeof storeReportRowSchema>;

const userFilters = {
  outletId: outletIdSchema,
  name: z.preprocess(blankToUndefined, plainString().trim().max(100).optional()),
  email: z.preprocess(blankToUndefined, plainString().trim().max(100).optional()),
  start: optionalReportDate,
  end: optionalReportDate,
};
export const userReportListSchema = listQuerySchema.extend(userFilters);
export const userReportQuerySchema = caseless(userReportListSchema.refine(orderedRange, { ...dateOrder, path: ['end'] }));
export const userExportQuerySchema = caseless(z.object(userFilters).refine(orderedRange, { ...dateOrder, path: ['end'] }));
export type UserExportQuery = z.infer<typeof userExportQuerySchema>;

/** Spec 2 section 3: FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed. */
export const userReportRowSchema = z.object({
  id: z.uuid(),
  firstName: plainString(),
  lastName: plainString(),
  phone: plainString(),
  email: plainString(),
  regisDate: z.iso.datetime({ offset: true }),
  /** The post office the user signed up through (zone sign-up), "code name"; empty for others. */
  couponOutlet: plainString(),
  emailConfirmed: z.boolean(),
});
export type UserReportRow = z.infer<typeof userReportRowSchema>;
const payReportRowSchema = z.object({
  /** What was paid for (card_payments.target_kind). */
  kind: plainString(),
  name: plainString(),
  paidCount: count,
  paidAmount: money,
  failedCount: count,
  cancelledCount: count,
});
export const payReportSchema = z.object({
  rows: z.array(payReportRowSchema),
  totals: payReportRowSchema.omit({ kind: true, name: true }),
});
export type PayReport = z.infer<typeof payReportSchema>;

const deliveryByAdminRowSchema = z.object({
  outletCode: plainString(),
  outletName: plainString(),
  deliveryOptionId: plainString(),
  deliveryOption: plainString(),
  count,
  weight: count,
  cost: money,
});
export const deliveryByAdminSchema = z.object({
  rows: z.array(deliveryByAdminRowSchema),
  totals: z.object({ count, weight: count, cost: money }),
});
export type DeliveryByAdmin = z.infer<typeof deliveryByAdminSchema>;

/** Reservations of the range per box size: how many reservations hold the size, its boxes (sets x 10) and their price. */
const reserveReportRowSchema = z.object({
  boxSizeId: int32(),
  name: plainString(),
  reserveCount: count,
  boxes: count,
  /** Boxes of reservations the post office confirmed (handed over). */
  confirmedBoxes: count,
  /** Satang: boxes x price per box. */
  amount: money,
});
export const reserveReportSchema = z.object({
  rows: z.array(reserveReportRowSchema),
  totals: z.object({
    reserveCount: count,
    paidCount: count,
    confirmedCount: count,
    boxes: count,
    /** Satang of the paid reservations. */
    paidAmount: money,
  }),
});
export type ReserveReport = z.infer<typeof reserveReportSchema>;
