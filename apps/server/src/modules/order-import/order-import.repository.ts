import { formatOrderName } from '@songdee/shared/order/order-rules';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { orderImportMappings, orderImportUploads } from '../../db/schema/order-imports';
import { orderItems, orderNameCounters, orders } from '../../db/schema/orders';
import type { OrderInsert, OrderItemValues } from '../orders/orders.repository';

/** How long an uploaded sheet waits for its preview and save. */
const UPLOAD_TTL = sql`interval '1 day'`;
/** Rows a statement inserts or looks up at once: far below PostgreSQL's 65,535 parameters for an order's columns. */
const CHUNK = 1000;

const chunks = <T>(list: T[], size = CHUNK) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** An imported order to insert: its columns but the name (given from the store's counter) and its one line. */
export interface ImportedOrder {
  values: Omit<OrderInsert, 'name'> & { externalOrderId: string };
  line: OrderItemValues;
}

export function createOrderImportRepository(db: Database) {
  return {
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** Keeps an uploaded sheet, and drops every store's uploads older than a day (nothing else reads them). */
    async insertUpload(storeId: string, fileName: string, headers: string[], rows: string[][]): Promise<string> {
      await db.delete(orderImportUploads).where(lt(orderImportUploads.createdAt, sql`now() - ${UPLOAD_TTL}`));
      const [row] = await db
        .insert(orderImportUploads)
        .values({ storeId, fileName, headers, rows })
        .returning({ id: orderImportUploads.id });
      if (!row) throw new Error('upload not kept');
      return row.id;
    },

    async findUpload(storeId: string, id: string) {
      const [row] = await db
        .select({ headers: orderImportUploads.headers, rows: orderImportUploads.rows })
        .from(orderImportUploads)
        .where(
          and(
            eq(orderImportUploads.id, id),
            eq(orderImportUploads.storeId, storeId),
            gt(orderImportUploads.createdAt, sql`now() - ${UPLOAD_TTL}`),
          ),
        );
      return row;
    },

    listMappings: (storeId: string) =>
      db
        .select({ id: orderImportMappings.id, name: orderImportMappings.name, columns: orderImportMappings.columns })
        .from(orderImportMappings)
        .where(eq(orderImportMappings.storeId, storeId))
        .orderBy(desc(orderImportMappings.updatedAt), desc(orderImportMappings.id)),

    /** Saves a mapping under its name, replacing the store's mapping of that name (the unique index decides a race). */
    async upsertMapping(tx: Executor, storeId: string, name: string, columns: Record<string, string>) {
      await tx
        .insert(orderImportMappings)
        .values({ storeId, name, columns })
        .onConflictDoUpdate({
          target: [orderImportMappings.storeId, orderImportMappings.name],
          set: { columns, updatedAt: sql`now()` },
        });
    },

    storeProducts: (storeId: string) =>
      db
        .select({ id: products.id, name: products.name, priceSatang: products.priceSatang })
        .from(products)
        .where(eq(products.storeId, storeId)),

    /** Which of these order numbers the store has imported before. */
    async importedIds(storeId: string, ids: string[], executor: Executor = db): Promise<Set<string>> {
      const found = new Set<string>();
      for (const part of chunks([...new Set(ids)])) {
        const rows = await executor
          .select({ id: orders.externalOrderId })
          .from(orders)
          .where(and(eq(orders.storeId, storeId), inArray(orders.externalOrderId, part)));
        for (const r of rows) if (r.id) found.add(r.id);
      }
      return found;
    },

    /**
     * Inserts the orders under the next names of the store's Bangkok day (one counter update for the lot), each with
     * its line. An order number another import inserted meanwhile is left out by the unique index (ON CONFLICT DO
     * NOTHING), never doubled: the answer is the orders made, by order number.
     */
    async insertOrders(tx: Executor, storeId: string, day: { iso: string; short: string }, list: ImportedOrder[]) {
      if (list.length === 0) return new Map<string, string>();
      const [counter] = await tx
        .insert(orderNameCounters)
        .values({ storeId, day: day.iso, lastSerial: list.length })
        .onConflictDoUpdate({
          target: [orderNameCounters.storeId, orderNameCounters.day],
          set: { lastSerial: sql`${orderNameCounters.lastSerial} + ${list.length}` },
        })
        .returning({ lastSerial: orderNameCounters.lastSerial });
      if (!counter) throw new Error('order serials not allocated');
      const first = counter.lastSerial - list.length + 1;
      const made = new Map<string, string>();
      const lineOf = new Map(list.map((o) => [o.values.externalOrderId, o.line]));
      for (const [c, part] of chunks(list).entries()) {
        const rows = await tx
          .insert(orders)
          .values(part.map((o, i) => ({ ...o.values, name: formatOrderName(day.short, first + c * CHUNK + i) })))
          .onConflictDoNothing({ target: [orders.storeId, orders.externalOrderId] })
          .returning({ id: orders.id, externalOrderId: orders.externalOrderId });
        const items = rows.map((r) => ({ ...(lineOf.get(r.externalOrderId ?? '') as OrderItemValues), orderId: r.id, sortOrder: 0 }));
        if (items.length > 0) await tx.insert(orderItems).values(items);
        for (const r of rows) made.set(r.externalOrderId ?? '', r.id);
      }
      return made;
    },
  };
}

export type OrderImportRepository = ReturnType<typeof createOrderImportRepository>;
