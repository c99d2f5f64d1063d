import { INVOICEABLE_ORDER_STATUS_KEYS } from '@songdee/shared/invoice/invoice.schema';
import { and, asc, desc, eq, ilike, inArray, ne, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { containing, countUpTo, firstRow, one, storeRecord } from '../../db/query-helpers';
import { invoiceOrders, invoices } from '../../db/schema/invoices';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { pageOfQuery } from '../../lib/paging';
import { codeOrOrderNameMatches, type OrderDocument, orderCountOf } from '../orders/order-documents';
import { pageOfOrders } from '../orders/order-page';

export type InvoiceRecord = typeof invoices.$inferSelect;
export type InvoiceLine = typeof invoiceOrders.$inferInsert;

/** An invoice with its orders, for the list's search and order count. */
const invoiceDocument: OrderDocument = {
  id: invoices.id,
  code: invoices.invoiceNumber,
  link: { table: invoiceOrders, documentId: invoiceOrders.invoiceId, orderId: invoiceOrders.orderId },
};

export function createInvoicesRepository(db: Database) {
  const billable = (storeId: string) => and(eq(orders.storeId, storeId), inArray(orders.statusKey, [...INVOICEABLE_ORDER_STATUS_KEYS]));

  return {
    /** Reads outside a transaction only (PGlite has one connection). */
    db: db as Executor,
    transaction: <T>(fn: (tx: Executor) => Promise<T>) => db.transaction(fn),

    /** Paid orders of the store on no invoice, newest first, searched by order code. */
    async listAvailableOrders(storeId: string, search: string, page: number, size: number) {
      const where = and(
        billable(storeId),
        notExists(db.select({ one: sql`1` }).from(invoiceOrders).where(eq(invoiceOrders.orderId, orders.id))),
        search ? ilike(orders.name, containing(search)) : undefined,
      );
      return pageOfOrders(db as Executor, where, page, size);
    },

    /**
     * The given orders that may go on the invoice: the store's, paid, and on no invoice but this one
     * (`invoiceId` when editing). Read inside the writing transaction; the unique index settles races.
     */
    billableOrders: (tx: Executor, storeId: string, orderIds: string[], invoiceId?: string) =>
      tx
        .select()
        .from(orders)
        .where(
          and(
            billable(storeId),
            inArray(orders.id, orderIds),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(invoiceOrders)
                .where(and(eq(invoiceOrders.orderId, orders.id), invoiceId ? sql`${invoiceOrders.invoiceId} <> ${invoiceId}` : undefined)),
            ),
          ),
        ),

    /** The weight of every live parcel (a box's label, not cancelled) of the given orders, order by order. */
    async parcelWeights(tx: Executor, storeId: string, orderIds: string[]): Promise<Map<string, number[]>> {
      const rows = orderIds.length
        ? await tx
            .select({ orderId: mailings.orderId, weight: mailings.weightGrams })
            .from(mailings)
            .where(and(eq(mailings.storeId, storeId), inArray(mailings.orderId, orderIds), ne(mailings.statusKey, 'CANCELLED')))
            .orderBy(asc(mailings.createdAt), asc(mailings.barcode))
        : [];
      const byOrder = new Map<string, number[]>();
      for (const row of rows) if (row.orderId) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row.weight]);
      return byOrder;
    },

    async list(storeId: string, search: string, page: number, size: number) {
      const where: SQL | undefined = and(
        eq(invoices.storeId, storeId),
        search ? codeOrOrderNameMatches(db, invoiceDocument, containing(search)) : undefined,
      );
      const orderCount = orderCountOf(invoiceDocument);
      return pageOfQuery(
        { page, size },
        db
          .select({ invoice: invoices, orderCount })
          .from(invoices)
          .where(where)
          .orderBy(desc(invoices.createdAt), desc(invoices.id))
          .$dynamic(),
        (bound) => countUpTo(db, db.select(one).from(invoices).where(where), bound),
      );
    },

    find: (storeId: string, id: string) =>
      firstRow(
        db
          .select()
          .from(invoices)
          .where(storeRecord(invoices, storeId, id)),
      ),

    /** The invoice's lines with their orders, in the order they were chosen. */
    lines: (invoiceId: string) =>
      db
        .select({ line: invoiceOrders, order: orders })
        .from(invoiceOrders)
        .innerJoin(orders, eq(orders.id, invoiceOrders.orderId))
        .where(eq(invoiceOrders.invoiceId, invoiceId))
        .orderBy(asc(invoiceOrders.sortOrder)),

    insert: async (tx: Executor, values: typeof invoices.$inferInsert) => (await tx.insert(invoices).values(values).returning())[0]!,

    /** Locks a draft for writing; undefined when it is no longer a draft (confirmed meanwhile). */
    lockDraft: (tx: Executor, id: string, values: Partial<typeof invoices.$inferInsert> = {}) =>
      firstRow(
        tx
          .update(invoices)
          .set({ ...values, updatedAt: new Date() })
          .where(and(eq(invoices.id, id), eq(invoices.statusKey, 'DRAFT_FOR_INVOICE')))
          .returning(),
      ),

    async replaceLines(tx: Executor, invoiceId: string, lines: Omit<InvoiceLine, 'invoiceId'>[]) {
      await tx.delete(invoiceOrders).where(eq(invoiceOrders.invoiceId, invoiceId));
      if (lines.length) await tx.insert(invoiceOrders).values(lines.map((l) => ({ ...l, invoiceId })));
    },

    /** Deletes a draft (its lines cascade, so the orders are free again); false when not a draft. */
    deleteDraft: async (tx: Executor, id: string) =>
      (
        await tx
          .delete(invoices)
          .where(and(eq(invoices.id, id), eq(invoices.statusKey, 'DRAFT_FOR_INVOICE')))
          .returning({ id: invoices.id })
      ).length > 0,
  };
}

export type InvoicesRepository = ReturnType<typeof createInvoicesRepository>;
