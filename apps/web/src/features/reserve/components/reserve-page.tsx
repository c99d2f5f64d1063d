import { Button, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadedRecord } from '../../../components/empty-state';
import { ArrowLeftIcon } from '../../../components/icons';
import { type Crumb, PageHeader } from '../../../components/layout/page-header';

interface ReservePageProps {
  title: string;
  description?: string;
  crumbs: Crumb[];
  actions?: ReactNode;
  /** The list this page belongs to: the back button's address and words. */
  back: { to: string; label: string };
  /** Beside the back button. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of a reservation's own page (form, view, hand-over): header, content, then back to its list. */
export function ReservePage({ title, description, crumbs, actions, back, footer, children }: ReservePageProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader title={title} description={description} crumbs={crumbs} actions={actions} />
        {children}
        <Group gap="sm">
          <Button component={Link} to={back.to} variant="default" leftSection={<ArrowLeftIcon size={16} />} data-testid="back-to-list">
            {back.label}
          </Button>
          {footer}
        </Group>
      </Stack>
    </Container>
  );
}

/** A reservation (or what its form needs) once loaded: skeleton rows, the server's words (`reserve-load-error`), or the content. */
export function Loaded<T>(props: { query: { isPending: boolean; error: unknown; data: T | undefined }; children: (data: T) => ReactNode }) {
  return <LoadedRecord {...props} errorTestId="reserve-load-error" skeleton={{ rows: 5, height: 56 }} />;
}
