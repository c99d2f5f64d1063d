import { Button } from '@mantine/core';
import type { Paged } from '@songdee/shared/common/list.schema';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/common/list.schema';
import type { ReactNode } from 'react';
import { type ListState, useListState } from '../lib/use-list-params';
import { PARCEL_EMPTY } from './empty-state';
import { ListDialog, type ListDialogProps } from './list-dialog';
import type { ListSection } from './lists/list-texts';

/** A picker's page and search: page 1 of the default size, nothing searched. */
export const usePickerList = () => useListState(DEFAULT_PAGE_SIZE);

/** What a picker lists: one page of a paged answer, as its query gives it. */
interface PickerQuery<T> {
  data?: Paged<T>;
  isPending: boolean;
}

export interface PickerDialogProps<T> extends Pick<ListDialogProps<T>, 'opened' | 'onClose' | 'size' | 'testId' | 'pageSizes' | 'footer'> {
  /** The picker's texts: title, search placeholder, "nothing here". */
  texts: ListSection;
  list: ListState;
  query: PickerQuery<T>;
  /** "Nothing matches" while searching; the section's "nothing here" otherwise (and by default). */
  emptySearch?: string;
  /** Above the list (the select-all bar). */
  header?: ReactNode;
  /** The rows of the page shown (never called with none). */
  children: (rows: T[]) => ReactNode;
}

/** A picker row's "choose": hands the row over, then closes the picker; filled for the row already chosen. */
export function ChooseButton(props: { label: string; onChoose: () => void; onClose: () => void; selected?: boolean; testId: string }) {
  return (
    <Button
      size="xs"
      variant={props.selected ? 'filled' : 'light'}
      onClick={() => {
        props.onChoose();
        props.onClose();
      }}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}

/**
 * The frame of the delivery screens' pickers (sender, recipients, mailings to print): a search box,
 * the page's rows drawn by the caller (a loader, or an empty message), and the page links.
 */
export function PickerDialog<T>({ list, header, emptySearch, ...dialog }: PickerDialogProps<T>) {
  const empty = list.searchString && emptySearch ? { ...PARCEL_EMPTY, text: emptySearch } : PARCEL_EMPTY;
  return <ListDialog {...dialog} paging={list} search={{ testId: 'picker-search' }} filters={header} empty={empty} />;
}
