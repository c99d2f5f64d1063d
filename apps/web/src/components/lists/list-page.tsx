import { type ContainerProps, Group, Paper, Stack, type TableTdProps } from '@mantine/core';
import type { Paged } from '@songdee/shared/common/list.schema';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useWideScreen, WIDE_SCREEN_QUERY } from '../../lib/use-wide-screen';
import { type EmptyStateProps, ListSkeleton, LoadedContent } from '../empty-state';
import { PageFrame } from '../layout/page-frame';
import type { Crumb } from '../layout/page-header';
import { SearchInput } from '../search-input';
import { DataPagination } from './data-pagination';
import type { ListTableProps } from './list-table';
import { type ListSection, useListTexts } from './list-texts';

export interface ListColumn<T> {
  key: string;
  header?: ReactNode;
  ta?: 'right';
  w?: number;
  /** Props of the column's cells (weight, width, no-wrap, test id). */
  td?: TableTdProps & { 'data-testid'?: string };
  cell: (row: T, index: number) => ReactNode;
}

export interface ListRowsProps<T> {
  rows: T[];
  /** The row's `id` unless told. */
  rowKey?: (row: T) => string;
  columns: ListColumn<T>[];
  /** The row as a card under 500 px (spec 2 section 9); drawn inside the card's frame. */
  card: (row: T, index: number) => ReactNode;
  /** Below this width the table scrolls sideways. */
  minWidth: number;
  /** The test ids `{name}-table`, `{name}-cards` and, on every row (table row or card), `{name}-row`. */
  testIds?: string;
  /** Test ids of their own, in place of `testIds`. */
  testId?: string;
  cardsTestId?: string;
  rowTestId?: string;
  /** More attributes of a row or card (a selected row's colour, data-* for journeys). */
  rowProps?: (row: T) => Record<string, unknown>;
  striped?: boolean;
  /** The table's row height: `xs` for dense lists inside a form. */
  spacing?: 'xs' | 'sm';
}

type ListTableModule = typeof import('./list-table');
let listTable: ListTableModule | null = null;
const loadListTable = () => import('./list-table').then((module) => (listTable = module));
const LazyListTable = lazy(() => loadListTable().then((module) => ({ default: module.ListTable }))) as <T>(
  props: ListTableProps<T>,
) => ReactNode;
// The tables (Mantine's Table, whose scroll container brings ScrollArea and floating-ui) are a chunk of their own: a
// phone shows cards and never loads it; a wider window asks for it as soon as the list's code runs, beside its data.
if (typeof window !== 'undefined' && window.matchMedia?.(WIDE_SCREEN_QUERY).matches) void loadListTable();

/** The rows of a list: a table above 500 px (list-table.tsx), cards below. */
export function ListRows<T>({
  rows,
  rowKey = (row) => (row as { id: string }).id,
  columns,
  card,
  minWidth,
  testIds,
  testId = testIds && `${testIds}-table`,
  cardsTestId = testIds && `${testIds}-cards`,
  rowTestId = testIds && `${testIds}-row`,
  rowProps,
  striped,
  spacing = 'sm',
}: ListRowsProps<T>) {
  const isWide = useWideScreen();
  // One component for the list's life (a switch would draw the table anew and lose the focus in it): the loaded
  // module's when it is there, else the lazy one (which, once loaded, renders at once too).
  const [TableRows] = useState(() => (listTable ? listTable.ListTable : LazyListTable));
  if (!isWide) {
    return (
      <Stack gap="sm" data-testid={cardsTestId}>
        {rows.map((row, i) => (
          <Paper key={rowKey(row)} withBorder radius="md" p="sm" data-testid={rowTestId} {...rowProps?.(row)}>
            {card(row, i)}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Suspense fallback={<ListSkeleton />}>
      <TableRows {...{ rows, rowKey, columns, minWidth, testId, rowTestId, rowProps, striped, spacing }} />
    </Suspense>
  );
}

/** Where the list is: its page, size and search, and how to move (a URL's useListParams, or a dialog's useListState). */
export interface ListPaging {
  page: number;
  size: number;
  /** `after`: where the next page starts (the list's `paging.next`), given only when moving one page on. */
  setPage: (page: number, after?: string) => void;
  setSize?: (size: number) => void;
  searchString?: string;
  setSearch?: (text: string) => void;
}

/** A search box of the list's own: `paging`'s search with the section's placeholder unless told otherwise. */
interface ListSearch {
  value?: string;
  placeholder?: string;
  onSearch?: (text: string) => void;
  testId?: string;
}

export interface ListViewProps<T> {
  query: { isPending: boolean; data?: Paged<T> };
  /** The catalog section of the list's texts (title, description, search placeholder, "nothing here"). */
  texts?: ListSection;
  /** A failed load worth saying (shown in place of the rows); other lists show "nothing here". */
  error?: unknown;
  paging: ListPaging;
  /** Offers these page sizes (with `paging.setSize`). */
  pageSizes?: readonly number[];
  /** A search box over `paging`'s search (`true`), or with its own test id, value or placeholder. */
  search?: true | ListSearch;
  /** Beside the search box (create, import, selection). */
  toolbar?: ReactNode;
  /** Under the search row (filters, a select-all bar). */
  filters?: ReactNode;
  /** "Nothing here": by default the section's `emptySearch` while searching, else its `empty`. */
  empty?: Partial<EmptyStateProps>;
  skeleton?: { rows?: number; height?: number };
  /** The rows as a table and cards, or drawn by `children` (never called with none). */
  rows?: Omit<ListRowsProps<T>, 'rows'>;
  children?: (rows: T[]) => ReactNode;
  /** Under the page links (a dialog's buttons). */
  footer?: ReactNode;
  gap?: 'sm' | 'md';
  /** Every row on one page (the picking screen asks for all orders at once): no page links. */
  unpaged?: boolean;
}

/** A searchable, paged list: search and toolbar, filters, a skeleton while loading, "nothing here", rows, page links. */
export function ListView<T>({
  query,
  texts: section,
  error,
  paging,
  pageSizes,
  search,
  toolbar,
  filters,
  empty,
  skeleton,
  rows: rowsProps,
  children,
  footer,
  gap = 'md',
  unpaged = false,
}: ListViewProps<T>) {
  const texts = useListTexts(section);
  const rows = query.data?.contents ?? [];
  const totalCount = query.data?.paging.totalCount ?? 0;
  const box = search === true ? {} : search;
  const searched = box?.value ?? paging.searchString ?? '';
  const emptyText = (box && searched ? texts.emptySearch : undefined) ?? texts.empty ?? '';
  return (
    <Stack gap={gap}>
      {box || toolbar ? (
        // In a row: the search box sizes itself by flex-basis, which a column would read as height.
        <Group justify="space-between" gap="sm">
          {box ? (
            <SearchInput
              value={searched}
              placeholder={box.placeholder ?? texts.search ?? ''}
              onSearch={box.onSearch ?? paging.setSearch ?? (() => {})}
              testId={box.testId}
            />
          ) : null}
          {toolbar}
        </Group>
      ) : null}
      {filters}
      <LoadedContent
        pending={query.isPending}
        error={error}
        isEmpty={rows.length === 0}
        empty={{ text: emptyText, ...empty }}
        skeleton={skeleton}
      >
        {() => (rowsProps ? <ListRows rows={rows} {...rowsProps} /> : children?.(rows))}
      </LoadedContent>
      {totalCount > 0 && !unpaged ? (
        <DataPagination
          page={paging.page}
          size={paging.size}
          totalCount={totalCount}
          more={query.data?.paging.more}
          // The next page by keyset when the list offers it (`paging.next`); any other page by its number.
          onPageChange={(page) => paging.setPage(page, page === paging.page + 1 ? query.data?.paging.next : undefined)}
          pageSizes={pageSizes}
          onSizeChange={pageSizes ? paging.setSize : undefined}
        />
      ) : null}
      {footer}
    </Stack>
  );
}

export interface ListPageProps<T> extends ListViewProps<T> {
  /** The section's title unless given. */
  title?: string;
  description?: string;
  /** After Home; the title alone by default. */
  crumbs?: Crumb[];
  /** The header's buttons (create, calculate). */
  actions?: ReactNode;
  /** Between the header and the list's card (step guides). */
  before?: ReactNode;
  /** After the card (the page's dialogs). */
  after?: ReactNode;
  /** The page's width: `xl` for tables, narrower for a list read line by line (notifications). */
  size?: ContainerProps['size'];
}

/** Every list screen: breadcrumb from Home, title and actions, then the list in one card. */
export function ListPage<T>({ title: ownTitle, description, crumbs, actions, before, after, size = 'xl', ...list }: ListPageProps<T>) {
  const texts = useListTexts(list.texts);
  const title = ownTitle ?? texts.title ?? '';
  return (
    <PageFrame
      title={title}
      description={description ?? texts.description}
      crumbs={crumbs ?? [{ label: title }]}
      actions={actions}
      size={size}
    >
      {before}
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
        <ListView {...list} />
      </Paper>
      {after}
    </PageFrame>
  );
}
