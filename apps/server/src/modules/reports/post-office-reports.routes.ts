import {
  type AdminRangeQuery,
  adminRangeQuerySchema,
  countAllDeliveryQuerySchema,
  deliveryByAdminSchema,
  deliveryCountSchema,
  mailingExportQuerySchema,
  mailingReportQuerySchema,
  mailingReportRowSchema,
  payReportSchema,
  reportScopeSchema,
  reserveReportSchema,
  storeExportQuerySchema,
  storeReportQuerySchema,
  storeReportRowSchema,
  userExportQuerySchema,
  userReportQuerySchema,
  userReportRowSchema,
} from '@songdee/shared/report/report.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { type CodedExport, wordedWorkbook as reportWorkbook } from '../../lib/excel/report-workbook';
import { localize } from '../../lib/i18n';
import { wordedReportPdf as reportPdf } from '../../lib/pdf/report-pdf';
import { excel, localized, pagedList, pdf } from '../../lib/route-handlers';
import { type Actor, requireActor, signedIn } from '../auth/actor';
import { type PostOfficeReportsService, REPORT_ROLES } from './post-office-reports.service';

const tags = ['Reports'];

/** Before anything is validated: signed in (401), then a central or outlet admin (403). */
async function reportsAllowed(request: FastifyRequest) {
  const actor = requireActor(request);
  if (!actor.role || !REPORT_ROLES.has(actor.role)) throw new AppError('FORBIDDEN');
}
const adminRoute = <S>(schema: S) => ({ onRequest: [signedIn, reportsAllowed], schema });

/** A listed report as its routes call it, whatever its query (`listReport` in the service). */
interface ListedReport {
  page(actor: Actor, query: unknown): Promise<unknown>;
  export(actor: Actor, query: unknown): Promise<CodedExport>;
}

/** A range report: the figures worded for the reader, or with type=excel the same figures as an .xlsx download. */
const figuresOrExcel =
  <R extends FastifyRequest & { query: AdminRangeQuery }, T>(
    filename: string,
    read: (actor: Actor, query: AdminRangeQuery) => Promise<T>,
    sheet: (report: T) => CodedExport,
  ) =>
  async (req: R, reply: FastifyReply) => {
    const report = await read(requireActor(req), req.query);
    if (req.query.type !== 'excel') return localize(report, req.lang, req.era);
    return excel(filename, async () => reportWorkbook(sheet(report), req.lang, req.era))(req, reply);
  };

/**
 * The post office's reports (spec 2 "Post-office admin area" and section 7 "Reports"). The central admin sees every
 * post office (or the one in outletId); an outlet admin only its own, whatever it asks for; anyone else 403.
 */
export async function postOfficeReportsRoutes(app: FastifyInstance, opts: { reports: PostOfficeReportsService }) {
  const { reports } = opts;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const scopeNote = 'outletId is a post office code; an outlet admin asking for another is 403.';

  typed.get(
    '/api/reports/scope',
    adminRoute({
      tags,
      description: 'Whether the reader chooses a post office (the central admin) or sees its own (an outlet admin).',
      response: { 200: reportScopeSchema },
    }),
    localized((actor) => reports.scope(actor)),
  );

  typed.get(
    '/api/reports/countalldelivery',
    adminRoute({
      tags,
      description: `Parcels of the year (not cancelled) per delivery type: count, grams, postage in satang. ${scopeNote}`,
      querystring: countAllDeliveryQuerySchema,
      response: { 200: z.array(deliveryCountSchema) },
    }),
    localized((actor, req) => reports.countAllDelivery(actor, req.query)),
  );

  /** The listed reports: a page of rows for the screen, and every row as a streamed .xlsx with the same filters. */
  const listed = [
    {
      path: '/api/reports/getallmailing',
      description: `Mailings newest first; searchString matches the beginning of a barcode; year, provId (sender province), servTypeId (delivery option id). ${scopeNote}`,
      schemas: [mailingReportQuerySchema, mailingReportRowSchema, mailingExportQuerySchema],
      report: reports.mailingReport,
      excel: ['/api/reports/getallmailing/excel', 'mailing-report.xlsx', 'The mailing report as a streamed .xlsx, same filters.'],
    },
    {
      path: '/api/reports/getallstore',
      description: `Stores newest first; searchString matches the name or uri, provId the store’s province. ${scopeNote}`,
      schemas: [storeReportQuerySchema, storeReportRowSchema, storeExportQuerySchema],
      report: reports.storeReport,
      excel: ['/api/reports/getallstore/excel', 'store-report.xlsx', 'The store report as a streamed .xlsx, same filters.'],
    },
    {
      path: '/api/reports/getalluser',
      description: `Users (not post-office staff) newest first; name and email match part of the text, start and end (MM/dd/yyyy) bound the registration day. ${scopeNote}`,
      schemas: [userReportQuerySchema, userReportRowSchema, userExportQuerySchema],
      report: reports.userReport,
      excel: [
        '/api/reports/users/excel',
        'user-report.xlsx',
        'The user report as a streamed .xlsx: FirstName, LastName, Phone, Email, RegisDate, CouponOutlet, EmailConfirmed.',
      ],
    },
  ] as const;
  for (const {
    path,
    description,
    schemas,
    report,
    excel: [excelPath, filename, excelDescription],
  } of listed) {
    const [querystring, row, exportQuery] = schemas;
    // Each entry's report reads the query its own schemas validated.
    const { page, export: rows } = report as unknown as ListedReport;
    app.get(
      path,
      adminRoute(pagedList(querystring, row, { tags, description })),
      localized((actor, req) => page(actor, req.query)),
    );
    app.get(
      excelPath,
      adminRoute({ tags, description: excelDescription, querystring: exportQuery }),
      excel(filename, async (actor, req) => reportWorkbook(await rows(actor, req.query), req.lang, req.era)),
    );
  }

  /** Range reports: the figures worded for the reader, or with type=excel the same figures as an .xlsx download. */
  const ranged = [
    [
      '/api/reports/getallpay',
      `Card payments of the range by what they paid for: paid count and amount (satang), failed, cancelled. type=excel gives .xlsx. ${scopeNote}`,
      payReportSchema,
      figuresOrExcel('payment-report.xlsx', reports.payments, reports.paymentSheet),
    ],
    [
      '/api/reports/getallreserve',
      `Ready-to-send box reservations made in the range, per box size (reservations, boxes, confirmed boxes, price in satang) with totals (paid and confirmed). type=excel gives .xlsx. ${scopeNote}`,
      reserveReportSchema,
      figuresOrExcel('reserve-report.xlsx', reports.reserves, reports.reserveSheet),
    ],
  ] as const;
  for (const [path, description, response, answer] of ranged) {
    typed.get(path, adminRoute({ tags, description, querystring: adminRangeQuerySchema, response: { 200: response } }), answer);
  }

  typed.get(
    '/api/reports/deliverybyadmin',
    adminRoute({
      tags,
      description: `Parcels of the range (not cancelled) per post office and delivery type, with totals. ${scopeNote}`,
      querystring: adminRangeQuerySchema,
      response: { 200: deliveryByAdminSchema },
    }),
    localized(async (actor, req) => {
      const { scope: _, ...report } = await reports.deliveryByAdmin(actor, req.query);
      return report;
    }),
  );

  typed.get(
    // The spec's path carries a store id of 1: the report is the post office's, not a store's.
    '/api/stores/1/reports/DeliveryByAdminReport',
    adminRoute({
      tags,
      description: `The delivery-by-post-office report as a PDF (A4), or .xlsx with type=excel. ${scopeNote}`,
      querystring: adminRangeQuerySchema,
    }),
    async (req, reply) => {
      const actor = requireActor(req);
      if (req.query.type === 'excel') {
        const exp = await reports.deliveryByAdminExport(actor, req.query);
        return excel('delivery-by-outlet.xlsx', async () => reportWorkbook(exp, req.lang, req.era))(req, reply);
      }
      return pdf('delivery-by-outlet.pdf', async () =>
        reportPdf(await reports.deliveryByAdminDocument(actor, req.query), req.lang, req.era),
      )(req, reply);
    },
  );
}
