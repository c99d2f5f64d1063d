import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';

/**
 * Index shapes the lists repeat. A list's order (`desc(created_at), desc(id)`, NULLS FIRST as Drizzle writes it)
 * is served by a backward scan of an ascending index ending in the same columns, so the lists' indexes are
 * ascending with `id` (or the list's own tie-breaker) last.
 */

/** A trigram index (pg_trgm, created before the migrations) serving `ilike '%term%'` on the column. */
export const trigramIndex = (name: string, column: ExtraConfigColumn) => index(name).using('gin', column.op('gin_trgm_ops'));
