import type { Paged } from '@songdee/shared/common/list.schema';
import type { OrderMove } from '@songdee/shared/order/order-rules';
import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, one } from '../../db/query-helpers';
import { shipAddresses } from '../../db/schema/address-book';
import { borders, districts, provinces } from '../../db/schema/geo';
import { orderItems, orderNameCounters, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { builtPerShape, pageOf, preparedRows, rowsPast } from '../../lib/paging';
import { moveOrders } from './order-moves';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

export interface OrderFilter {
  storeId?: string;
  userId?: string;
  orderName?: string;
  recipient?: string;
  statuses?: readonly string[];
  deliveryOptionId?: string;
  onlyWithSlip?: boolean;
  /** Leaves out orders of stores this user owns (their own sales are in the store's list, not their purchases). */
  notOwnedBy?: string;
  page: number;
  size: number;
  /** The previous page's last order (keyset paging, `paging.next`). */
  after?: string;
}

/** Every order list's order, newest first with the id breaking ties: its indexes end in (created_at, id). */
const newestFirst = { table: orders, id: orders.id, columns: [orders.createdAt, orders.id] } as const;

/** The list columns: enough for every list row, no address block. */
const listColumns = {
  id: orders.id,
  storeId: orders.storeId,
  userId: orders.userId,
  name: orders.name,
  statusKey: orders.statusKey,
  confirmPayment: orders.confirmPayment,
  deliveryOptionId: orders.deliveryOptionId,
  deliveryFeeSatang: orders.deliveryFeeSatang,
  totalPriceSatang: orders.totalPriceSatang,
  totalDiscountSatang: orders.totalDiscountSatang,
  totalQty: orders.totalQty,
  recipientName: orders.recipientName,
  paySlipPath: orders.paySlipPath,
  barcode: orders.barcode,
  codFeeSatang: orders.codFeeSatang,
  codAmountSatang: orders.codAmountSatang,
  createdAt: orders.createdAt,
  storeUri: stores.uri,
  storeName: stores.name,
};
export type OrderListRow = Pick<
  OrderRow,
  | 'id'
  | 'storeId'
  | 'userId'
  | 'name'
  | 'statusKey'
  | 'confirmPayment'
  | 'deliveryOptionId'
  | 'deliveryFeeSatang'
  | 'totalPriceSatang'
  | 'totalDiscountSatang'
  | 'totalQty'
  | 'recipientName'
  | 'paySlipPath'
  | 'barcode'
  | 'codFeeSatang'
  | 'codAmountSatang'
  | 'createdAt'
> & { storeUri: string; storeName: string };

/** Which filters an order list has: its statements' shape (`builtPerShape`); the values go in as placeholders. */
function shapeOf(f: OrderFilter) {
  return {
    storeId: Boolean(f.storeId),
    userId: Boolean(f.userId),
    orderName: Boolean(f.orderName),
    recipient: Boolean(f.recipient),
    statuses: f.statuses?.length ?? 0,
    deliveryOptionId: Boolean(f.deliveryOptionId),
    onlyWithSlip: Boolean(f.onlyWithSlip),
    notOwnedBy: Boolean(f.notOwnedBy),
  };
}
type OrderShape = ReturnType<typeof shapeOf>;

const ph = sql.placeholder;

function filterWhere(s: OrderShape): SQL | undefined {
  return and(
    s.storeId ? eq(orders.storeId, ph('storeId')) : undefined,
    s.userId ? eq(orders.userId, ph('userId')) : undefined,
    s.orderName ? ilike(orders.name, ph('orderName')) : undefined,
    s.recipient ? ilike(orders.recipientName, ph('recipient')) : undefined,
    s.statuses > 0
      ? inArray(
          orders.statusKey,
          Array.from({ length: s.statuses }, (_, i) => ph(`status${i}`)),
        )
      : undefined,
    s.deliveryOptionId ? eq(orders.deliveryOptionId, ph('deliveryOptionId')) : undefined,
    s.onlyWithSlip ? isNotNull(orders.paySlipPath) : undefined,
    s.notOwnedBy ? ne(stores.ownerUserId, ph('notOwnedBy')) : undefined,
  );
}

/** The placeholders' values of `filterWhere` for this filter. */
function filterValues(f: OrderFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {
    storeId: f.storeId,
    userId: f.userId,
    orderName: f.orderName && containing(f.orderName),
    recipient: f.recipient && containing(f.recipient),
    deliveryOptionId: f.deliveryOptionId,
    notOwnedBy: f.notOwnedBy,
  };
  for (const [i, status] of (f.statuses ?? []).entries()) values[`status${i}`] = status;
  return values;
}

export function createOrdersRepository(db: Database) {
  const listStatements = builtPerShape((shape: OrderShape & { keyset: boolean }) => {
    const where = filterWhere(shape);
    return {
      rows: preparedRows(
        db
          .select(listColumns)
          .from(orders)
          .innerJoin(stores, eq(stores.id, orders.storeId))
          .where(and(where, rowsPast(newestFirst, shape.keyset ? ph('after') : undefined)))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(ph('limit'))
          .$dynamic(),
        shape.keyset,
      ),
      // The seller's list counts on orders alone (an index-only scan); the buyer's needs the store's owner.
      count: countUpTo(
        db,
        shape.notOwnedBy
          ? db.select(one).from(orders).innerJoin(stores, eq(stores.id, orders.storeId)).where(where)
          : db.select(one).from(orders).where(where),
        ph('bound'),
      ).prepare(''),
    };
  });

  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** The next serial of the store's Bangkok day; the upsert's row lock orders concurrent checkouts. */
    async nextOrderSerial(tx: Executor, storeId: string, day: string): Promise<number> {
      const [row] = await tx
        .insert(orderNameCounters)
        .values({ storeId, day, lastSerial: 1 })
        .onConflictDoUpdate({
          target: [orderNameCounters.storeId, orderNameCounters.day],
          set: { lastSerial: sql`${orderNameCounters.lastSerial} + 1` },
        })
        .returning({ lastSerial: orderNameCounters.lastSerial });
      if (!row) throw new Error('order serial not allocated');
      return row.lastSerial;
    },

    /** Whether a saved recipient belongs to the store's address book (an order may point only at its own). */
    async isStoreRecipient(storeId: string, shipAddressId: string): Promise<boolean> {
      const rows = await db
        .select({ id: shipAddresses.id })
        .from(shipAddresses)
        .where(and(eq(shipAddresses.id, shipAddressId), eq(shipAddresses.storeId, storeId)));
      return rows.length > 0;
    },

    async insertOrder(tx: Executor, values: OrderInsert, items: OrderItemValues[]) {
      const [row] = await tx.insert(orders).values(values).returning();
      if (!row) throw new Error('order not inserted');
      await tx.insert(orderItems).values(items.map((item, i) => ({ ...item, orderId: row.id, sortOrder: i })));
      return row;
    },

    async list(filter: OrderFilter): Promise<Paged<OrderListRow>> {
      const values = filterValues(filter);
      const shape = shapeOf(filter);
      return pageOf(filter, {
        rows: ({ limit, offset, after }) =>
          listStatements({ ...shape, keyset: after !== undefined }).rows.execute({ ...values, limit, offset, after }),
        cursor: (row) => row.id,
        count: (bound) => listStatements({ ...shape, keyset: false }).count.execute({ ...values, bound }),
      });
    },

    /** One order with its store and address names; scoped by store or buyer so no other row can match. */
    async find(scope: { storeId?: string; userId?: string }, id: string) {
      const [row] = await db
        .select({
          order: orders,
          storeUri: stores.uri,
          storeName: stores.name,
          storeOwnerId: stores.ownerUserId,
          provinceName: provinces.name,
          borderName: borders.name,
          districtName: districts.name,
        })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .leftJoin(provinces, eq(provinces.id, orders.provinceId))
        .leftJoin(borders, eq(borders.id, orders.borderId))
        .leftJoin(districts, eq(districts.id, orders.districtId))
        .where(
          and(
            eq(orders.id, id),
            scope.storeId ? eq(orders.storeId, scope.storeId) : undefined,
            scope.userId ? eq(orders.userId, scope.userId) : undefined,
          ),
        );
      if (!row) return undefined;
      const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.sortOrder));
      return { ...row, items };
    },

    /** Order and its buyer/seller for the slip file check. */
    async findSlipOwner(storeId: string, orderId: string) {
      const [row] = await db
        .select({ buyerId: orders.userId, sellerId: stores.ownerUserId, paySlipPath: orders.paySlipPath })
        .from(orders)
        .innerJoin(stores, eq(stores.id, orders.storeId))
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId)));
      return row;
    },

    /**
     * Moves one order of the store (`ORDER_MOVES`) with `values`; answers the row, or undefined when the status
     * moved meanwhile (the WHERE re-checks it, so two confirmations cannot both succeed).
     */
    async move(storeId: string, id: string, move: OrderMove, values: Parameters<typeof moveOrders>[3] = {}, executor: Executor = db) {
      const [row] = await moveOrders(executor, move, { ids: [id], storeId }, values);
      return row;
    },

    /** Replaces an editable order's fields and items, re-checking its status inside the transaction. */
    async replaceOrder(storeId: string, id: string, expectedStatus: string, values: Partial<OrderInsert>, items: OrderItemValues[]) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(orders.id, id), eq(orders.storeId, storeId), eq(orders.statusKey, expectedStatus)))
          .returning({ id: orders.id });
        if (!row) return false;
        await tx.delete(orderItems).where(eq(orderItems.orderId, id));
        await tx.insert(orderItems).values(items.map((item, i) => ({ ...item, orderId: id, sortOrder: i })));
        return true;
      });
    },

    async deleteOrder(storeId: string, id: string, expectedStatus: string) {
      const rows = await db
        .delete(orders)
        .where(and(eq(orders.id, id), eq(orders.storeId, storeId), eq(orders.statusKey, expectedStatus)))
        .returning({ id: orders.id, paySlipPath: orders.paySlipPath });
      return rows[0];
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
