import { Modal, type ModalProps, ScrollArea, Text } from '@mantine/core';
import type { ListQuery, Paged } from '@songdee/shared/common/list.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/common/list.schema';
import { type Dispatch, type ReactNode, type SetStateAction, useState } from 'react';
import { ListView } from '../../../components/list-page';
import { emptyMailings } from './mailing-page';

export type PickerParams = ListQuery;

/** A picker's page and search: page 1 of the default size, nothing searched. */
export function usePickerParams() {
  return useState<PickerParams>({ page: 1, size: DEFAULT_PAGE_SIZE, searchString: '' });
}

/** What a picker lists: one page of a paged answer, as its query gives it. */
export interface PickerQuery<T> {
  data?: Paged<T>;
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
  /** Offers these page sizes. */
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
      <ListView
        gap="sm"
        query={query}
        paging={{
          page: params.page,
          size: params.size,
          setPage: (page) => setParams((p) => ({ ...p, page })),
          setSize: (size) => setParams((p) => ({ ...p, size, page: 1 })),
        }}
        pageSizes={pageSizes}
        search={{
          value: params.searchString,
          placeholder: searchPlaceholder,
          onSearch: (q) => setParams((p) => ({ ...p, searchString: q, page: 1 })),
          testId: 'picker-search',
        }}
        filters={header}
        empty={emptyMailings(emptyText)}
        footer={footer}
      >
        {children}
      </ListView>
    </Modal>
  );
}
