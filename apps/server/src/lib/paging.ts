import type { Paged } from '@songdee/shared/common/list.schema';

/** The page a list asks for: `page` from 1 and `size` rows (a `ListQuery` or any query extending it). */
export interface PageRequest {
  page: number;
  size: number;
}

/** Which rows the page query must return (offset paging; the list's index serves its order and filters). */
export interface PageWindow {
  limit: number;
  offset: number;
}

/**
 * A page's count reads the matching rows only this far: at least COUNT_FLOOR rows and ten pages past the page
 * asked for. A list longer than that answers `more: true` with the rows counted, so no page counts a whole table.
 */
export const COUNT_FLOOR = 1000;
export const PAGES_AHEAD = 10;

export interface PageQueries<T> {
  /** The rows of one page, in the list's order, limited to the window. */
  rows(window: PageWindow): PromiseLike<T[]>;
  /** How many rows match, reading at most `bound` of them: `countUpTo(db, db.select(one).from(...).where(sameWhere), bound)`. */
  count(bound: number): PromiseLike<{ n: number | string | bigint }[]>;
}

/** Runs a list's page query and its bounded count together and answers the API's paged shape. */
export async function pageOf<T>(request: PageRequest, queries: PageQueries<T>): Promise<Paged<T>> {
  const window = { limit: request.size, offset: (request.page - 1) * request.size };
  const counted = Math.max(COUNT_FLOOR, window.offset + request.size * PAGES_AHEAD);
  const [contents, [total]] = await Promise.all([queries.rows(window), queries.count(counted + 1)]);
  const n = Number(total?.n ?? 0);
  const paging = { page: request.page, size: request.size, totalCount: Math.min(n, counted) };
  return { contents, paging: n > counted ? { ...paging, more: true } : paging };
}

/** A select in Drizzle's dynamic mode (`.$dynamic()`), so its window can be added after it is built. */
interface WindowableQuery<T> extends PromiseLike<T[]> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/**
 * `pageOf` for a list whose rows are one select: give it ordered and filtered (`...orderBy(...).$dynamic()`), with
 * the bounded count of the same `from` and `where` (`countUpTo`); the page's window is added here, the one place that knows it.
 */
export function pageOfQuery<T>(request: PageRequest, rows: WindowableQuery<T>, count: PageQueries<T>['count']) {
  return pageOf(request, { rows: ({ limit, offset }) => rows.limit(limit).offset(offset), count });
}
