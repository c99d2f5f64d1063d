import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, PageHeader } from '../../../components/page-header';

interface PickingPageShellProps {
  title: string;
  description: string;
  crumbs: Crumb[];
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of the picking and packing-list screens: a wide container, the page header, then the content. */
export function PickingPageShell({ title, description, crumbs, actions, children }: PickingPageShellProps) {
  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />
        {children}
      </Stack>
    </Container>
  );
}
