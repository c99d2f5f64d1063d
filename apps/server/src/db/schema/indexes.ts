import { type ExtraConfigColumn, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Index shapes the lists repeat. A list's order (`desc(created_at), desc(id)`, NULLS FIRST as Drizzle writes it)
 * is served by a backward scan of an ascending index ending in the same columns, so the lists' indexes are
 * ascending with `id` (or the list's own tie-breaker) last.
 */

/** A trigram index (pg_trgm, created before the migrations) serving `ilike '%term%'` on the column. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));

/**
 * The keys of a store document with a readable code that a create request's Idempotency-Key may repeat (shipping
 * list, reservation): code and key unique per store (the database answers a repeated create, whoever races), and
 * the store's list newest first.
 */
export const idempotentStoreDocumentIndexes = (
  table: string,
  t: {
    id: ExtraConfigColumn;
    storeId: ExtraConfigColumn;
    code: ExtraConfigColumn;
    idempotencyKey: ExtraConfigColumn;
    createdAt: ExtraConfigColumn;
  },
) => [
  uniqueIndex(`${table}_store_code_uq`).on(t.storeId, t.code),
  uniqueIndex(`${table}_store_idempotency_uq`).on(t.storeId, t.idempotencyKey),
  index(`${table}_store_created_id_idx`).on(t.storeId, t.createdAt, t.id),
];

/**
 * The keys of a document's orders (invoice, shipping list): one row per document and order, an order on one such
 * document at most (the unique index decides concurrent adds), and the document's orders in its own order.
 */
export const documentOrderIndexes = (
  table: string,
  documentIndex: string,
  document: ExtraConfigColumn,
  t: { orderId: ExtraConfigColumn; sortOrder: ExtraConfigColumn },
) => [
  primaryKey({ columns: [document, t.orderId] }),
  uniqueIndex(`${table}_order_uq`).on(t.orderId),
  index(`${table}_${documentIndex}`).on(document, t.sortOrder),
];
