import type { Paged } from '@songdee/shared/common/list.schema';
import { CENTRAL_OUTLET_CODE } from '@songdee/shared/constants/app.constants';
import { BOX_SIZES } from '@songdee/shared/reference/delivery.constants';
import type {
  AdminRangeQuery,
  CountAllDeliveryQuery,
  DeliveryByAdmin,
  DeliveryCount,
  MailingExportQuery,
  MailingReportRow,
  PayReport,
  ReportScope,
  ReserveReport,
  StoreExportQuery,
  StoreReportRow,
  UserExportQuery,
  UserReportRow,
} from '@songdee/shared/report/report.schema';
import { bangkokDayRange, bangkokYearRange } from '@songdee/shared/report/report-dates';
import type { ZoneData } from '../../db/schema/auth';
import { AppError } from '../../lib/app-error';
import { type CodedExport, eachRow, oneBatch, type SheetCell, type SheetSpec, sheetColumns } from '../../lib/excel/report-workbook';
import { type Coded, type Text, text } from '../../lib/text';
import type { Actor } from '../auth/actor';
import type { PostOfficeReportsRepository } from './post-office-reports.repository';
import { baht, deliveryName, documentColumns, documentHeader, int, listNote, r, rangeText, totalsOf } from './report-format';
import type { MailingFilter, OutletScope, StoreFilter, UserFilter } from './report-queries';
import type { ReportDocument } from './store-reports.service';

/** Post-office roles that see reports (spec 2 section 6: central and outlet admins). */
export const REPORT_ROLES: ReadonlySet<string> = new Set(['Admin', 'AdminOutlet']);

type Export = CodedExport;

/** The outlet a user came through: their zone's outlet, else the referral code of the link they signed up by (/signup?ref). */
const couponOutlet = (zone: ZoneData | null, ref: string | null) =>
  zone ? [zone.postalCode, zone.outletName ?? ''].join(' ').trim() : (ref ?? '');

/**
 * The post office's reports. Who may see what is decided here, before any query: the central admin (outlet
 * 000000) sees every post office or the one it asks for; an outlet admin only its own, and asking for another is
 * FORBIDDEN; everyone else is FORBIDDEN.
 */
export function createPostOfficeReportsService(deps: { repo: PostOfficeReportsRepository; now: () => Date }) {
  const { repo } = deps;

  async function scopeOf(actor: Actor, outletId: string | undefined): Promise<OutletScope> {
    if (!actor.role || !REPORT_ROLES.has(actor.role)) throw new AppError('FORBIDDEN');
    // The session lookup already read the reader's own office: ask the database only for another office.
    const office = actor.office;
    const known = office && (!outletId || outletId === office.code) ? { own: office.code, outlet: office.outlet ?? undefined } : undefined;
    const { own, outlet } = known ?? (await repo.readerAndOutlet(actor.userId, outletId));
    const central = actor.role === 'Admin';
    if (!central && (!own || own === CENTRAL_OUTLET_CODE)) throw new AppError('FORBIDDEN');
    if (!central && outletId && outletId !== own) throw new AppError('FORBIDDEN');
    const code = central ? outletId : own;
    if (!code || code === CENTRAL_OUTLET_CODE) return { kind: 'all' };
    if (!outlet) throw new AppError('REPORT_OUTLET_NOT_FOUND', { outletId: code });
    return { kind: 'outlet', ...outlet };
  }

  const scopeName = (scope: OutletScope): Text | string => (scope.kind === 'all' ? r('allOutlets') : `${scope.code} ${scope.name}`);

  const mailingFilter = (scope: OutletScope, q: MailingExportQuery): MailingFilter => ({
    scope,
    search: q.searchString,
    year: q.year ? bangkokYearRange(q.year) : undefined,
    provinceId: q.provId,
    deliveryOptionId: q.servTypeId,
  });
  const storeFilter = (scope: OutletScope, q: StoreExportQuery): StoreFilter => ({ scope, search: q.searchString, provinceId: q.provId });
  const userFilter = (scope: OutletScope, q: UserExportQuery): UserFilter => ({
    scope,
    name: q.name,
    email: q.email,
    registered: {
      from: q.start ? bangkokDayRange(q.start, q.start).from : undefined,
      to: q.end ? bangkokDayRange(q.end, q.end).to : undefined,
    },
  });

  type MailingRecord = Awaited<ReturnType<PostOfficeReportsRepository['mailingPage']>>['contents'][number];
  const presentMailing = (m: MailingRecord): Coded<MailingReportRow> => ({
    id: m.id,
    barcode: m.barcode,
    name: m.name,
    storeName: m.storeName,
    weight: m.weight,
    serviceCost: m.serviceCost,
    deliveryOptionId: m.deliveryOptionId,
    deliveryOption: deliveryName(m.deliveryOptionId),
    deliveryStatus: { referenceKey: m.statusKey, name: text(`reference.statuses.mailing.${m.statusKey}`) },
    trackTraceStatus: m.trackTraceStatus,
    postalCode: m.postalCode,
    createdDate: m.createdAt.toISOString(),
  });
  type StoreRecord = Awaited<ReturnType<PostOfficeReportsRepository['storePage']>>['contents'][number];
  const presentStore = ({ cursor: _, createdAt, ...s }: StoreRecord): StoreReportRow => ({ ...s, createdDate: createdAt.toISOString() });
  type UserRecord = Awaited<ReturnType<PostOfficeReportsRepository['userPage']>>['contents'][number];
  const presentUser = (u: UserRecord): UserReportRow => ({
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    phone: u.phone,
    email: u.email,
    regisDate: u.createdAt.toISOString(),
    couponOutlet: couponOutlet(u.zone, u.ref),
    emailConfirmed: u.emailConfirmed,
  });

  /**
   * A listed report: who asks is checked first, then one filter drives both the screen's page (rows presented) and the
   * Excel export (every row in batches, as cells of the sheet).
   */
  function listReport<Q extends { outletId?: string }, F, Rec, Row, B>(def: {
    filter: (scope: OutletScope, q: Q) => F;
    page: (f: F, paging: { page: number; size: number }) => Promise<Paged<Rec>>;
    present: (rec: Rec) => Row;
    batches: (f: F) => AsyncIterable<B[]>;
    sheet: Coded<SheetSpec>;
    cells: (item: B) => Coded<SheetCell>[];
  }) {
    return {
      async page(actor: Actor, q: Q & { page: number; size: number }): Promise<Paged<Row>> {
        const page = await def.page(def.filter(await scopeOf(actor, q.outletId), q), q);
        return { ...page, contents: page.contents.map(def.present) };
      },
      async export(actor: Actor, q: Q): Promise<Export> {
        const filter = def.filter(await scopeOf(actor, q.outletId), q);
        return { spec: def.sheet, batches: eachRow(def.batches(filter), def.cells) };
      },
    };
  }

  const mc = (key: string) => r(`mailings.${key}`);
  const mailingReport = listReport({
    filter: mailingFilter,
    page: repo.mailingPage,
    present: presentMailing,
    batches: repo.mailingBatches,
    sheet: {
      sheetName: mc('sheet'),
      columns: sheetColumns(mc, [
        ['createdDate', 17, 'datetime'],
        ['barcode', 16, 'text'],
        ['name', 18, 'text'],
        ['store', 28, 'text'],
        ['deliveryOption', 18, 'text'],
        ['weight', 13, 'integer'],
        ['serviceCost', 15, 'satang'],
        ['deliveryStatus', 20, 'text'],
        ['trackTraceStatus', 28, 'text'],
        ['postalCode', 14, 'text'],
      ]),
    },
    cells: (m) => [
      m.createdAt,
      m.barcode,
      m.name,
      m.storeName,
      deliveryName(m.deliveryOptionId),
      m.weight,
      m.serviceCost,
      text(`reference.statuses.mailing.${m.statusKey}`),
      m.trackTraceStatus,
      m.postalCode,
    ],
  });

  const sc = (key: string) => r(`stores.${key}`);
  const storeReport = listReport({
    filter: storeFilter,
    page: repo.storePage,
    present: presentStore,
    batches: repo.storeBatches,
    sheet: {
      sheetName: sc('sheet'),
      columns: sheetColumns(sc, [
        ['displayName', 30, 'text'],
        ['uri', 22, 'text'],
        ['phone', 14, 'text'],
        ['province', 18, 'text'],
        ['type', 16, 'text'],
        ['createdDate', 17, 'datetime'],
      ]),
    },
    cells: (s) => [s.displayName, s.uri, s.phone, s.province, sc(`types.${s.type}`), s.createdAt],
  });

  const uc = (key: string) => r(`users.${key}`);
  const userReport = listReport({
    filter: userFilter,
    page: repo.userPage,
    present: presentUser,
    batches: repo.userBatches,
    sheet: {
      sheetName: uc('sheet'),
      yesNo: [uc('yes'), uc('no')],
      columns: sheetColumns(uc, [
        ['firstName', 18, 'text'],
        ['lastName', 18, 'text'],
        ['phone', 14, 'text'],
        ['email', 30, 'text'],
        ['regisDate', 17, 'datetime'],
        ['couponOutlet', 30, 'text'],
        ['emailConfirmed', 15, 'yesNo'],
      ]),
    },
    cells: (u) => [u.firstName, u.lastName, u.phone, u.email, u.createdAt, couponOutlet(u.zone, u.ref), u.emailConfirmed],
  });

  async function deliveryByAdmin(actor: Actor, q: AdminRangeQuery): Promise<Coded<DeliveryByAdmin> & { scope: OutletScope }> {
    const scope = await scopeOf(actor, q.outletId);
    const rows = await repo.deliveryByOutlet(scope, bangkokDayRange(q.startDate, q.endDate));
    return {
      scope,
      rows: rows.map((row) => ({ ...row, deliveryOption: deliveryName(row.deliveryOptionId) })),
      totals: totalsOf(rows, ['count', 'weight', 'cost']),
    };
  }

  /** The delivery-by-admin columns' report keys, shared by its PDF and its sheet. */
  const deliveryColumns = {
    outletCode: 'deliveryByAdmin.outletCode',
    outletName: 'deliveryByAdmin.outletName',
    service: 'delivery.service',
    parcels: 'delivery.parcels',
    weight: 'delivery.weight',
    cost: 'delivery.cost',
  };

  return {
    scopeOf,

    async scope(actor: Actor): Promise<ReportScope> {
      const scope = await scopeOf(actor, undefined);
      return scope.kind === 'all'
        ? { canChooseOutlet: true, outlet: null }
        : { canChooseOutlet: false, outlet: { code: scope.code, name: scope.name } };
    },

    async countAllDelivery(actor: Actor, q: CountAllDeliveryQuery): Promise<Coded<DeliveryCount>[]> {
      const scope = await scopeOf(actor, q.outletId);
      const rows = await repo.deliveryCounts(scope, bangkokYearRange(q.year));
      return rows.map((row) => ({ ...row, name: deliveryName(row.deliveryOptionId) }));
    },

    /** The listed reports, each a page for the screen and an export of every row (`listReport`). */
    mailingReport,
    storeReport,
    userReport,

    async payments(actor: Actor, q: AdminRangeQuery): Promise<Coded<PayReport>> {
      const scope = await scopeOf(actor, q.outletId);
      const rows = await repo.payments(scope, bangkokDayRange(q.startDate, q.endDate));
      return {
        rows: rows.map((row) => ({ ...row, name: r(`payKinds.${row.kind}`) })),
        totals: totalsOf(rows, ['paidCount', 'paidAmount', 'failedCount', 'cancelledCount']),
      };
    },

    paymentSheet(report: Coded<PayReport>): Export {
      const c = (key: string) => r(`pay.${key}`);
      const t = report.totals;
      return {
        spec: {
          sheetName: c('sheet'),
          columns: sheetColumns(c, [
            ['kind', 34, 'text'],
            ['paidCount', 18, 'integer'],
            ['paidAmount', 18, 'satang'],
            ['failedCount', 18, 'integer'],
            ['cancelledCount', 16, 'integer'],
          ]),
        },
        batches: oneBatch([
          ...report.rows.map((row) => [row.name, row.paidCount, row.paidAmount, row.failedCount, row.cancelledCount]),
          [r('doc.total'), t.paidCount, t.paidAmount, t.failedCount, t.cancelledCount],
        ]),
      };
    },

    async reserves(actor: Actor, q: AdminRangeQuery): Promise<Coded<ReserveReport>> {
      const scope = await scopeOf(actor, q.outletId);
      const stats = await repo.reserveStats(scope, bangkokDayRange(q.startDate, q.endDate));
      const sizeName = (id: number) => {
        const size = BOX_SIZES.find((b) => b.id === id);
        return size ? text(`reference.boxSizes.${size.code}`) : String(id);
      };
      return { rows: stats.rows.map((row) => ({ ...row, name: sizeName(row.boxSizeId) })), totals: stats.totals };
    },

    reserveSheet(report: Coded<ReserveReport>): Export {
      const c = (key: string) => r(`reserves.${key}`);
      const t = report.totals;
      return {
        spec: {
          sheetName: c('sheet'),
          columns: sheetColumns(c, [
            ['boxSize', 22, 'text'],
            ['reserveCount', 16, 'integer'],
            ['boxes', 16, 'integer'],
            ['confirmedBoxes', 20, 'integer'],
            ['amount', 18, 'satang'],
          ]),
        },
        batches: oneBatch([
          ...report.rows.map((row) => [row.name, row.reserveCount, row.boxes, row.confirmedBoxes, row.amount]),
          [r('doc.total'), t.reserveCount, t.boxes, null, null],
          [c('paid'), t.paidCount, null, null, t.paidAmount],
          [c('confirmed'), t.confirmedCount, null, null, null],
        ]),
      };
    },

    deliveryByAdmin,

    /** DeliveryByAdminReport as a PDF: parcels per post office and service in the range, with totals. */
    async deliveryByAdminDocument(actor: Actor, q: AdminRangeQuery): Promise<ReportDocument> {
      const report = await deliveryByAdmin(actor, q);
      return {
        title: r('deliveryByAdmin.title'),
        header: documentHeader(rangeText(q.startDate, q.endDate), r('doc.outlet'), scopeName(report.scope), deps.now()),
        columns: documentColumns([
          [deliveryColumns.outletCode, 0.12],
          [deliveryColumns.outletName, 0.3],
          [deliveryColumns.service, 0.2],
          [deliveryColumns.parcels, 0.11, 'right'],
          [deliveryColumns.weight, 0.13, 'right'],
          [deliveryColumns.cost, 0.14, 'right'],
        ]),
        rows: report.rows.map((row) => [
          row.outletCode,
          row.outletName,
          row.deliveryOption,
          int(row.count),
          int(row.weight),
          baht(row.cost),
        ]),
        totals: ['', r('doc.total'), '', int(report.totals.count), int(report.totals.weight), baht(report.totals.cost)],
        note: listNote(report.rows.length, report.rows.length),
      };
    },

    /** DeliveryByAdminReport as Excel (type=excel): the same rows and a totals row. */
    async deliveryByAdminExport(actor: Actor, q: AdminRangeQuery): Promise<Export> {
      const report = await deliveryByAdmin(actor, q);
      return {
        spec: {
          sheetName: r('deliveryByAdmin.sheet'),
          columns: sheetColumns(r, [
            [deliveryColumns.outletCode, 14, 'text'],
            [deliveryColumns.outletName, 36, 'text'],
            [deliveryColumns.service, 20, 'text'],
            [deliveryColumns.parcels, 12, 'integer'],
            [deliveryColumns.weight, 16, 'integer'],
            [deliveryColumns.cost, 18, 'satang'],
          ]),
        },
        batches: oneBatch([
          ...report.rows.map((row) => [row.outletCode, row.outletName, row.deliveryOption, row.count, row.weight, row.cost]),
          ['', r('doc.total'), '', report.totals.count, report.totals.weight, report.totals.cost],
        ]),
      };
    },
  };
}

export type PostOfficeReportsService = ReturnType<typeof createPostOfficeReportsService>;
