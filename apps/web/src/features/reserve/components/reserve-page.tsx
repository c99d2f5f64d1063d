import { Alert, Button, Container, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListSkeleton } from '../../../components/empty-state';
import { ArrowLeftIcon } from '../../../components/icons';
import { type Crumb, PageHeader } from '../../../components/page-header';
import { apiErrorMessage } from '../../../lib/notify';

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

/** What was asked for: rows of skeleton while it loads, the server's words when it failed, else the content. */
export function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  children: (data: T) => ReactNode;
}) {
  if (query.error) {
    return (
      <Alert color="red" data-testid="reserve-load-error">
        {apiErrorMessage(query.error)}
      </Alert>
    );
  }
  if (query.isPending || query.data === undefined) return <ListSkeleton rows={5} height={56} />;
  return children(query.data);
}
