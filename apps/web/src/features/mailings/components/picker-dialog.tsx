import { Group, Modal, type ModalProps, ScrollArea, Stack, Text } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { DataPagination } from '../../../components/data-pagination';
import { SearchInput } from '../../../components/search-input';
import { EmptyList, ListLoading } from './mailing-page';

export interface PickerParams {
  page: number;
  size: number;
  searchString: string;
}

/** A picker's page and search: page 1 of the default size, nothing searched. */
export function usePickerParams() {
  return useState<PickerParams>({ page: 1, size: DEFAULT_PAGE_SIZE, searchString: '' });
}

/** What a picker lists: one page of a paged answer, as its query gives it. */
export interface PickerQuery<T> {
  data?: { contents: T[]; paging: { totalCount: number } };
  isPending: boolean;
}

export interface PickerDialogProps<T> {
  opened: boolean;
  onClose: () => void;
  title: string;
  size: ModalProps['size'];
  testId: string;
  searchPlaceholder: string;
  params: PickerParams;
  setParams: Dispatch<SetStateAction<PickerParams>>;
  query: PickerQuery<T>;
  emptyText: string;
  /** Offers these page sizes; without them the page links show only when there is more than one page. */
  pageSizes?: readonly number[];
  /** Above the list (the select-all bar). */
  header?: ReactNode;
  /** Below the page links (the warning and buttons). */
  footer?: ReactNode;
  /** The rows of the page shown (never called with none). */
  children: (rows: T[]) => ReactNode;
}

/**
 * The frame of the delivery screens' pickers (sender, recipients, mailings to print): a search box,
 * the page's rows drawn by the caller (a loader, or an empty message), and the page links.
 */
export function PickerDialog<T>({
  opened,
  onClose,
  title,
  size,
  testId,
  searchPlaceholder,
  params,
  setParams,
  query,
  emptyText,
  pageSizes,
  header,
  footer,
  children,
}: PickerDialogProps<T>) {
  const rows = query.data?.contents ?? [];
  const totalCount = query.data?.paging.totalCount ?? 0;
  const showPages = query.data !== undefined && (pageSizes !== undefined || totalCount > params.size);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{title}</Text>}
      size={size}
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid={testId}
    >
      <Stack gap="sm">
        {/* In a row: the search box sizes itself by flex-basis, which a column would read as height. */}
        <Group>
          <SearchInput
            value={params.searchString}
            placeholder={searchPlaceholder}
            onSearch={(q) => setParams((p) => ({ ...p, searchString: q, page: 1 }))}
            testId="picker-search"
          />
        </Group>
        {header}
        {query.isPending ? <ListLoading /> : rows.length === 0 ? <EmptyList text={emptyText} /> : children(rows)}
        {showPages ? (
          <DataPagination
            page={params.page}
            size={params.size}
            totalCount={totalCount}
            onPageChange={(page) => setParams((p) => ({ ...p, page }))}
            pageSizes={pageSizes}
            onSizeChange={pageSizes ? (size) => setParams((p) => ({ ...p, size, page: 1 })) : undefined}
          />
        ) : null}
        {footer}
      </Stack>
    </Modal>
  );
}
