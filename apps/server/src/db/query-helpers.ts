import { S10_PATTERN } from '@songdee/shared/mailing/s10';
import { and, count, eq, ilike, or, type Placeholder, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client';

/** Small pieces the repositories' queries repeat. */

/** A PostgreSQL array literal of these values, each a bound parameter: `ARRAY[$1, $2, ...]::uuid[]` (or `text[]`). */
export const sqlArray = (values: readonly string[], type: 'uuid' | 'text') =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;

/** `text` with its LIKE wildcards escaped: a search for "50%" finds the text "50%". */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** A search box's condition: any of `columns` contains `text` (case-insensitive), or none (undefined) for no text. */
export const anyContaining = (text: string | undefined, columns: AnyPgColumn[]) =>
  text ? or(...columns.map((column) => ilike(column, containing(text)))) : undefined;

/** A LIKE pattern matching what begins with `text` (a pattern index serves it), its wildcards escaped. */
export const startingWith = (text: string) => `${likeLiteral(text)}%`;

/** The first row a query answers, or undefined (a find by key). */
export const firstRow = async <T>(query: PromiseLike<T[]>): Promise<T | undefined> => (await query)[0];

/** Record `id` of the store `storeId` in a table of store records (products, lists, invoices, addresses): both must match. */
export const storeRecord = (table: { storeId: AnyPgColumn; id: AnyPgColumn }, storeId: string, id: string) =>
  and(eq(table.storeId, storeId), eq(table.id, id));

/** The one column a counted query selects (`db.select(one)`), so the count can read the index alone. */
export const one = { one: sql<number>`1` };

/**
 * How many rows `matching` (a `db.select(one)...where(...)` query) answers, reading at most `bound` of them
 * (`pageOf` decides how far a page's count reads).
 */
export const countUpTo = (db: Executor, matching: { limit(n: number | Placeholder): SQLWrapper }, bound: number | Placeholder) =>
  db.select({ n: count() }).from(sql`(${matching.limit(bound)}) as matching`);

/**
 * Record `id` of the store `storeId`, locked until the caller's transaction ends: whatever is checked on it (a status,
 * a total) cannot change meanwhile, and a second caller waits for the first.
 */
export const lockStoreRecord = <T extends PgTable & { storeId: AnyPgColumn; id: AnyPgColumn }>(
  tx: Executor,
  table: T,
  storeId: string,
  id: string,
): Promise<T['$inferSelect'] | undefined> =>
  firstRow(
    tx
      .select()
      .from(table as PgTable)
      .where(storeRecord(table, storeId, id))
      .for('update'),
  ) as Promise<T['$inferSelect'] | undefined>;

/** The barcode a search box's text is, when it is a whole S10 identifier (searched by equality), else undefined. */
export const wholeBarcode = (text: string): string | undefined => {
  const upper = text.trim().toUpperCase();
  return S10_PATTERN.test(upper) ? upper : undefined;
};
