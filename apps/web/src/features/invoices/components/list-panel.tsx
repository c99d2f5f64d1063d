import { Group, Paper, Stack } from '@mantine/core';
import { INVOICE_PAGE_SIZE } from '@songdee/shared/invoice/invoice.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { SearchInput } from '../../../components/search-input';
import type { useListParams } from './use-list-params';

interface ListPanelProps {
  list: ReturnType<typeof useListParams>;
  /** The page's query: pending, and its total for the paging. */
  query: { isPending: boolean; data?: { paging: { totalCount: number } } };
  rowCount: number;
  /** The screen's invoiceUi section with its search placeholder and "nothing yet" / "nothing found" sentences. */
  section: 'list' | 'choose';
  children: ReactNode;
}

/** A searchable list of 10 a page (the invoice list and the choose-orders step): search, rows or "empty", paging. */
export function ListPanel({ list, query, rowCount, section, children }: ListPanelProps) {
  const { t } = useTranslation();
  const totalCount = query.data?.paging.totalCount ?? 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Group>
          <SearchInput
            value={list.searchString}
            placeholder={t(`invoiceUi:${section}.search`)}
            onSearch={list.setSearch}
            testId={`${section}-search`}
          />
        </Group>
        {query.isPending ? (
          <ListSkeleton />
        ) : rowCount === 0 ? (
          <EmptyState text={t(`invoiceUi:${section}.${list.searchString ? 'emptySearch' : 'empty'}`)} />
        ) : (
          children
        )}
        {totalCount > 0 ? (
          <DataPagination page={list.page} size={INVOICE_PAGE_SIZE} totalCount={totalCount} onPageChange={list.setPage} />
        ) : null}
      </Stack>
    </Paper>
  );
}
