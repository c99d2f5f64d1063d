import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';

/** A post-office report page: breadcrumb from Home, title and description, then the report. */
export function AdminReportFrame(props: { title: string; description: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <PageHeader title={props.title} description={props.description} crumbs={[{ label: props.title }]} actions={props.actions} />
        {props.children}
      </Stack>
    </Container>
  );
}
