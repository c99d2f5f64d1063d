import { Center, Container, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { ParcelIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';

interface MailingPageProps {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
  /** Extra content above the main card (step guides). */
  before?: ReactNode;
}

/** The frame of every shipping screen: breadcrumb from Home, title, then the content in one card. */
export function MailingPage({ title, description, actions, before, children }: MailingPageProps) {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={title} description={description} crumbs={[{ label: title }]} actions={actions} />
        {before}
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {children}
        </Paper>
      </Stack>
    </Container>
  );
}

export function ListLoading() {
  return (
    <Stack gap="xs" aria-busy="true">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} h={44} radius="sm" />
      ))}
    </Stack>
  );
}

export function EmptyList({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Center py={48} data-testid="empty-list">
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="postBlue">
          <ParcelIcon size={28} />
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}
