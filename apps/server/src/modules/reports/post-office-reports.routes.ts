import { codVolumeCalls } from '@songdee/shared/cod/cod.calls';
import type { Call } from '@songdee/shared/common/call';
import { postOfficeReportCalls as calls } from '@songdee/shared/report/report.calls';
import type { AdminRangeQuery } from '@songdee/shared/report/report.schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { type CodedExport, wordedWorkbook as reportWorkbook } from '../../lib/excel/report-workbook';
import { localize } from '../../lib/i18n';
import { wordedReportPdf as reportPdf } from '../../lib/pdf/report-pdf';
import { excel, pdf, publicRoute, routesOf } from '../../lib/route-handlers';
import { type Actor, requireActor, signedIn } from '../auth/actor';
import type { createCodVolumes } from './cod-volumes';
import { type PostOfficeReportsService, REPORT_ROLES } from './post-office-reports.service';

/** Before anything is validated: signed in (401), then a central or outlet admin (403). */
async function reportsAllowed(request: FastifyRequest) {
  const actor = requireActor(request);
  if (!actor.role || !REPORT_ROLES.has(actor.role)) throw new AppError('FORBIDDEN');
}
const adminRoute = <C extends Call>(call: C) => ({ ...publicRoute(call), onRequest: [signedIn, reportsAllowed] });

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
export async function postOfficeReportsRoutes(
  app: FastifyInstance,
  opts: { reports: PostOfficeReportsService; cod: ReturnType<typeof createCodVolumes> },
) {
  const { reports, cod } = opts;
  const route = routesOf(app);

  route(adminRoute(calls.scope), (actor) => reports.scope(actor));
  route(adminRoute(calls.countAllDelivery), (actor, req) => reports.countAllDelivery(actor, req.query));

  // The listed reports: a page of rows for the screen, and every row as a streamed .xlsx with the same filters.
  route(adminRoute(calls.mailings), (actor, req) => reports.mailingReport.page(actor, req.query));
  route.raw(
    adminRoute(calls.mailingsExcel),
    excel('mailing-report.xlsx', async (actor, req) =>
      reportWorkbook(await reports.mailingReport.export(actor, req.query), req.lang, req.era),
    ),
  );
  route(adminRoute(calls.stores), (actor, req) => reports.storeReport.page(actor, req.query));
  route.raw(
    adminRoute(calls.storesExcel),
    excel('store-report.xlsx', async (actor, req) => reportWorkbook(await reports.storeReport.export(actor, req.query), req.lang, req.era)),
  );
  route(adminRoute(calls.users), (actor, req) => reports.userReport.page(actor, req.query));
  route.raw(
    adminRoute(calls.usersExcel),
    excel('user-report.xlsx', async (actor, req) => reportWorkbook(await reports.userReport.export(actor, req.query), req.lang, req.era)),
  );

  // Range reports: the figures worded for the reader, or with type=excel the same figures as an .xlsx download.
  route.raw(adminRoute(calls.payments), figuresOrExcel('payment-report.xlsx', reports.payments, reports.paymentSheet));
  route.raw(adminRoute(calls.reserves), figuresOrExcel('reserve-report.xlsx', reports.reserves, reports.reserveSheet));
  route.raw(adminRoute(codVolumeCalls.volumes), figuresOrExcel('cod-report.xlsx', cod.codVolumes, cod.codVolumesSheet));

  route(adminRoute(calls.deliveryByAdmin), async (actor, req) => {
    const { scope: _, ...report } = await reports.deliveryByAdmin(actor, req.query);
    return report;
  });

  // The spec's path carries a store id of 1: the report is the post office's, not a store's.
  route.raw(adminRoute(calls.deliveryByAdminDocument), async (req, reply) => {
    const actor = requireActor(req);
    if (req.query.type === 'excel') {
      const exp = await reports.deliveryByAdminExport(actor, req.query);
      return excel('delivery-by-outlet.xlsx', async () => reportWorkbook(exp, req.lang, req.era))(req, reply);
    }
    return pdf('delivery-by-outlet.pdf', async () => reportPdf(await reports.deliveryByAdminDocument(actor, req.query), req.lang, req.era))(
      req,
      reply,
    );
  });
}
