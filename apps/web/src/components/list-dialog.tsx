import { Modal, type ModalProps, ScrollArea, Text } from '@mantine/core';
import { ListView, type ListViewProps } from './list-page';
import { useListTexts } from './list-texts';

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
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700}>{title ?? texts.title}</Text>}
      size={size}
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid={testId}
    >
      <ListView gap="sm" {...list} />
    </Modal>
  );
}
