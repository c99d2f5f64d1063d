import { Container, type ContainerProps, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Crumb, PageHeader } from './page-header';

export interface PageFrameProps {
  title: string;
  description?: string;
  /** After Home; none: no breadcrumb. */
  crumbs?: Crumb[];
  /** The header's buttons. */
  actions?: ReactNode;
  /** The page's width: `xl` for tables, narrower for a form or a message. */
  size?: ContainerProps['size'];
  children: ReactNode;
}

/** The frame of a screen: breadcrumb from Home, title, description and actions, then the screen's content. */
export function PageFrame({ title, description, crumbs, actions, size = 'xl', children }: PageFrameProps) {
  return (
    <Container size={size} py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />
        {children}
      </Stack>
    </Container>
  );
}
