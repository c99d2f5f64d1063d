import { Button, FileButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { UploadIcon } from './icons';

type UploadButtonProps = {
  accept: string;
  loading: boolean;
  disabled?: boolean;
  testId: string;
  children: ReactNode;
} & ({ multiple: true; onChoose: (files: File[]) => void } | { multiple?: false; onChoose: (file: File | null) => void });

/** A button that opens the file chooser (the store logo, product images): light, with the upload icon. */
export function UploadButton({ accept, loading, disabled, testId, children, multiple, onChoose }: UploadButtonProps) {
  const button = (props: { onClick: () => void }) => (
    <Button
      {...props}
      variant="light"
      color="postBlue"
      leftSection={<UploadIcon size={16} />}
      loading={loading}
      disabled={disabled}
      data-testid={testId}
    >
      {children}
    </Button>
  );
  return multiple ? (
    <FileButton onChange={onChoose as (files: File[]) => void} accept={accept} multiple>
      {button}
    </FileButton>
  ) : (
    <FileButton onChange={onChoose as (file: File | null) => void} accept={accept}>
      {button}
    </FileButton>
  );
}
