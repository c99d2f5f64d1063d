import { Box, Group, Pagination, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount, pageWindow } from '../../lib/page-window';

// Loaded only by the lists that offer a page size (the mailing list does not): Select brings floating-ui along.
const PageSizeSelect = lazy(() => import('./page-size-select').then((module) => ({ default: module.PageSizeSelect })));
/** The select's place while it loads: an `xs` input's height, its width. */
const SELECT_PLACE = { w: 120, h: 30 };

interface DataPaginationProps {
  page: number;
  size: number;
  totalCount: number;
  /** The list has more rows than `totalCount` (the server counts a long list only ten pages ahead). */
  more?: boolean;
  onPageChange: (page: number) => void;
  /** Offers a page-size choice when given (the recipient list: 10, 50, 100). */
  pageSizes?: readonly number[];
  onSizeChange?: (size: number) => void;
}

/**
 * "Showing 11-20 of 42", the page links (at most 10, spec 1 section 9) with first/previous/next/last,
 * and an optional page-size choice.
 */
export function DataPagination({ page, size, totalCount, more, onPageChange, pageSizes, onSizeChange }: DataPaginationProps) {
  const { t } = useTranslation();
  const total = pageCount(totalCount, size);
  const links = pageWindow(page, total);
  const from = totalCount === 0 ? 0 : (page - 1) * size + 1;
  const to = Math.min(totalCount, page * size);

  return (
    <Group justify="space-between" gap="sm" data-testid="pagination">
      <Group gap="sm">
        <Text fz="sm" c="dimmed" data-testid="pagination-summary">
          {t(more ? 'common:pagination.summaryMore' : 'common:pagination.summary', { from, to, total: totalCount })}
        </Text>
        {pageSizes && onSizeChange ? (
          <Suspense fallback={<Box {...SELECT_PLACE} />}>
            <PageSizeSelect size={size} pageSizes={pageSizes} onSizeChange={onSizeChange} />
          </Suspense>
        ) : null}
      </Group>
      {total > 1 ? (
        <Pagination.Root total={total} value={page} onChange={onPageChange} size="sm">
          <Group gap={4} wrap="wrap" component="nav" aria-label={t('common:pagination.label')}>
            <Pagination.First aria-label={t('common:pagination.first')} />
            <Pagination.Previous aria-label={t('common:pagination.previous')} />
            {links.map((p) => (
              <Pagination.Control
                key={p}
                active={p === page}
                onClick={() => onPageChange(p)}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Pagination.Control>
            ))}
            <Pagination.Next aria-label={t('common:pagination.next')} />
            <Pagination.Last aria-label={t('common:pagination.last')} />
          </Group>
        </Pagination.Root>
      ) : null}
    </Group>
  );
}
