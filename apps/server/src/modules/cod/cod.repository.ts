import type { CodListQuery } from '@songdee/shared/cod/cod.schema';
import { codOverdueBefore } from '@songdee/shared/cod/cod-rules';
import { and, desc, eq, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { anyContaining, countUpTo, one } from '../../db/query-helpers';
import { mailings } from '../../db/schema/mailings';
import { pageOfQuery } from '../../lib/paging';

/** When the parcel was delivered: its first 501 (the events' key starts with the parcel, so this is an index probe). */
const deliveredAt = sql<
  string | null
>`(SELECT min(e.occurred_at) FROM tracking_events e WHERE e.mailing_id = ${mailings.id} AND e.code = 501)`;

/** Each COD state as a condition on a parcel (a withdrawn parcel collects nothing and is left out of every state). */
function stateConditions(now: Date): Record<'toCollect' | 'awaitingTransfer' | 'overdue' | 'transferred', SQL> {
  const notTransferred = sql`${mailings.codTransferredAt} IS NULL`;
  const awaiting = sql`${mailings.statusKey} = 'DELIVERED' AND ${notTransferred}`;
  return {
    toCollect: sql`${mailings.statusKey} <> 'DELIVERED' AND ${notTransferred}`,
    awaitingTransfer: awaiting,
    overdue: sql`${awaiting} AND ${deliveredAt} < ${codOverdueBefore(now).toISOString()}::timestamptz`,
    transferred: sql`${mailings.codTransferredAt} IS NOT NULL`,
  };
}

const codParcels = (storeId: string) =>
  and(eq(mailings.storeId, storeId), isNotNull(mailings.codAmountSatang), ne(mailings.statusKey, 'CANCELLED'));

const columns = {
  id: mailings.id,
  barcode: mailings.barcode,
  orderId: mailings.orderId,
  orderName: mailings.orderName,
  recipientName: mailings.recipientName,
  amount: sql<number>`${mailings.codAmountSatang}`,
  createdAt: mailings.createdAt,
  deliveredAt,
  transferredAt: mailings.codTransferredAt,
};

export function createCodRepository(db: Database) {
  const where = (storeId: string, query: Pick<CodListQuery, 'state' | 'searchString'>, now: Date) =>
    and(
      codParcels(storeId),
      query.state ? stateConditions(now)[query.state] : undefined,
      anyContaining(query.searchString, [mailings.barcode, mailings.orderName, mailings.recipientName]),
    );
  const rows = (condition: SQL | undefined) =>
    db.select(columns).from(mailings).where(condition).orderBy(desc(mailings.createdAt), desc(mailings.barcode)).$dynamic();

  return {
    /** Count and amount (satang) per state, in one pass over the store's COD parcels. */
    async summary(storeId: string, now: Date) {
      const states = stateConditions(now);
      const figure = (condition: SQL) => ({
        count: sql<string>`count(*) FILTER (WHERE ${condition})`,
        amount: sql<string>`coalesce(sum(${mailings.codAmountSatang}) FILTER (WHERE ${condition}), 0)`,
      });
      const [row] = await db
        .select({
          toCollect: figure(states.toCollect).count,
          toCollectAmount: figure(states.toCollect).amount,
          awaiting: figure(states.awaitingTransfer).count,
          awaitingAmount: figure(states.awaitingTransfer).amount,
          overdue: figure(states.overdue).count,
          overdueAmount: figure(states.overdue).amount,
          transferred: figure(states.transferred).count,
          transferredAmount: figure(states.transferred).amount,
        })
        .from(mailings)
        .where(codParcels(storeId));
      const n = (v: string | number | undefined) => Number(v ?? 0);
      return {
        toCollect: { count: n(row?.toCollect), amount: n(row?.toCollectAmount) },
        awaitingTransfer: { count: n(row?.awaiting), amount: n(row?.awaitingAmount) },
        overdue: { count: n(row?.overdue), amount: n(row?.overdueAmount) },
        transferred: { count: n(row?.transferred), amount: n(row?.transferredAmount) },
      };
    },

    /** A page of the store's COD parcels, newest first. */
    page: (storeId: string, query: CodListQuery, now: Date) => {
      const condition = where(storeId, query, now);
      return pageOfQuery(query, rows(condition), (bound) => countUpTo(db, db.select(one).from(mailings).where(condition), bound));
    },

    /** Every matching parcel (the Excel export), in pages of `size` after the `offset`th. */
    batch: (storeId: string, query: Pick<CodListQuery, 'state' | 'searchString'>, now: Date, offset: number, size: number) =>
      rows(where(storeId, query, now))
        .limit(size)
        .offset(offset),
  };
}

export type CodRepository = ReturnType<typeof createCodRepository>;
export type CodRow = Awaited<ReturnType<CodRepository['batch']>>[number];
