import { z } from 'zod';
import { storeCalls } from '../common/call';
import { storeParamsSchema } from '../common/params.schema';
import {
  adminRangeQuerySchema,
  countAllDeliveryQuerySchema,
  deliveryByAdminSchema,
  deliveryCountSchema,
  mailingExportQuerySchema,
  mailingReportQuerySchema,
  mailingReportRowSchema,
  optionalYearQuerySchema,
  payReportSchema,
  productSalesSchema,
  reportScopeSchema,
  reserveReportSchema,
  salesSummarySchema,
  storeExportQuerySchema,
  storeReportQuerySchema,
  storeReportRangeQuerySchema,
  storeReportRowSchema,
  userExportQuerySchema,
  userReportQuerySchema,
  userReportRowSchema,
  yearQuerySchema,
} from './report.schema';

const call = storeCalls(['Reports'], storeParamsSchema);
const scopeNote = 'outletId is a post office code; an outlet admin asking for another is 403.';

/**
 * A post-office report of a range (`adminRangeQuerySchema`): its figures, or .xlsx with type=excel; who may ask for
 * which post office ends its words.
 */
export const rangeReportCall = <const P extends string, A extends z.ZodType>(path: P, description: string, answer: A) =>
  call('GET', path, { description: `${description} ${scopeNote}`, querystring: adminRangeQuerySchema, response: { 200: answer } });

/**
 * The post office's reports (spec 2 "Post-office admin area" and section 7 "Reports"), for the central admin (every
 * post office, or the one in outletId) and an outlet admin (its own). The listed reports give a page of rows for the
 * screen and every row as a streamed .xlsx with the same filters; the range reports give figures, or .xlsx with
 * type=excel.
 */
export const postOfficeReportCalls = {
  scope: call('GET', '/api/reports/scope', {
    description: 'Whether the reader chooses a post office (the central admin) or sees its own (an outlet admin).',
    response: { 200: reportScopeSchema },
  }),
  countAllDelivery: call.rows('/api/reports/countalldelivery', deliveryCountSchema, {
    description: `Parcels of the year (not cancelled) per delivery type: count, grams, postage in satang. ${scopeNote}`,
    querystring: countAllDeliveryQuerySchema,
  }),
  mailings: call.page('/api/reports/getallmailing', mailingReportRowSchema, {
    description: `Mailings newest first; searchString matches the beginning of a barcode; year, provId (sender province), servTypeId (delivery option id). ${scopeNote}`,
    querystring: mailingReportQuerySchema,
  }),
  mailingsExcel: call('GET', '/api/reports/getallmailing/excel', {
    description: 'The mailing report as a streamed .xlsx, same filters.',
    querystring: mailingExportQuerySchema,
  }),
  stores: call.page('/api/reports/getallstore', storeReportRowSchema, {
    description: `Stores newest first; searchString matches the name or uri, provId the store’s province. ${scopeNote}`,
    querystring: storeReportQuerySchema,
  }),
  storesExcel: call('GET', '/api/reports/getallstore/excel', {
    description: 'The store report as a streamed .xlsx, same filters.',
    querystring: storeExportQuerySchema,
  }),
  users: call.page('/api/reports/getalluser', userReportRowSchema, {
    description: `Users (not post-office staff) newest first; name and email match part of the text, start and end (MM/dd/yyyy) bound the registration day. ${scopeNote}`,
    querystring: userReportQuerySchema,
  }),
  usersExcel: call('GET', '/api/reports/users/excel', {
    description: 'The user report as a streamed .xlsx: FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed.',
    querystring: userExportQuerySchema,
  }),
  payments: rangeReportCall(
    '/api/reports/getallpay',
    'Card payments of the range by what they paid for: paid count and amount (satang), failed, cancelled. type=excel gives .xlsx.',
    payReportSchema,
  ),
  reserves: rangeReportCall(
    '/api/reports/getallreserve',
    'Ready-to-send box reservations made in the range, per box size (reservations, boxes, confirmed boxes, price in satang) with totals (paid and confirmed). type=excel gives .xlsx.',
    reserveReportSchema,
  ),
  deliveryByAdmin: rangeReportCall(
    '/api/reports/deliverybyadmin',
    'Parcels of the range (not cancelled) per post office and delivery type, with totals.',
    deliveryByAdminSchema,
  ),
  /** The spec's path carries a store id of 1: the report is the post office's, not a store's. */
  deliveryByAdminDocument: call('GET', '/api/stores/1/reports/DeliveryByAdminReport', {
    description: `The delivery-by-post-office report as a PDF (A4), or .xlsx with type=excel. ${scopeNote}`,
    querystring: adminRangeQuerySchema,
  }),
};

const base = '/api/stores/:storeId/reports';

/** A chart of the store: its figures (`answer`) of the year in `querystring`. */
const chart = <const N extends string, A, Q extends z.ZodType>(name: N, answer: A, querystring: Q, description: string) =>
  call.store('GET', `${base}/${name}`, answer, { description, querystring });

/** A PDF of the store's range: startdate and endDate, both required. */
const rangeDocument = <const N extends string>(name: N, description: string) =>
  call.document('GET', `${base}/${name}`, {
    description: `${description} startdate and endDate in MM/dd/yyyy, both required.`,
    querystring: storeReportRangeQuerySchema,
  });

/** The store owner's charts (one year of the store) and PDFs (spec 2 "Store reports"); another store's id is 403. */
export const storeReportCalls = {
  summaryByMonth: chart(
    'summarybymonth',
    { 200: salesSummarySchema },
    yearQuerySchema,
    'Paid orders of the year by Bangkok month (12 months, goods less discounts in satang), and the same by year.',
  ),
  bestSellers: chart(
    'countproductitem',
    { 200: z.array(productSalesSchema) },
    optionalYearQuerySchema,
    'Best sellers: quantity and sales per product in paid orders (of the year when given), most sold first, 20 at most.',
  ),
  deliveryCounts: chart(
    'countdelivery',
    { 200: z.array(deliveryCountSchema) },
    yearQuerySchema,
    'The store’s parcels of the year (not cancelled) per delivery type: count, grams and postage in satang.',
  ),
  orderDocument: rangeDocument('OrderByStoreReport', 'Paid orders of the range, oldest first, with totals (A4 landscape).'),
  productDocument: rangeDocument('ProductByStoreReport', 'Products sold in the range’s paid orders with quantities, sales and totals.'),
  deliveryDocument: rangeDocument('DeliveryByStoreReport', 'The store’s parcels of the range per delivery type with totals.'),
};
