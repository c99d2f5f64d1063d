import type { Paged } from '@songdee/shared/common/list.schema';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The page a list asks for: `page` from 1 and `size` rows (a `ListQuery` or any query extending it). */
export interface PageRequest {
  page: number;
  size: number;
  /** The row the page starts after (the previous page's `paging.next`), for a list that pages by keyset. */
  after?: string;
}

/**
 * Which rows the page query must return: `offset` rows skipped, or (keyset paging) `after` set, offset 0 and the
 * rows past that row (`rowsPast`). The list's index serves its order and filters either way.
 */
export interface PageWindow {
  limit: number;
  offset: number;
  after?: string;
}

/**
 * The keyset condition of a list ordered by `order` (two columns, both descending, the second unique within the
 * first, e.g. created_at and id): rows strictly past the row `after` (its id). The row's own values are read by
 * its primary key in the same statement, at the database's precision (microseconds, which a Date would lose).
 */
export function rowsPast(
  order: { table: PgTable; id: AnyPgColumn; columns: readonly [AnyPgColumn, AnyPgColumn] },
  after: string | Placeholder | undefined,
) {
  if (!after) return undefined;
  const [first, second] = order.columns;
  return sql`(${first}, ${second}) < (select ${first}, ${second} from ${order.table} where ${order.id} = ${after})` as SQL;
}

/**
 * A list's statements built once per shape (which filters a request has) rather than on every request: building a
 * page's two selects with Drizzle cost a list request more CPU than everything else of ours. `build` puts every value
 * in as `sql.placeholder` and ends with `.prepare('')`: unnamed, so PostgreSQL still plans each execution with its
 * values, as before. A shape is a few booleans and counts, so few are kept.
 */
export function builtPerShape<S, T>(build: (shape: S) => T): (shape: S) => T {
  const built = new Map<string, T>();
  return (shape) => {
    const key = JSON.stringify(shape);
    let statements = built.get(key);
    if (statements === undefined) {
      statements = build(shape);
      built.set(key, statements);
    }
    return statements;
  };
}

/** A page of a list whose statements `builtPerShape` gave (no keyset), run with the request's placeholder values. */
export const pageOfStatements = <T>(
  request: PageRequest,
  statements: {
    rows: { execute(values: Record<string, unknown>): PromiseLike<T[]> };
    count: { execute(values: Record<string, unknown>): PromiseLike<{ n: number | string | bigint }[]> };
  },
  values: Record<string, unknown>,
) =>
  pageOf(request, {
    rows: (w) => statements.rows.execute({ ...values, limit: w.limit, offset: w.offset }),
    count: (bound) => statements.count.execute({ ...values, bound }),
  });

/** A list's rows select in Drizzle's dynamic mode, ordered, filtered and limited by placeholders (`builtPerShape`). */
interface PreparableRows<P> {
  offset(offset: Placeholder): { prepare(name: string): P };
  prepare(name: string): P;
}

/**
 * The rows statement of one shape, unnamed: skipping the placeholder `offset` rows, or none on a keyset page (whose
 * `rowsPast` condition starts it; its statement has no OFFSET at all).
 */
export const preparedRows = <P>(rows: PreparableRows<P>, keyset: boolean): P =>
  keyset ? rows.prepare('') : rows.offset(sql.placeholder('offset')).prepare('');

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
  /** For a keyset list (its rows honour `window.after`): the id the next page starts after. */
  cursor?(row: T): string;
}

/** Runs a list's page query and its bounded count together and answers the API's paged shape. */
export async function pageOf<T>(request: PageRequest, queries: PageQueries<T>): Promise<Paged<T>> {
  const window = { limit: request.size, offset: (request.page - 1) * request.size };
  const counted = Math.max(COUNT_FLOOR, window.offset + request.size * PAGES_AHEAD);
  const keyset = queries.cursor && request.after && request.page > 1 ? { ...window, offset: 0, after: request.after } : undefined;
  const [rows, [total]] = await Promise.all([queries.rows(keyset ?? window), queries.count(counted + 1)]);
  // The row the cursor names is gone (deleted since): the page by its number instead.
  const contents = keyset && rows.length === 0 ? await queries.rows(window) : rows;
  const n = Number(total?.n ?? 0);
  const last = contents.length === request.size ? contents.at(-1) : undefined;
  const paging = {
    page: request.page,
    size: request.size,
    totalCount: Math.min(n, counted),
    ...(n > counted ? { more: true } : {}),
    ...(last !== undefined && queries.cursor ? { next: queries.cursor(last) } : {}),
  };
  return { contents, paging };
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
