import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One panel of the account page: a title, a line saying what it is for, then its form or details. */
export function AccountPanel(props: { title: string; description: string; children: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="lg" p="xl" data-testid={props.testId}>
      <Title order={2} fz="lg" mb={4}>
        {props.title}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {props.description}
      </Text>
      {props.children}
    </Paper>
  );
}
