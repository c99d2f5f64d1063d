import { z } from 'zod';
import { coerceInt32, int32 } from './int.schema';
import { plainString } from './text.schema';

/** Page-size choices of the list screens (default 10). */
export const PAGE_SIZES = [10, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;

/**
 * Every paged list takes `page` (from 1), `size` and `searchString`, as the spec's lists do. A list that answers
 * `paging.next` also takes it back as `after` with the next page's number: that page then starts right after the
 * row it names (keyset paging, no OFFSET); the lists that do not ignore it and the page number alone still works.
 */
export const listQuerySchema = z.object({
  page: coerceInt32().min(1).default(1),
  size: coerceInt32().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  searchString: plainString().trim().max(100).optional().default(''),
  after: z.uuid().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/**
 * `totalCount` is exact unless `more` is true: a long list is counted only ten pages past the page asked for
 * (at least 1,000 rows), so `more` says it has more rows than `totalCount`.
 */
export const pagingSchema = z.object({
  page: int32(),
  size: int32(),
  totalCount: int32(),
  more: z.boolean().optional(),
  /** Where the next page starts (opaque; send it back as `after` with `page + 1`): on a full page of a keyset list. */
  next: z.uuid().optional(),
});
type Paging = z.infer<typeof pagingSchema>;

/** Every paged list answers `{ contents, paging }`. */
export const pagedSchema = <T extends z.ZodType>(item: T) => z.object({ contents: z.array(item), paging: pagingSchema });
export interface Paged<T> {
  contents: T[];
  paging: Paging;
}
