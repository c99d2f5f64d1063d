import { type AnyColumn, and, eq, exists, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * A store document that holds orders (an invoice, a packing list, a shipping list): its id and code, and the table
 * linking it to its orders.
 */
export interface OrderDocument {
  id: AnyColumn;
  code: AnyColumn;
  link: { table: PgTable; documentId: AnyColumn; orderId: AnyColumn };
}

/** The search of a document list: the document's code matches `term` (a LIKE pattern), or one of its orders' names does. */
export const codeOrOrderNameMatches = (db: Executor, doc: OrderDocument, term: string): SQL | undefined =>
  or(
    ilike(doc.code, term),
    exists(
      db
        .select({ one: sql`1` })
        .from(doc.link.table)
        .innerJoin(orders, eq(orders.id, doc.link.orderId))
        .where(and(eq(doc.link.documentId, doc.id), ilike(orders.name, term))),
    ),
  );

/** How many orders the document holds, as a column of a list's rows. */
export const orderCountOf = (doc: OrderDocument) =>
  sql<number>`(select count(*) from ${doc.link.table} where ${doc.link.documentId} = ${doc.id})`.mapWith(Number);
