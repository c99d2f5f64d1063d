import { Button, type ButtonProps } from '@mantine/core';
import { PlusIcon } from './icons';

/** A screen's "add" button (a user, a range, news, an address): the plus before its label; it opens the add form. */
export function AddButton({ label, onClick, testId, ...button }: ButtonProps & { label: string; onClick: () => void; testId: string }) {
  return (
    <Button leftSection={<PlusIcon size={16} />} onClick={onClick} data-testid={testId} {...button}>
      {label}
    </Button>
  );
}
