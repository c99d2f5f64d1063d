import { Button, Group, Text, Textarea, type TextareaProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from './app-dialog';

/** A form in a centred dialog (address-book forms opened from another screen): wide, scrolling inside. */
export function FormDialog(props: { opened: boolean; onClose: () => void; title: string; testId: string; children: ReactNode }) {
  return (
    <AppDialog opened={props.opened} onClose={props.onClose} title={props.title} size="xl" testId={props.testId}>
      {props.children}
    </AppDialog>
  );
}

/** Cancel and save at the end of a dialog's form. */
export function FormActions(props: { onCancel: () => void; saving: boolean; saveTestId: string; gap?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" gap={props.gap}>
      <Button variant="default" onClick={props.onCancel}>
        {t('common:actions.cancel')}
      </Button>
      <Button type="submit" loading={props.saving} data-testid={props.saveTestId}>
        {t('common:actions.save')}
      </Button>
    </Group>
  );
}

/** A message under a choice that is not an input of its own (radio cards, a table, a picked entry). */
export function ChoiceError({ message, testId }: { message: string | undefined; testId: string }) {
  return message ? (
    <Text fz="sm" c="red" data-testid={testId}>
      {message}
    </Text>
  ) : null;
}

/** A label above a field that is not a Mantine input (an upload, an image list). */
export function FieldLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="sm" fw={500} mb={6}>
        {label}
      </Text>
      {children}
    </div>
  );
}

/** A small light button that opens a picker (the address book, saved addresses) to fill part of a form. */
export function PickButton(props: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; testId: string }) {
  return (
    <Button
      size="xs"
      variant="light"
      color="postBlue"
      leftSection={props.icon}
      onClick={props.onClick}
      disabled={props.disabled}
      data-testid={props.testId}
    >
      {props.label}
    </Button>
  );
}

/** A free text that grows as it is typed (a description, a comment): three rows at first, `maxRows` at the most. */
export function GrowingTextarea(props: TextareaProps) {
  return <Textarea autosize minRows={3} maxRows={8} {...props} />;
}
