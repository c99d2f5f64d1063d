import { and, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Small pieces the repositories' queries repeat. */

/** `text` with its LIKE wildcards escaped: a search for "50%" finds the text "50%". */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching `text` anywhere, its wildcards escaped. */
export const containing = (text: string) => `%${likeLiteral(text)}%`;

/** A LIKE pattern matching what begins with `text` (a pattern index serves it), its wildcards escaped. */
export const startingWith = (text: string) => `${likeLiteral(text)}%`;

/** The first row a query answers, or undefined (a find by key). */
export const firstRow = async <T>(query: PromiseLike<T[]>): Promise<T | undefined> => (await query)[0];

/** Record `id` of the store `storeId` in a table of store records (products, lists, invoices, addresses): both must match. */
export const storeRecord = (table: { storeId: AnyPgColumn; id: AnyPgColumn }, storeId: string, id: string) =>
  and(eq(table.storeId, storeId), eq(table.id, id));
