import { MAILING_STATUS_KEYS, type MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { useSearchParams } from 'react-router';

/** Page, search and status live in the URL, so a reload or coming back shows the same page. */
export function useMailingListParams(defaultSize = 10, allowedSizes: readonly number[] = [defaultSize]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const sizeParam = Number.parseInt(params.get('size') ?? '', 10);
  const size = allowedSizes.includes(sizeParam) ? sizeParam : defaultSize;
  const searchString = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status = (MAILING_STATUS_KEYS as readonly string[]).includes(statusParam ?? '') ? (statusParam as MailingStatusKey) : undefined;

  const update = (next: { page?: number; size?: number; searchString?: string; status?: MailingStatusKey | null }) => {
    const merged = { page, size, searchString, status: status ?? null, ...next };
    const search = new URLSearchParams();
    if (merged.page > 1) search.set('page', String(merged.page));
    if (merged.size !== defaultSize) search.set('size', String(merged.size));
    if (merged.searchString) search.set('q', merged.searchString);
    if (merged.status) search.set('status', merged.status);
    setParams(search, { replace: true });
  };

  return {
    page,
    size,
    searchString,
    status,
    setPage: (p: number) => update({ page: p }),
    setSize: (s: number) => update({ size: s, page: 1 }),
    setSearch: (q: string) => update({ searchString: q, page: 1 }),
    setStatus: (s: MailingStatusKey | null) => update({ status: s, page: 1 }),
  };
}
