import { Container, Paper, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/common/list.schema';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { EmptyState, type EmptyStateProps, ListSkeleton, PARCEL_EMPTY } from '../../../components/empty-state';
import { PageHeader } from '../../../components/layout/page-header';

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

/** The shipping screens' loading rows and "nothing here" (with the parcel icon; journeys look for `empty-list`). */
export const ListLoading = ListSkeleton;

/** The shipping lists' address: `q` for the search, 10 a page. */
export const MAILING_LIST_PARAMS = { names: { searchString: 'q' }, sizes: [DEFAULT_PAGE_SIZE] } as const;

const emptyMailings = (text: string): EmptyStateProps => ({ text, ...PARCEL_EMPTY });

/** The mailing lists' "nothing here": none yet, or none matching the search or filter. */
export const emptyMailingList = (t: TFunction, isFiltered: boolean) =>
  emptyMailings(t(isFiltered ? 'mailingUi:list.emptySearch' : 'mailingUi:list.empty'));

export function EmptyList({ text, action }: { text: string; action?: ReactNode }) {
  return <EmptyState {...emptyMailings(text)} action={action} />;
}
