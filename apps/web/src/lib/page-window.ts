/** Pagination shows up to 10 page links (spec 1 section 9). */
const MAX_PAGE_LINKS = 10;

export function pageCount(totalCount: number, size: number): number {
  return Math.max(1, Math.ceil(totalCount / Math.max(1, size)));
}

/**
 * The page numbers to link: at most `max`, a window that keeps the current page near its middle and
 * slides to the ends rather than shrinking (page 1 of 30 shows 1-10, page 15 shows 10-19, page 30 shows 21-30).
 */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_LINKS): number[] {
  const total = Math.max(1, totalPages);
  const current = Math.min(Math.max(1, page), total);
  const size = Math.min(max, total);
  const start = Math.min(Math.max(1, current - Math.floor(size / 2)), total - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}
