import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyContaining, containing, countUpTo, one, startingWith } from '../../db/query-helpers';
import { users } from '../../db/schema/auth';
import { outlets, provinces } from '../../db/schema/geo';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { reserveLines, reserves } from '../../db/schema/reserves';
import { cardPayments } from '../../db/schema/shipping-lists';
import { stores } from '../../db/schema/stores';
import { builtPerShape, type PageWindow, pageOf, pageOfStatements, preparedRows } from '../../lib/paging';

import {
  deliveryCountsWhere,
  EXPORT_BATCH,
  inSpan,
  keysetBatches,
  liveMailing,
  type MailingFilter,
  num,
  type OutletScope,
  type Span,
  type StoreFilter,
  sumOf,
  type UserFilter,
} from './report-queries';

/** The post office's reports: who asks, parcels, the mailing, store and user lists and exports, payments, reservations. */
export function createPostOfficeReportsRepository(db: Database) {
  const mailingWhere = (f: MailingFilter): SQL | undefined =>
    and(
      f.scope.kind === 'outlet' ? eq(mailings.postalCode, f.scope.postcode) : undefined,
      f.year ? inSpan(mailings.createdAt, f.year) : undefined,
      f.provinceId ? eq(mailings.senderProvinceId, f.provinceId) : undefined,
      f.deliveryOptionId ? eq(mailings.deliveryOptionId, f.deliveryOptionId) : undefined,
      // A barcode is searched by its beginning, which the pattern index serves.
      f.search ? sql`${mailings.barcode} like ${startingWith(f.search.toUpperCase())}` : undefined,
    );

  const mailingColumns = {
    id: mailings.id,
    barcode: mailings.barcode,
    name: orders.name,
    storeName: stores.name,
    weight: mailings.weightGrams,
    serviceCost: mailings.serviceCostSatang,
    deliveryOptionId: mailings.deliveryOptionId,
    statusKey: mailings.statusKey,
    trackTraceStatus: mailings.trackStatusDescription,
    postalCode: mailings.postalCode,
    createdAt: mailings.createdAt,
    /** created_at to the microsecond (a JS Date keeps milliseconds), where the next export batch starts. */
    cursor: sql<string>`${mailings.createdAt}::text`,
  };
  const mailingRows = (where: SQL | undefined) =>
    db
      .select(mailingColumns)
      .from(mailings)
      .innerJoin(stores, eq(stores.id, mailings.storeId))
      .leftJoin(orders, eq(orders.id, mailings.orderId))
      .where(where)
      .orderBy(desc(mailings.createdAt), desc(mailings.id));

  /** The mailing report's page, built once per shape (which filters it has), values as placeholders (`builtPerShape`). */
  const ph = sql.placeholder;
  const mailingPageStatements = builtPerShape(
    (shape: { outlet: boolean; year: boolean; province: boolean; option: boolean; search: boolean }) => {
      const where = and(
        shape.outlet ? eq(mailings.postalCode, ph('postcode')) : undefined,
        shape.year ? and(gte(mailings.createdAt, ph('from')), lt(mailings.createdAt, ph('to'))) : undefined,
        shape.province ? eq(mailings.senderProvinceId, ph('provinceId')) : undefined,
        shape.option ? eq(mailings.deliveryOptionId, ph('deliveryOptionId')) : undefined,
        shape.search ? sql`${mailings.barcode} like ${ph('search')}` : undefined,
      );
      return {
        rows: preparedRows(mailingRows(where).limit(ph('limit')).$dynamic(), false),
        count: countUpTo(db, db.select(one).from(mailings).where(where), ph('bound')).prepare(''),
      };
    },
  );

  const storeWhere = (f: StoreFilter) =>
    and(
      f.scope.kind === 'outlet' ? eq(stores.postcode, f.scope.postcode) : undefined,
      f.provinceId ? eq(stores.provinceId, f.provinceId) : undefined,
      anyContaining(f.search, [stores.name, stores.uri]),
    );
  const storeColumns = {
    id: stores.id,
    displayName: stores.name,
    uri: stores.uri,
    phone: stores.phone,
    province: sql<string>`coalesce(${provinces.name}, '')`,
    type: stores.type,
    createdAt: stores.createdAt,
    cursor: sql<string>`${stores.createdAt}::text`,
  };

  const storeRows = (where: SQL | undefined) =>
    db
      .select(storeColumns)
      .from(stores)
      .leftJoin(provinces, eq(provinces.id, stores.provinceId))
      .where(where)
      .orderBy(desc(stores.createdAt), desc(stores.id));

  /** The store report's page, built once per shape, values as placeholders (`builtPerShape`). */
  const storePageStatements = builtPerShape((shape: { outlet: boolean; province: boolean; search: boolean }) => {
    const where = and(
      shape.outlet ? eq(stores.postcode, ph('postcode')) : undefined,
      shape.province ? eq(stores.provinceId, ph('provinceId')) : undefined,
      shape.search ? or(ilike(stores.name, ph('search')), ilike(stores.uri, ph('search'))) : undefined,
    );
    return {
      rows: preparedRows(storeRows(where).limit(ph('limit')).$dynamic(), false),
      count: countUpTo(db, db.select(one).from(stores).where(where), ph('bound')).prepare(''),
    };
  });

  const userWhere = (f: UserFilter) =>
    and(
      isNull(users.role),
      f.scope.kind === 'outlet' ? sql`(${users.zone} ->> 'postalCode') = ${f.scope.code}` : undefined,
      anyContaining(f.name, [users.firstName, users.lastName]),
      anyContaining(f.email, [users.email]),
      inSpan(users.createdAt, f.registered),
    );
  const userColumns = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    phone: users.phone,
    email: users.email,
    createdAt: users.createdAt,
    zone: users.zone,
    ref: users.ref,
    emailConfirmed: users.emailConfirmed,
    cursor: sql<string>`${users.createdAt}::text`,
  };

  return {
    // --- who asks ---------------------------------------------------------------------------------------------

    /**
     * In one round trip: the reader's own office code, and the office a report asks for (the requested code, else the
     * reader's own) when it exists.
     */
    async readerAndOutlet(userId: string, requested: string | undefined) {
      const [row] = await db
        .select({ own: users.outletCode, code: outlets.code, name: outlets.name, postcode: outlets.postcode })
        .from(users)
        .leftJoin(outlets, eq(outlets.code, requested ? sql`${requested}` : users.outletCode))
        .where(eq(users.id, userId));
      return {
        own: row?.own ?? null,
        outlet: row?.code ? { code: row.code, name: row.name ?? '', postcode: row.postcode ?? '' } : undefined,
      };
    },

    /** Parcels (not cancelled) per delivery option within the span, for one post office or all. */
    deliveryCounts: (scope: OutletScope, span: Span) =>
      deliveryCountsWhere(db, scope.kind === 'outlet' ? eq(mailings.postalCode, scope.postcode) : undefined, span),

    /** Parcels (not cancelled) per post office and delivery option within the span; the office named when known. */
    deliveryByOutlet: (scope: OutletScope, span: Span) => {
      const grouped = db
        .select({
          postalCode: mailings.postalCode,
          deliveryOptionId: mailings.deliveryOptionId,
          count: count().as('count'),
          weight: sumOf(mailings.weightGrams).as('weight'),
          cost: sumOf(sql`${mailings.serviceCostSatang}`).as('cost'),
        })
        .from(mailings)
        .where(
          and(scope.kind === 'outlet' ? eq(mailings.postalCode, scope.postcode) : undefined, liveMailing, inSpan(mailings.createdAt, span)),
        )
        .groupBy(mailings.postalCode, mailings.deliveryOptionId)
        .as('g');
      return db
        .select({
          outletCode: grouped.postalCode,
          outletName: sql<string>`coalesce(${outlets.name}, '')`,
          deliveryOptionId: grouped.deliveryOptionId,
          count: num(sql`${grouped.count}`),
          weight: num(sql`${grouped.weight}`),
          cost: num(sql`${grouped.cost}`),
        })
        .from(grouped)
        .leftJoin(outlets, eq(outlets.code, grouped.postalCode))
        .orderBy(grouped.postalCode, grouped.deliveryOptionId);
    },

    mailingPage: (f: MailingFilter, page: { page: number; size: number }) => {
      const shape = {
        outlet: f.scope.kind === 'outlet',
        year: !!f.year,
        province: !!f.provinceId,
        option: !!f.deliveryOptionId,
        search: !!f.search,
      };
      const values = {
        postcode: f.scope.kind === 'outlet' ? f.scope.postcode : undefined,
        from: f.year?.from,
        to: f.year?.to,
        provinceId: f.provinceId,
        deliveryOptionId: f.deliveryOptionId,
        search: f.search ? startingWith(f.search.toUpperCase()) : undefined,
      };
      return pageOfStatements(page, mailingPageStatements(shape), values);
    },

    /** Every mailing of the filter, newest first, in keyset batches (for the Excel export). */
    mailingBatches: (f: MailingFilter) =>
      keysetBatches(mailings, (keyset) => mailingRows(and(mailingWhere(f), keyset)).limit(EXPORT_BATCH)),

    storePage: (f: StoreFilter, page: { page: number; size: number }) => {
      const shape = { outlet: f.scope.kind === 'outlet', province: !!f.provinceId, search: !!f.search };
      const values = {
        postcode: f.scope.kind === 'outlet' ? f.scope.postcode : undefined,
        provinceId: f.provinceId,
        search: f.search ? containing(f.search) : undefined,
      };
      return pageOfStatements(page, storePageStatements(shape), values);
    },

    storeBatches: (f: StoreFilter) => keysetBatches(stores, (keyset) => storeRows(and(storeWhere(f), keyset)).limit(EXPORT_BATCH)),

    userPage: (f: UserFilter, page: { page: number; size: number }) => {
      const where = userWhere(f);
      return pageOf(page, {
        rows: (w: PageWindow) =>
          db.select(userColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(w.limit).offset(w.offset),
        count: (bound) => countUpTo(db, db.select(one).from(users).where(where), bound),
      });
    },

    userBatches: (f: UserFilter) =>
      keysetBatches(users, (keyset) =>
        db
          .select(userColumns)
          .from(users)
          .where(and(userWhere(f), keyset))
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(EXPORT_BATCH),
      ),

    /** Card payments by what they paid for and how they ended, within the span, for the stores of one post office or all. */
    payments: (scope: OutletScope, span: Span) => {
      const paid = sql`${cardPayments.status} = 'PAID'`;
      const query = db
        .select({
          kind: cardPayments.targetKind,
          paidCount: num(sql`count(*) filter (where ${paid})`),
          paidAmount: num(sql`coalesce(sum(${cardPayments.amountSatang}) filter (where ${paid}), 0)`),
          failedCount: num(sql`count(*) filter (where ${cardPayments.status} = 'FAILED')`),
          cancelledCount: num(sql`count(*) filter (where ${cardPayments.status} = 'CANCELLED')`),
        })
        .from(cardPayments);
      const where = and(gte(cardPayments.createdAt, span.from), lt(cardPayments.createdAt, span.to));
      return (
        scope.kind === 'outlet'
          ? query.innerJoin(stores, eq(stores.id, cardPayments.storeId)).where(and(where, eq(stores.postcode, scope.postcode)))
          : query.where(where)
      )
        .groupBy(cardPayments.targetKind)
        .orderBy(cardPayments.targetKind);
    },

    /** Reservations made within the span (at one post office or any) per box size, and their totals. */
    async reserveStats(scope: OutletScope, span: Span) {
      const where = and(
        gte(reserves.createdAt, span.from),
        lt(reserves.createdAt, span.to),
        scope.kind === 'outlet'
          ? sql`${reserves.outletId} = (select ${outlets.id} from ${outlets} where ${outlets.code} = ${scope.code})`
          : undefined,
      );
      const confirmed = sql`${reserves.statusKey} = 'CONFIRM_FOR_RESERVE'`;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            boxSizeId: reserveLines.boxSizeId,
            reserveCount: count(),
            boxes: sumOf(sql`${reserveLines.sets} * 10`),
            confirmedBoxes: num(sql`coalesce(sum(${reserveLines.sets} * 10) filter (where ${confirmed}), 0)`),
            amount: sumOf(sql`${reserveLines.sets} * 10 * ${reserveLines.boxPriceSatang}`),
          })
          .from(reserveLines)
          .innerJoin(reserves, eq(reserves.id, reserveLines.reserveId))
          .where(where)
          .groupBy(reserveLines.boxSizeId)
          .orderBy(reserveLines.boxSizeId),
        db
          .select({
            reserveCount: count(),
            paidCount: num(sql`count(*) filter (where ${reserves.statusPayment})`),
            confirmedCount: num(sql`count(*) filter (where ${confirmed})`),
            boxes: sumOf(sql`${reserves.totalQty} * 10`),
            paidAmount: num(sql`coalesce(sum(${reserves.totalPriceSatang}) filter (where ${reserves.statusPayment}), 0)`),
          })
          .from(reserves)
          .where(where),
      ]);
      return { rows, totals: totals ?? { reserveCount: 0, paidCount: 0, confirmedCount: 0, boxes: 0, paidAmount: 0 } };
    },
  };
}

export type PostOfficeReportsRepository = ReturnType<typeof createPostOfficeReportsRepository>;
