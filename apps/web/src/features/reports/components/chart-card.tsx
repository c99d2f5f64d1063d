import { Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadedContent } from '../../../components/empty-state';
import { Heading } from '../../../components/heading';

export type ReportView = 'chart' | 'table';

interface ChartCardProps {
  title: string;
  description?: string;
  /** Beside the title (a year, a switch between views of the chart). */
  controls?: ReactNode;
  query: { isPending: boolean; error: unknown };
  isEmpty: boolean;
  emptyText: string;
  /** The figures as a chart, or as a table for a reader who prefers numbers. */
  children: (view: ReportView) => ReactNode;
  testId: string;
}

/** A report's card: title and controls, a chart/table switch, a skeleton while loading, and "nothing here". */
export function ChartCard({ title, description, controls, query, isEmpty, emptyText, children, testId }: ChartCardProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<ReportView>('chart');
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }} data-testid={testId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Heading title={title} description={description} />
          <Group gap="sm" align="flex-end">
            {controls}
            <SegmentedControl
              value={view}
              onChange={(v) => setView(v as ReportView)}
              data={[
                { value: 'chart', label: t('reportUi:view.chart') },
                { value: 'table', label: t('reportUi:view.table') },
              ]}
              data-testid={`${testId}-view`}
            />
          </Group>
        </Group>
        <LoadedContent
          pending={query.isPending}
          error={query.error}
          isEmpty={isEmpty}
          empty={{ text: emptyText, testId: `${testId}-empty` }}
          skeleton={{ rows: 5, height: 36 }}
        >
          {() => <div data-testid={`${testId}-${view}`}>{children(view)}</div>}
        </LoadedContent>
      </Stack>
    </Paper>
  );
}
