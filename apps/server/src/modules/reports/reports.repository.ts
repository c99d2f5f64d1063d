import { and, asc, count, desc, eq, gte, ilike, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/auth';
import { products } from '../../db/schema/catalog';
import { outlets, provinces } from '../../db/schema/geo';
import { mailings } from '../../db/schema/mailings';
import { orderItems, orders } from '../../db/schema/orders';
import { reserveLines, reserves } from '../../db/schema/reserves';
import { cardPayments } from '../../db/schema/shipping-lists';
import { stores } from '../../db/schema/stores';
import { type PageWindow, pageOf } from '../../lib/paging';

/** A span of instants: from (included) to (excluded). */
export interface Span {
  from: Date;
  to: Date;
}

/**
 * Which post office a report covers: every one (the central admin) or one, whose parcels are those handed to its
 * postcode, whose stores are those at its postcode and whose users signed up through it (zone sign-up).
 */
export type OutletScope = { kind: 'all' } | { kind: 'outlet'; code: string; postcode: string; name: string };

export interface MailingFilter {
  scope: OutletScope;
  search: string;
  year?: Span;
  provinceId?: number;
  deliveryOptionId?: string;
}

export interface StoreFilter {
  scope: OutletScope;
  search: string;
  provinceId?: number;
}

export interface UserFilter {
  scope: OutletScope;
  name?: string;
  email?: string;
  registered: Partial<Span>;
}

/** Rows of an export are read in keyset batches of this many: constant memory, no long-held cursor. */
export const EXPORT_BATCH = 2000;

const BANGKOK = 'Asia/Bangkok';
const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeText(text)}%`;
const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
const sumOf = (column: SQL | typeof mailings.weightGrams) => num(sql`coalesce(sum(${column}), 0)`);
const inSpan = (column: typeof orders.createdAt | typeof mailings.createdAt | typeof users.createdAt, span: Partial<Span>) =>
  and(span.from ? gte(column, span.from) : undefined, span.to ? lt(column, span.to) : undefined);
const liveMailing = ne(mailings.statusKey, 'CANCELLED');
/** Goods of an order line: price times quantity less the line's discount, satang. */
/** The store's paid orders made within the span. */
const paidOrdersOf = (storeId: string, span: Partial<Span>) =>
  and(eq(orders.storeId, storeId), eq(orders.confirmPayment, true), inSpan(orders.createdAt, span));
const lineTotal = sql`${orderItems.priceSatang} * ${orderItems.quantity} - ${orderItems.discountSatang}`;

/**
 * Every row of a list ordered newest first by (created_at, id), read EXPORT_BATCH at a time: each batch continues with
 * a row comparison the (created_at, id) index serves, from created_at to the microsecond (a JS Date keeps milliseconds).
 */
async function* keysetBatches<R extends { cursor: string; id: string }>(
  table: typeof mailings | typeof stores | typeof users,
  batch: (keyset: SQL | undefined) => PromiseLike<R[]>,
): AsyncGenerator<R[]> {
  let after: { cursor: string; id: string } | undefined;
  for (;;) {
    const rows = await batch(after ? sql`(${table.createdAt}, ${table.id}) < (${after.cursor}::timestamptz, ${after.id})` : undefined);
    if (rows.length > 0) yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < EXPORT_BATCH || !last) return;
    after = { cursor: last.cursor, id: last.id };
  }
}

export function createReportsRepository(db: Database) {
  const mailingWhere = (f: MailingFilter): SQL | undefined =>
    and(
      f.scope.kind === 'outlet' ? eq(mailings.postalCode, f.scope.postcode) : undefined,
      f.year ? inSpan(mailings.createdAt, f.year) : undefined,
      f.provinceId ? eq(mailings.senderProvinceId, f.provinceId) : undefined,
      f.deliveryOptionId ? eq(mailings.deliveryOptionId, f.deliveryOptionId) : undefined,
      // A barcode is searched by its beginning, which the pattern index serves.
      f.search ? sql`${mailings.barcode} like ${`${likeText(f.search.toUpperCase())}%`}` : undefined,
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

  const storeWhere = (f: StoreFilter) =>
    and(
      f.scope.kind === 'outlet' ? eq(stores.postcode, f.scope.postcode) : undefined,
      f.provinceId ? eq(stores.provinceId, f.provinceId) : undefined,
      f.search ? or(ilike(stores.name, contains(f.search)), ilike(stores.uri, contains(f.search))) : undefined,
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

  const userWhere = (f: UserFilter) =>
    and(
      isNull(users.role),
      f.scope.kind === 'outlet' ? sql`(${users.zone} ->> 'postalCode') = ${f.scope.code}` : undefined,
      f.name ? or(ilike(users.firstName, contains(f.name)), ilike(users.lastName, contains(f.name))) : undefined,
      f.email ? ilike(users.email, contains(f.email)) : undefined,
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
    emailConfirmed: users.emailConfirmed,
    cursor: sql<string>`${users.createdAt}::text`,
  };

  /** Parcels (not cancelled) within the span that `where` picks (a store's, an office's or all), per delivery option. */
  const deliveryCountsWhere = (where: SQL | undefined, span: Span) =>
    db
      .select({
        deliveryOptionId: mailings.deliveryOptionId,
        count: count(),
        weight: sumOf(mailings.weightGrams),
        cost: sumOf(sql`${mailings.serviceCostSatang}`),
      })
      .from(mailings)
      .where(and(where, liveMailing, inSpan(mailings.createdAt, span)))
      .groupBy(mailings.deliveryOptionId)
      .orderBy(mailings.deliveryOptionId);

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

    // --- one store ---------------------------------------------------------------------------------------------

    /** Paid orders of the store by Bangkok month within the span. */
    salesByMonth: (storeId: string, span: Span) => {
      const month = sql`extract(month from ${orders.createdAt} at time zone ${sql.raw(`'${BANGKOK}'`)})`;
      return db
        .select({ month: num(month), orderCount: count(), sales: sumOf(sql`${orders.totalPriceSatang}`) })
        .from(orders)
        .where(paidOrdersOf(storeId, span))
        .groupBy(month);
    },

    /** Paid orders of the store by Bangkok year, oldest first. */
    salesByYear: (storeId: string) => {
      const year = sql`extract(year from ${orders.createdAt} at time zone ${sql.raw(`'${BANGKOK}'`)})`;
      return db
        .select({ year: num(year), orderCount: count(), sales: sumOf(sql`${orders.totalPriceSatang}`) })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), eq(orders.confirmPayment, true)))
        .groupBy(year)
        .orderBy(year);
    },

    /** Products by quantity sold in paid orders (optionally within a span): the product's current name, or the ordered one once deleted. */
    productSales: (storeId: string, span: Partial<Span>, limit?: number) => {
      const deletedName = sql`case when ${orderItems.productId} is null then ${orderItems.name} end`;
      const quantity = sumOf(sql`${orderItems.quantity}`);
      const query = db
        .select({
          productId: orderItems.productId,
          name: sql<string>`coalesce(max(${products.name}), max(${orderItems.name}))`,
          quantity,
          sales: sumOf(lineTotal),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(paidOrdersOf(storeId, span))
        .groupBy(orderItems.productId, deletedName)
        .orderBy(desc(quantity), asc(sql`2`));
      return limit ? query.limit(limit) : query;
    },

    /** The store's parcels (not cancelled) within the span, per delivery option. */
    storeDeliveryCounts: (storeId: string, span: Span) => deliveryCountsWhere(eq(mailings.storeId, storeId), span),

    /** Totals of the store's paid orders within the span (every row, however many the document lists). */
    async orderTotals(storeId: string, span: Span) {
      const [row] = await db
        .select({
          orderCount: count(),
          qty: sumOf(sql`${orders.totalQty}`),
          goods: sumOf(sql`${orders.totalPriceSatang}`),
          fee: sumOf(sql`${orders.deliveryFeeSatang}`),
        })
        .from(orders)
        .where(paidOrdersOf(storeId, span));
      return row ?? { orderCount: 0, qty: 0, goods: 0, fee: 0 };
    },

    /** The store's paid orders within the span, oldest first, at most `limit`. */
    orderRows: (storeId: string, span: Span, limit: number) =>
      db
        .select({
          name: orders.name,
          createdAt: orders.createdAt,
          buyer: orders.recipientName,
          statusKey: orders.statusKey,
          qty: orders.totalQty,
          goods: orders.totalPriceSatang,
          fee: orders.deliveryFeeSatang,
        })
        .from(orders)
        .where(paidOrdersOf(storeId, span))
        .orderBy(asc(orders.createdAt), asc(orders.name))
        .limit(limit),

    // --- post offices -----------------------------------------------------------------------------------------

    /** Parcels (not cancelled) per delivery option within the span, for one post office or all. */
    deliveryCounts: (scope: OutletScope, span: Span) =>
      deliveryCountsWhere(scope.kind === 'outlet' ? eq(mailings.postalCode, scope.postcode) : undefined, span),

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
      const where = mailingWhere(f);
      return pageOf(page, {
        rows: (w: PageWindow) => mailingRows(where).limit(w.limit).offset(w.offset),
        count: () => db.select({ n: count() }).from(mailings).where(where),
      });
    },

    /** Every mailing of the filter, newest first, in keyset batches (for the Excel export). */
    mailingBatches: (f: MailingFilter) =>
      keysetBatches(mailings, (keyset) => mailingRows(and(mailingWhere(f), keyset)).limit(EXPORT_BATCH)),

    storePage: (f: StoreFilter, page: { page: number; size: number }) => {
      const where = storeWhere(f);
      return pageOf(page, {
        rows: (w: PageWindow) =>
          db
            .select(storeColumns)
            .from(stores)
            .leftJoin(provinces, eq(provinces.id, stores.provinceId))
            .where(where)
            .orderBy(desc(stores.createdAt), desc(stores.id))
            .limit(w.limit)
            .offset(w.offset),
        count: () => db.select({ n: count() }).from(stores).where(where),
      });
    },

    storeBatches: (f: StoreFilter) =>
      keysetBatches(stores, (keyset) =>
        db
          .select(storeColumns)
          .from(stores)
          .leftJoin(provinces, eq(provinces.id, stores.provinceId))
          .where(and(storeWhere(f), keyset))
          .orderBy(desc(stores.createdAt), desc(stores.id))
          .limit(EXPORT_BATCH),
      ),

    userPage: (f: UserFilter, page: { page: number; size: number }) => {
      const where = userWhere(f);
      return pageOf(page, {
        rows: (w: PageWindow) =>
          db.select(userColumns).from(users).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(w.limit).offset(w.offset),
        count: () => db.select({ n: count() }).from(users).where(where),
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

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
