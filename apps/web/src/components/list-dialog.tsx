import type { ModalProps } from '@mantine/core';
import { AppDialog } from './app-dialog';
import { ListView, type ListViewProps } from './lists/list-page';
import { useListTexts } from './lists/list-texts';

export interface ListDialogProps<T> extends ListViewProps<T> {
  opened: boolean;
  onClose: () => void;
  /** The section's title unless given. */
  title?: string;
  size: ModalProps['size'];
  testId?: string;
}

/** A list in a dialog (the pickers): the same search, "nothing here", rows and page links as a list screen. */
export function ListDialog<T>({ opened, onClose, title, size, testId, ...list }: ListDialogProps<T>) {
  const texts = useListTexts(list.texts);
  return (
    <AppDialog opened={opened} onClose={onClose} title={title ?? texts.title} size={size} testId={testId}>
      <ListView gap="sm" {...list} />
    </AppDialog>
  );
}
