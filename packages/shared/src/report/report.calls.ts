import { z } from 'zod';
import { storeCalls } from '../common/call';
import { pagedSchema } from '../common/list.schema';
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

const tags = ['Reports'];
const call = storeCalls(tags, storeParamsSchema);
const scopeNote = 'outletId is a post office code; an outlet admin asking for another is 403.';

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
  countAllDelivery: call('GET', '/api/reports/countalldelivery', {
    description: `Parcels of the year (not cancelled) per delivery type: count, grams, postage in satang. ${scopeNote}`,
    querystring: countAllDeliveryQuerySchema,
    response: { 200: z.array(deliveryCountSchema) },
  }),
  mailings: call('GET', '/api/reports/getallmailing', {
    description: `Mailings newest first; searchString matches the beginning of a barcode; year, provId (sender province), servTypeId (delivery option id). ${scopeNote}`,
    querystring: mailingReportQuerySchema,
    response: { 200: pagedSchema(mailingReportRowSchema) },
  }),
  mailingsExcel: call('GET', '/api/reports/getallmailing/excel', {
    description: 'The mailing report as a streamed .xlsx, same filters.',
    querystring: mailingExportQuerySchema,
  }),
  stores: call('GET', '/api/reports/getallstore', {
    description: `Stores newest first; searchString matches the name or uri, provId the store’s province. ${scopeNote}`,
    querystring: storeReportQuerySchema,
    response: { 200: pagedSchema(storeReportRowSchema) },
  }),
  storesExcel: call('GET', '/api/reports/getallstore/excel', {
    description: 'The store report as a streamed .xlsx, same filters.',
    querystring: storeExportQuerySchema,
  }),
  users: call('GET', '/api/reports/getalluser', {
    description: `Users (not post-office staff) newest first; name and email match part of the text, start and end (MM/dd/yyyy) bound the registration day. ${scopeNote}`,
    querystring: userReportQuerySchema,
    response: { 200: pagedSchema(userReportRowSchema) },
  }),
  usersExcel: call('GET', '/api/reports/users/excel', {
    description: 'The user report as a streamed .xlsx: FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed.',
    querystring: userExportQuerySchema,
  }),
  payments: call('GET', '/api/reports/getallpay', {
    description: `Card payments of the range by what they paid for: paid count and amount (satang), failed, cancelled. type=excel gives .xlsx. ${scopeNote}`,
    querystring: adminRangeQuerySchema,
    response: { 200: payReportSchema },
  }),
  reserves: call('GET', '/api/reports/getallreserve', {
    description: `Ready-to-send box reservations made in the range, per box size (reservations, boxes, confirmed boxes, price in satang) with totals (paid and confirmed). type=excel gives .xlsx. ${scopeNote}`,
    querystring: adminRangeQuerySchema,
    response: { 200: reserveReportSchema },
  }),
  deliveryByAdmin: call('GET', '/api/reports/deliverybyadmin', {
    description: `Parcels of the range (not cancelled) per post office and delivery type, with totals. ${scopeNote}`,
    querystring: adminRangeQuerySchema,
    response: { 200: deliveryByAdminSchema },
  }),
  /** The spec's path carries a store id of 1: the report is the post office's, not a store's. */
  deliveryByAdminDocument: call('GET', '/api/stores/1/reports/DeliveryByAdminReport', {
    description: `The delivery-by-post-office report as a PDF (A4), or .xlsx with type=excel. ${scopeNote}`,
    querystring: adminRangeQuerySchema,
  }),
};

const base = '/api/stores/:storeId/reports';
const rangeNote = 'startdate and endDate in MM/dd/yyyy, both required.';

/** The store owner's charts (one year of the store) and PDFs (spec 2 "Store reports"); another store's id is 403. */
export const storeReportCalls = {
  summaryByMonth: call.store(
    'GET',
    `${base}/summarybymonth`,
    { 200: salesSummarySchema },
    {
      description: 'Paid orders of the year by Bangkok month (12 months, goods less discounts in satang), and the same by year.',
      querystring: yearQuerySchema,
    },
  ),
  bestSellers: call.store(
    'GET',
    `${base}/countproductitem`,
    { 200: z.array(productSalesSchema) },
    {
      description: 'Best sellers: quantity and sales per product in paid orders (of the year when given), most sold first, 20 at most.',
      querystring: optionalYearQuerySchema,
    },
  ),
  deliveryCounts: call.store(
    'GET',
    `${base}/countdelivery`,
    { 200: z.array(deliveryCountSchema) },
    {
      description: 'The store’s parcels of the year (not cancelled) per delivery type: count, grams and postage in satang.',
      querystring: yearQuerySchema,
    },
  ),
  orderDocument: call.document('GET', `${base}/OrderByStoreReport`, {
    description: `Paid orders of the range, oldest first, with totals (A4 landscape). ${rangeNote}`,
    querystring: storeReportRangeQuerySchema,
  }),
  productDocument: call.document('GET', `${base}/ProductByStoreReport`, {
    description: `Products sold in the range’s paid orders with quantities, sales and totals. ${rangeNote}`,
    querystring: storeReportRangeQuerySchema,
  }),
  deliveryDocument: call.document('GET', `${base}/DeliveryByStoreReport`, {
    description: `The store’s parcels of the range per delivery type with totals. ${rangeNote}`,
    querystring: storeReportRangeQuerySchema,
  }),
};
