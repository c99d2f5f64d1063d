import { useSearchParams } from 'react-router';

/**
 * Page, size and search live in the URL, so coming back from an edit form (or reloading) shows the same page.
 */
export function useListSearchParams(defaultSize: number, allowedSizes: readonly number[] = [defaultSize]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number.parseInt(params.get('size') ?? '', 10);
  const size = allowedSizes.includes(sizeParam) ? sizeParam : defaultSize;
  const searchString = params.get('q') ?? '';

  const update = (next: { page?: number; size?: number; searchString?: string }) => {
    const merged = { page, size, searchString, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.size !== defaultSize) search.set('size', String(merged.size));
    if (merged.searchString) search.set('q', merged.searchString);
    setParams(search, { replace: true });
  };

  return {
    page,
    size,
    searchString,
    setPage: (p: number) => update({ page: p }),
    // A new size or search starts again at page 1.
    setSize: (s: number) => update({ size: s, page: 1 }),
    setSearch: (q: string) => update({ searchString: q, page: 1 }),
  };
}
