import { useSearchParams } from 'react-router';

/** Page and search in the address (kept by a reload or coming back); other parameters such as shippinglistId stay. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const searchString = params.get('q') ?? '';
  const update = (next: { page?: number; q?: string }) => {
    const out = new URLSearchParams(params);
    const p = next.page ?? page;
    const q = next.q ?? searchString;
    if (p > 1) out.set('page', String(p));
    else out.delete('page');
    if (q) out.set('q', q);
    else out.delete('q');
    setParams(out, { replace: true });
  };
  return {
    page,
    searchString,
    setPage: (p: number) => update({ page: p }),
    setSearch: (q: string) => update({ q, page: 1 }),
  };
}
