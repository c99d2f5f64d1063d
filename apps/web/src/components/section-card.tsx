import { Group, Paper, Title, type TitleOrder } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered card of a form page (order manage, checkout): its title, an action beside it, then the content. */
export function SectionCard(props: { title: string; titleOrder?: TitleOrder; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" mb="sm">
        <Title order={props.titleOrder ?? 2} fz="md">
          {props.title}
        </Title>
        {props.action}
      </Group>
      {props.children}
    </Paper>
  );
}
