import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function FormSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <div>
        <Title order={2} fz="md">
          {title}
        </Title>
        {hint ? (
          <Text fz="xs" c="dimmed">
            {hint}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}
