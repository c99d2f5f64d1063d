import { Alert, Center, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '../lib/notify';
import { ListIcon, ParcelIcon } from './icons';

export interface EmptyStateProps {
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
  /** The address books say `empty-book`, the shipping screens `empty-list` (journeys look for them). */
  testId?: string;
}

/** A list with nothing to show: an icon, a sentence and an optional action. */
export function EmptyState({ text, icon, action, testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Center py={48} data-testid={testId}>
      <Stack align="center" gap="xs">
        <ThemeIcon size={56} radius="xl" variant="light" color="postBlue">
          {icon ?? <ListIcon size={28} />}
        </ThemeIcon>
        <Text c="dimmed" ta="center">
          {text}
        </Text>
        {action}
      </Stack>
    </Center>
  );
}

/** The shipping screens' "nothing here": the parcel icon, and `empty-list` for the journeys. */
export const PARCEL_EMPTY = { icon: <ParcelIcon size={28} />, testId: 'empty-list' } satisfies Partial<EmptyStateProps>;

export function ListSkeleton({ rows = 4, height = 44 }: { rows?: number; height?: number }) {
  return (
    <Stack gap="xs" aria-busy="true">
      {Array.from({ length: rows }, (_, i) => `row-${i}`).map((key) => (
        <Skeleton key={key} h={height} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * What a loaded part of a screen shows: a skeleton while it loads, the failure's message, "nothing here", or its
 * content, drawn only once there is some (so it may read the data without checking).
 */
export function LoadedContent(props: {
  pending: boolean;
  error?: unknown;
  isEmpty: boolean;
  empty: EmptyStateProps;
  skeleton?: { rows?: number; height?: number };
  children: () => ReactNode;
}) {
  if (props.pending) return <ListSkeleton {...props.skeleton} />;
  if (props.error) return <EmptyState text={apiErrorMessage(props.error)} />;
  if (props.isEmpty) return <EmptyState {...props.empty} />;
  return props.children();
}

/** A record a screen is about: rows of skeleton while it loads, the server's words when it failed, else the content. */
export function LoadedRecord<T>(props: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  /** The failure's test id (`invoice-load-error`, `reserve-load-error`). */
  errorTestId: string;
  skeleton?: { rows?: number; height?: number };
  children: (data: T) => ReactNode;
}) {
  if (props.query.error) {
    return (
      <Alert color="red" data-testid={props.errorTestId}>
        {apiErrorMessage(props.query.error)}
      </Alert>
    );
  }
  if (props.query.isPending || props.query.data === undefined) return <ListSkeleton {...props.skeleton} />;
  return props.children(props.query.data);
}
