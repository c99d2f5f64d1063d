import type { Paged } from '@songdee/shared/common/list.schema';

/** The page a list asks for: `page` from 1 and `size` rows (a `ListQuery` or any query extending it). */
export interface PageRequest {
  page: number;
  size: number;
}

/**
 * Which rows the page query must return. Offset paging today; a keyset cursor can be added here later
 * (the row queries then read it), and callers of `pageOf` do not change.
 */
export interface PageWindow {
  limit: number;
  offset: number;
}

export interface PageQueries<T> {
  /** The rows of one page, in the list's order, limited to the window. */
  rows(window: PageWindow): PromiseLike<T[]>;
  /** How many rows the whole list has: `db.select({ n: count() }).from(...).where(sameWhere)`. */
  count(): PromiseLike<{ n: number | string | bigint }[]>;
}

/** Runs a list's page query and its count together and answers the API's paged shape. */
export async function pageOf<T>(request: PageRequest, queries: PageQueries<T>): Promise<Paged<T>> {
  const window = { limit: request.size, offset: (request.page - 1) * request.size };
  const [contents, [total]] = await Promise.all([queries.rows(window), queries.count()]);
  return { contents, paging: { page: request.page, size: request.size, totalCount: Number(total?.n ?? 0) } };
}

/** A select in Drizzle's dynamic mode (`.$dynamic()`), so its window can be added after it is built. */
interface WindowableQuery<T> extends PromiseLike<T[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * `pageOf` for a list whose rows are one select: give it ordered and filtered (`...orderBy(...).$dynamic()`), with
 * the count of the same `from` and `where`; the page's window is added here, the one place that knows it.
 */
export function pageOfQuery<T>(
  request: PageRequest,
  rows: WindowableQuery<T>,
  count: PageQueries<T>['count'] extends () => infer C ? C : never,
) {
  return pageOf(request, { rows: ({ limit, offset }) => rows.limit(limit).offset(offset), count: () => count });
}
