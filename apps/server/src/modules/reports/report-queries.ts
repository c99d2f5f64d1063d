import { and, count, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { users } from '../../db/schema/auth';
import { mailings } from '../../db/schema/mailings';
import { orderItems, orders } from '../../db/schema/orders';
import type { stores } from '../../db/schema/stores';

/** What both report repositories share: the report shapes, spans, sums and the export's keyset batches. */

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

export const BANGKOK = 'Asia/Bangkok';
export const num = (expr: SQL) => sql<number>`${expr}`.mapWith(Number);
export const sumOf = (column: SQL | typeof mailings.weightGrams) => num(sql`coalesce(sum(${column}), 0)`);
export const inSpan = (column: typeof orders.createdAt | typeof mailings.createdAt | typeof users.createdAt, span: Partial<Span>) =>
  and(span.from ? gte(column, span.from) : undefined, span.to ? lt(column, span.to) : undefined);
export const liveMailing = ne(mailings.statusKey, 'CANCELLED');
/** The store's paid orders made within the span. */
export const paidOrdersOf = (storeId: string, span: Partial<Span>) =>
  and(eq(orders.storeId, storeId), eq(orders.confirmPayment, true), inSpan(orders.createdAt, span));
/** Goods of an order line: price times quantity less the line's discount, satang. */
export const lineTotal = sql`${orderItems.priceSatang} * ${orderItems.quantity} - ${orderItems.discountSatang}`;

/**
 * Every row of a list ordered newest first by (created_at, id), read EXPORT_BATCH at a time: each batch continues with
 * a row comparison the (created_at, id) index serves, from created_at to the microsecond (a JS Date keeps milliseconds).
 */
export async function* keysetBatches<R extends { cursor: string; id: string }>(
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

/** Parcels (not cancelled) within the span that `where` picks (a store's, an office's or all), per delivery option. */
export const deliveryCountsWhere = (db: Database, where: SQL | undefined, span: Span) =>
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
