import { ORDER_MOVES } from '@songdee/shared/order/order-rules';
import { DELIVERY_PRICINGS, type DeliveryPricing } from '@songdee/shared/reference/delivery.constants';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, isNotNull, isNull, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, firstRow, lockStoreRecord, one, storeRecord } from '../../db/query-helpers';
import { senderAddresses } from '../../db/schema/address-book';
import { products } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/orders';
import { packingBoxes, packingBoxItems, packingListOrders, packingLists } from '../../db/schema/packing';
import { deliveryOptions } from '../../db/schema/reference';
import { pageOfQuery } from '../../lib/paging';
import { codeOrOrderNameMatches, type OrderDocument, orderCountOf } from '../orders/order-documents';
import { moveOrders } from '../orders/order-moves';
import { pageOfOrders } from '../orders/order-page';

export type PackingListRow = typeof packingLists.$inferSelect;

/** A packing list with its orders, for the list's search and order count. */
const packingDocument: OrderDocument = {
  id: packingLists.id,
  code: packingLists.code,
  link: { table: packingListOrders, documentId: packingListOrders.packingListId, orderId: packingListOrders.orderId },
};

export function createPackingRepository(db: Database) {
  return {
    /** For single writes outside a transaction (a box's error message survives its failed publish). */
    db: db as Executor,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** Paid orders waiting to be packed (any service: weight, box size or zone) that are on no packing list (searched by order code). */
    async listAvailableOrders(storeId: string, search: string, page: number, size: number) {
      const where = and(
        eq(orders.storeId, storeId),
        inArray(orders.statusKey, [...ORDER_MOVES.startPacking.from]),
        notExists(db.select({ one: sql`1` }).from(packingListOrders).where(eq(packingListOrders.orderId, orders.id))),
        search ? ilike(orders.name, containing(search)) : undefined,
      );
      return pageOfOrders(db as Executor, where, page, size);
    },

    insertList: async (tx: Executor, values: typeof packingLists.$inferInsert) =>
      (await tx.insert(packingLists).values(values).returning())[0]!,

    /** Puts orders on a list in the given order, numbered from `firstSortOrder` (after the orders already on it). */
    insertListOrders: (tx: Executor, listId: string, orderIds: string[], firstSortOrder = 0) =>
      tx
        .insert(packingListOrders)
        .values(orderIds.map((orderId, i) => ({ packingListId: listId, orderId, sortOrder: firstSortOrder + i }))),

    /** The list's orders (id and position), read inside the caller's transaction. */
    listOrders: (tx: Executor, listId: string) =>
      tx
        .select({ orderId: packingListOrders.orderId, sortOrder: packingListOrders.sortOrder })
        .from(packingListOrders)
        .where(eq(packingListOrders.packingListId, listId))
        .orderBy(asc(packingListOrders.sortOrder)),

    /** Takes available orders for a list (PENDING_TO_BE_PACKED -> PACKING); returns the ids taken. */
    claimOrders: async (tx: Executor, storeId: string, orderIds: string[]) =>
      (await moveOrders(tx, 'startPacking', { ids: orderIds, storeId })).map((o) => o.id),

    findList: (storeId: string, id: string) =>
      firstRow(
        db
          .select()
          .from(packingLists)
          .where(storeRecord(packingLists, storeId, id)),
      ),

    /** The store's list, locked until the caller's transaction ends (a status checked on it cannot change meanwhile). */
    lockList: (tx: Executor, storeId: string, id: string) => lockStoreRecord(tx, packingLists, storeId, id),

    /** Conditional status move: false when another request moved the list first. */
    async setStatus(tx: Executor, listId: string, from: string, to: string): Promise<boolean> {
      const rows = await tx
        .update(packingLists)
        .set({ statusKey: to, updatedAt: new Date() })
        .where(and(eq(packingLists.id, listId), eq(packingLists.statusKey, from)))
        .returning({ id: packingLists.id });
      return rows.length > 0;
    },

    touch: (tx: Executor, listId: string, values: Partial<typeof packingLists.$inferInsert> = {}) =>
      tx
        .update(packingLists)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(packingLists.id, listId)),

    async list(storeId: string, history: boolean, search: string, page: number, size: number) {
      const where: SQL | undefined = and(
        eq(packingLists.storeId, storeId),
        history ? eq(packingLists.statusKey, 'DONE') : ne(packingLists.statusKey, 'DONE'),
        search ? codeOrOrderNameMatches(db, packingDocument, containing(search)) : undefined,
      );
      const orderCount = orderCountOf(packingDocument);
      return pageOfQuery(
        { page, size },
        db
          .select({ list: packingLists, orderCount })
          .from(packingLists)
          .where(where)
          .orderBy(desc(packingLists.updatedAt), desc(packingLists.id))
          .$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(packingLists).where(where), bound),
      );
    },

    /** The list's orders (with how their service is priced) and items, and its boxes with their items, in screen order. */
    async loadContents(listId: string) {
      const listOrders = await db
        .select({ order: orders, pricing: deliveryOptions.pricing })
        .from(packingListOrders)
        .innerJoin(orders, eq(orders.id, packingListOrders.orderId))
        .leftJoin(deliveryOptions, eq(deliveryOptions.id, orders.deliveryOptionId))
        .where(eq(packingListOrders.packingListId, listId))
        .orderBy(asc(packingListOrders.sortOrder));
      const orderIds = listOrders.map((o) => o.order.id);
      const items = orderIds.length
        ? await db
            // The product's barcode, so the count screen can count the item by scanning it.
            .select({ ...getTableColumns(orderItems), barcode: products.barcode })
            .from(orderItems)
            .leftJoin(products, eq(products.id, orderItems.productId))
            .where(inArray(orderItems.orderId, orderIds))
            .orderBy(asc(orderItems.sortOrder))
        : [];
      const boxes = await db.select().from(packingBoxes).where(eq(packingBoxes.packingListId, listId)).orderBy(asc(packingBoxes.boxNo));
      const boxItems = boxes.length
        ? await db
            .select()
            .from(packingBoxItems)
            .where(
              inArray(
                packingBoxItems.boxId,
                boxes.map((b) => b.id),
              ),
            )
        : [];
      const pricing = (p: string | null) => (DELIVERY_PRICINGS.find((k) => k === p) ?? 'weight') satisfies DeliveryPricing;
      return { orders: listOrders.map((o) => ({ ...o.order, pricing: pricing(o.pricing) })), items, boxes, boxItems };
    },

    setPackedQuantity: (tx: Executor, orderItemId: string, packedQuantity: number) =>
      tx.update(orderItems).set({ packedQuantity }).where(eq(orderItems.id, orderItemId)),

    /** Takes orders off a list: they wait to be packed again (PACKING -> PENDING_TO_BE_PACKED), uncounted. */
    async giveBackOrders(tx: Executor, storeId: string, listId: string, orderIds: string[]) {
      if (orderIds.length === 0) return;
      await tx
        .delete(packingListOrders)
        .where(and(eq(packingListOrders.packingListId, listId), inArray(packingListOrders.orderId, orderIds)));
      await moveOrders(tx, 'leavePacking', { ids: orderIds, storeId });
      await tx.update(orderItems).set({ packedQuantity: 0 }).where(inArray(orderItems.orderId, orderIds));
    },

    async insertBox(tx: Executor, values: typeof packingBoxes.$inferInsert, items: Array<{ orderItemId: string; quantity: number }>) {
      const [box] = await tx.insert(packingBoxes).values(values).returning();
      if (!box) throw new Error('box not inserted');
      if (items.length) await tx.insert(packingBoxItems).values(items.map((i) => ({ ...i, boxId: box.id })));
      return box;
    },

    /** Adds (or with a negative delta, takes) quantities on a box's items. */
    async addToBox(tx: Executor, boxId: string, items: Array<{ orderItemId: string; quantity: number }>) {
      for (const item of items) {
        // Taking from a box is a plain update: an upsert would check the negative insert row first.
        if (item.quantity < 0) {
          await tx
            .update(packingBoxItems)
            .set({ quantity: sql`${packingBoxItems.quantity} + ${item.quantity}` })
            .where(and(eq(packingBoxItems.boxId, boxId), eq(packingBoxItems.orderItemId, item.orderItemId)));
          continue;
        }
        await tx
          .insert(packingBoxItems)
          .values({ boxId, orderItemId: item.orderItemId, quantity: item.quantity })
          .onConflictDoUpdate({
            target: [packingBoxItems.boxId, packingBoxItems.orderItemId],
            set: { quantity: sql`${packingBoxItems.quantity} + ${item.quantity}` },
          });
      }
    },

    deleteBox: (tx: Executor, boxId: string) => tx.delete(packingBoxes).where(eq(packingBoxes.id, boxId)),

    updateBox: (tx: Executor, boxId: string, values: Partial<typeof packingBoxes.$inferInsert>) =>
      tx.update(packingBoxes).set(values).where(eq(packingBoxes.id, boxId)),

    /** Boxes still without a label, for (re)publishing. */
    unlabelledBoxes: (listId: string) =>
      db
        .select()
        .from(packingBoxes)
        .where(and(eq(packingBoxes.packingListId, listId), isNull(packingBoxes.mailingId)))
        .orderBy(asc(packingBoxes.boxNo)),

    /** The mailings of a list's labelled boxes, in list and box order; undefined when the list is not the store's. */
    async labelledMailingIds(storeId: string, listId: string): Promise<string[] | undefined> {
      const list = (
        await db
          .select({ id: packingLists.id })
          .from(packingLists)
          .where(storeRecord(packingLists, storeId, listId))
      )[0];
      if (!list) return undefined;
      const rows = await db
        .select({ mailingId: packingBoxes.mailingId })
        .from(packingBoxes)
        .innerJoin(
          packingListOrders,
          and(eq(packingListOrders.packingListId, packingBoxes.packingListId), eq(packingListOrders.orderId, packingBoxes.orderId)),
        )
        .where(and(eq(packingBoxes.packingListId, listId), isNotNull(packingBoxes.mailingId)))
        .orderBy(asc(packingListOrders.sortOrder), asc(packingBoxes.boxNo));
      return rows.map((r) => r.mailingId!);
    },

    deleteList: (tx: Executor, listId: string) => tx.delete(packingLists).where(eq(packingLists.id, listId)),

    findSender: (storeId: string, id: string) =>
      firstRow(
        db
          .select()
          .from(senderAddresses)
          .where(storeRecord(senderAddresses, storeId, id)),
      ),

    findDefaultSender: (storeId: string) =>
      firstRow(
        db
          .select()
          .from(senderAddresses)
          .where(and(eq(senderAddresses.storeId, storeId), eq(senderAddresses.isDefault, true))),
      ),
  };
}

export type PackingRepository = ReturnType<typeof createPackingRepository>;
