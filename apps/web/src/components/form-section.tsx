import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Heading } from './heading';

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Heading title={title} description={hint} fz="md" descriptionFz="xs" gap={0} />
      {children}
    </Stack>
  );
}
