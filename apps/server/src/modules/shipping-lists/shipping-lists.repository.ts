import { SHIPPING_LIST_EXPIRY_MINUTES } from '@songdee/shared/shipping-list/shipping-list.schema';
import { and, asc, desc, eq, exists, ilike, inArray, isNotNull, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, firstRow, lockStoreRecord, one, storeRecord, wholeBarcode } from '../../db/query-helpers';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { cardPayments, postJobs, shippingListOrders, shippingLists } from '../../db/schema/shipping-lists';
import { type PageRequest, pageOf, pageOfQuery } from '../../lib/paging';
import { codeOrOrderNameMatches, type OrderDocument } from '../orders/order-documents';

export type ShippingListRow = typeof shippingLists.$inferSelect;
export type ShippingListLine = Omit<typeof shippingListOrders.$inferInsert, 'shippingListId'>;

/** A shipping list with its orders, for the list's search. */
const shippingDocument: OrderDocument = {
  id: shippingLists.id,
  code: shippingLists.code,
  link: { table: shippingListOrders, documentId: shippingListOrders.shippingListId, orderId: shippingListOrders.orderId },
};

/** A label still to hand over: the order's mailing waiting for delivery (not cancelled, not yet on a confirmed list). */
const WAITING = 'WAITING_FOR_DELIVERY';
const ON_LIST = 'DURING_DELIVERY_NOTE';

/**
 * Per order, its live parcels (a packing split gives several): grams and satang. Written out with explicit table
 * names: Drizzle renders columns of a correlated subquery unqualified, which would compare mailings with itself.
 */
const liveSum = (column: 'weight_grams' | 'service_cost_satang', statuses: readonly string[]) =>
  sql<number>`(select coalesce(sum(m.${sql.raw(column)}), 0) from mailings m where m.order_id = "orders"."id" and m.store_id = "orders"."store_id" and m.status_key in (${sql.join(
    statuses.map((st) => sql`${st}`),
    sql`, `,
  )}))`.mapWith(Number);
const liveWeight = (statuses: readonly string[]) => liveSum('weight_grams', statuses);
const liveCost = (statuses: readonly string[]) => liveSum('service_cost_satang', statuses);

const orderColumns = (statuses: readonly string[]) => ({
  orderId: orders.id,
  name: orders.name,
  recipientName: orders.recipientName,
  barcode: orders.barcode,
  deliveryOptionId: orders.deliveryOptionId,
  totalQty: orders.totalQty,
  weight: liveWeight(statuses),
  serviceCost: liveCost(statuses),
  createdAt: orders.createdAt,
});
export type ShippingListOrderRow = {
  orderId: string;
  name: string;
  recipientName: string;
  barcode: string | null;
  deliveryOptionId: string;
  totalQty: number;
  weight: number;
  serviceCost: number;
};

export function createShippingListsRepository(db: Database) {
  /** Orders that may go on a list: the store's, labelled (a live mailing waiting for delivery), not handed over. */
  const labelled = (storeId: string) =>
    and(
      eq(orders.storeId, storeId),
      isNotNull(orders.barcode),
      eq(orders.sentPos, false),
      exists(
        db
          .select({ one: sql`1` })
          .from(mailings)
          .where(and(eq(mailings.orderId, orders.id), eq(mailings.storeId, storeId), eq(mailings.statusKey, WAITING))),
      ),
    );
  const onNoList = notExists(db.select({ one: sql`1` }).from(shippingListOrders).where(eq(shippingListOrders.orderId, orders.id)));

  /** A page of the store's orders, newest first (the order lists offered for a shipping list). */
  const ordersPage = <T>(where: SQL | undefined, columns: Record<string, unknown>, request: PageRequest) =>
    pageOf<T>(request, {
      rows: ({ limit, offset }) =>
        db
          .select(columns as never)
          .from(orders)
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset) as PromiseLike<T[]>,
      count: (bound) => countUpTo(db, db.select(one).from(orders).where(where), bound),
    });

  return {
    /** Reads outside a transaction only (PGlite has one connection). */
    db: db as Executor,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /**
     * Expiry, enforced in SQL: a confirmed list still unpaid (and not handed over) more than 10 minutes after it
     * was confirmed goes back to draft; its pending card payments are cancelled and its parcels wait for delivery
     * again, in one statement. Runs before every read or write of the store's lists (`listId` narrows it).
     */
    async expireStale(executor: Executor, storeId: string, listId?: string) {
      await executor.execute(sql`
        WITH expired AS (
          UPDATE ${shippingLists}
             SET status_key = 'DRAFT_FOR_SHIPPINGLIST', confirmed_at = NULL, payment_expired_at = now(), updated_at = now()
           WHERE store_id = ${storeId}
             ${listId ? sql`AND id = ${listId}` : sql``}
             AND status_key = 'CONFIRM_FOR_SHIPPINGLIST'
             AND status_payment = 'UNPAID'
             AND sent_pos_at IS NULL
             AND confirmed_at < now() - make_interval(mins => ${SHIPPING_LIST_EXPIRY_MINUTES})
          RETURNING id
        ), cancelled AS (
          UPDATE ${cardPayments}
             SET status = 'CANCELLED', settled_at = now(), result = '{"expired":true}'::jsonb
           WHERE target_kind = 'shippingList' AND status = 'PENDING' AND target_id IN (SELECT id FROM expired)
          RETURNING id
        )
        UPDATE ${mailings}
           SET status_key = ${WAITING}, updated_at = now()
         WHERE status_key = ${ON_LIST}
           AND order_id IN (SELECT order_id FROM ${shippingListOrders} WHERE shipping_list_id IN (SELECT id FROM expired))`);
    },

    list(storeId: string, filter: { search: string; onlyNotDelivery: boolean; onlyDuringDelivery: boolean }, request: PageRequest) {
      const where = and(
        eq(shippingLists.storeId, storeId),
        filter.onlyNotDelivery ? isNull(shippingLists.sentPosAt) : undefined,
        filter.onlyDuringDelivery ? isNotNull(shippingLists.sentPosAt) : undefined,
        filter.search ? codeOrOrderNameMatches(db, shippingDocument, containing(filter.search)) : undefined,
      );
      return pageOfQuery(
        request,
        db
          .select({ list: shippingLists, postJobStatus: postJobs.status, postJobDate: postJobs.appointDate })
          .from(shippingLists)
          .leftJoin(postJobs, eq(postJobs.shippingListId, shippingLists.id))
          .where(where)
          .orderBy(desc(shippingLists.createdAt), desc(shippingLists.id))
          .$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(shippingLists).where(where), bound),
      );
    },

    find: (executor: Executor, storeId: string, id: string) =>
      firstRow(
        executor
          .select({ list: shippingLists, postJobStatus: postJobs.status, postJobDate: postJobs.appointDate })
          .from(shippingLists)
          .leftJoin(postJobs, eq(postJobs.shippingListId, shippingLists.id))
          .where(storeRecord(shippingLists, storeId, id)),
      ),

    findByIdempotencyKey: (executor: Executor, storeId: string, key: string) =>
      firstRow(
        executor
          .select({ id: shippingLists.id })
          .from(shippingLists)
          .where(and(eq(shippingLists.storeId, storeId), eq(shippingLists.idempotencyKey, key))),
      ),

    /** Locks the list row for the rest of the transaction (writes, payment recording and expiry take it first). */
    lock: (tx: Executor, storeId: string, id: string) => lockStoreRecord(tx, shippingLists, storeId, id),

    /** The list's orders in screen order, with the quantity, grams and postage kept on the list. */
    lines: (executor: Executor, listId: string) =>
      executor
        .select({
          orderId: orders.id,
          name: orders.name,
          recipientName: orders.recipientName,
          barcode: orders.barcode,
          deliveryOptionId: orders.deliveryOptionId,
          totalQty: shippingListOrders.totalQty,
          weight: shippingListOrders.weightGrams,
          serviceCost: shippingListOrders.serviceCostSatang,
        })
        .from(shippingListOrders)
        .innerJoin(orders, eq(orders.id, shippingListOrders.orderId))
        .where(eq(shippingListOrders.shippingListId, listId))
        .orderBy(asc(shippingListOrders.sortOrder)),

    /** Orders offered for a list (availableForShippingList): labelled, not handed over, on no list. */
    listAvailable: (storeId: string, search: string, request: PageRequest) =>
      ordersPage<ShippingListOrderRow>(
        and(labelled(storeId), onNoList, search ? ilike(orders.name, containing(search)) : undefined),
        orderColumns([WAITING]),
        request,
      ),

    /**
     * availableForPrintLotMailing: the store's orders whose label is live (waiting for delivery or on a hand-over
     * list being prepared) and not handed over, with the mailing to print; any order may be printed again.
     */
    listPrintable(storeId: string, search: string, request: PageRequest) {
      const printableSearch = (text: string) => {
        const barcode = wholeBarcode(text);
        return barcode
          ? eq(mailings.barcode, barcode)
          : or(ilike(orders.name, containing(text)), ilike(mailings.barcode, containing(text)));
      };
      // Read from the store's mailings by status, newest first (their index's order, the barcode breaking ties).
      const where = and(
        eq(mailings.storeId, storeId),
        eq(orders.storeId, storeId),
        // A labelled order not handed over (its partial index).
        isNotNull(orders.barcode),
        eq(orders.sentPos, false),
        inArray(mailings.statusKey, [WAITING, ON_LIST]),
        search ? printableSearch(search) : undefined,
      );
      return pageOf(request, {
        rows: ({ limit, offset }) =>
          db
            .select({
              orderId: orders.id,
              name: orders.name,
              recipientName: mailings.recipientName,
              barcode: mailings.barcode,
              deliveryOptionId: mailings.deliveryOptionId,
              totalQty: orders.totalQty,
              weight: mailings.weightGrams,
              serviceCost: mailings.serviceCostSatang,
              mailingId: mailings.id,
              printedLotId: mailings.printedLotId,
            })
            .from(mailings)
            .innerJoin(orders, and(eq(orders.id, mailings.orderId), eq(orders.storeId, mailings.storeId)))
            .where(where)
            .orderBy(desc(mailings.createdAt), desc(mailings.barcode))
            .limit(limit)
            .offset(offset),
        count: (bound) =>
          countUpTo(
            db,
            db
              .select(one)
              .from(mailings)
              .innerJoin(orders, and(eq(orders.id, mailings.orderId), eq(orders.storeId, mailings.storeId)))
              .where(where),
            bound,
          ),
      });
    },

    /** The given orders that may go on the list (`listId`: the list being edited keeps its own). In the transaction. */
    eligible: (tx: Executor, storeId: string, orderIds: string[], listId?: string) =>
      tx
        .select(orderColumns([WAITING]))
        .from(orders)
        .where(
          and(
            labelled(storeId),
            inArray(orders.id, orderIds),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(shippingListOrders)
                .where(
                  and(
                    eq(shippingListOrders.orderId, orders.id),
                    listId ? sql`${shippingListOrders.shippingListId} <> ${listId}` : undefined,
                  ),
                ),
            ),
          ),
        ) as unknown as Promise<ShippingListOrderRow[]>,

    insert: async (tx: Executor, values: typeof shippingLists.$inferInsert) =>
      (await tx.insert(shippingLists).values(values).returning())[0]!,

    update: async (tx: Executor, id: string, values: Partial<typeof shippingLists.$inferInsert>) =>
      (
        await tx
          .update(shippingLists)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(shippingLists.id, id))
          .returning()
      )[0]!,

    async replaceLines(tx: Executor, listId: string, lines: ShippingListLine[]) {
      await tx.delete(shippingListOrders).where(eq(shippingListOrders.shippingListId, listId));
      if (lines.length) await tx.insert(shippingListOrders).values(lines.map((l) => ({ ...l, shippingListId: listId })));
    },

    /** Confirm: the list's parcels are on a hand-over list being prepared (DURING_DELIVERY_NOTE); undo puts them back. */
    async moveParcels(tx: Executor, listId: string, to: 'confirm' | 'undo') {
      const [from, into] = to === 'confirm' ? [WAITING, ON_LIST] : [ON_LIST, WAITING];
      await tx.execute(sql`
        UPDATE ${mailings} SET status_key = ${into}, updated_at = now()
         WHERE status_key = ${from}
           AND order_id IN (SELECT order_id FROM ${shippingListOrders} WHERE shipping_list_id = ${listId})`);
    },

    /** Cancels the list's pending card payments (a deleted list is no longer payable). */
    cancelPendingPayments: (tx: Executor, listId: string) =>
      tx
        .update(cardPayments)
        .set({ status: 'CANCELLED', settledAt: new Date(), result: { listDeleted: true } })
        .where(and(eq(cardPayments.targetKind, 'shippingList'), eq(cardPayments.targetId, listId), eq(cardPayments.status, 'PENDING'))),

    delete: (tx: Executor, id: string) => tx.delete(shippingLists).where(eq(shippingLists.id, id)),

    /** The list's parcels to print, in list order, each order's live boxes (a packing split gives several). */
    parcels: (listId: string) =>
      db
        .select({ mailing: mailings })
        .from(shippingListOrders)
        .innerJoin(mailings, eq(mailings.orderId, shippingListOrders.orderId))
        .where(and(eq(shippingListOrders.shippingListId, listId), sql`${mailings.statusKey} <> 'CANCELLED'`))
        .orderBy(asc(shippingListOrders.sortOrder), asc(mailings.createdAt)),
  };
}

export type ShippingListsRepository = ReturnType<typeof createShippingListsRepository>;
