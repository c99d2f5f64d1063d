import { Modal, type ModalProps, ScrollArea, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { CheckIcon } from './icons';

export interface AppDialogProps extends Omit<ModalProps, 'title'> {
  /** Words are shown in bold; anything else as it is (an icon beside the words). */
  title?: ReactNode;
  /** The dialog's name when it shows no title (axe-core's aria-dialog-name): the words it opens with. */
  label?: string;
  testId?: string;
}

/** Every dialog of the app: centred, rounded, its title in bold, scrolling inside when it is long. */
export function AppDialog({ title, label, testId, children, ...modal }: AppDialogProps) {
  return (
    <Modal
      title={typeof title === 'string' ? <Text fw={700}>{title}</Text> : title}
      attributes={label ? { content: { 'aria-label': label } } : undefined}
      radius="lg"
      centered
      scrollAreaComponent={ScrollArea.Autosize}
      data-testid={testId}
      {...modal}
    >
      {children}
    </Modal>
  );
}

/** What was done: the green tick, a title, a sentence, then what next (`children`, the buttons). */
export function DoneMessage(props: { title: string; message: string; testId?: string; children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="sm" ta="center" data-testid={props.testId}>
      <ThemeIcon size={56} radius="xl" color="teal" variant="light">
        <CheckIcon size={30} />
      </ThemeIcon>
      <Text fw={700} fz="lg">
        {props.title}
      </Text>
      <Text fz="sm" c="dimmed">
        {props.message}
      </Text>
      {props.children}
    </Stack>
  );
}
