import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Group } from '@mantine/core';
import type { DeliveryCount } from '@songdee/shared/report/report.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ReportView } from './chart-card';
import { FiguresTable } from './figures-table';
import { useReportFormat } from './use-report-format';

/** One colour per delivery type (spec 2: "pie chart per delivery type, four colours"), fixed so a type keeps its colour. */
const COLORS: Record<string, string> = {
  ems: 'postRed.6',
  registered: 'postBlue.6',
  parcel: 'teal.6',
  promptpost: 'orange.5',
  zonebox: 'grape.6',
};

/** Parcels per delivery type: a pie of the counts with its legend, or the counts, grams and postage with totals. */
function DeliveryFigures({ rows, view, testId }: { rows: DeliveryCount[]; view: ReportView; testId: string }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  if (view === 'chart') {
    return (
      <Group justify="center">
        <PieChart
          size={260}
          data={rows.map((r) => ({ name: r.name, value: r.count, color: COLORS[r.deliveryOptionId] ?? 'gray.6' }))}
          withLabelsLine
          withLabels
          labelsType="percent"
          withTooltip
          tooltipDataSource="segment"
          valueFormatter={f.num}
          legendProps={{}}
          data-testid={`${testId}-pie`}
        />
        <FiguresTable
          rows={rows}
          rowKey={(r) => r.deliveryOptionId}
          columns={[
            { key: 'service', header: t('reportUi:columns.service'), cell: (r) => r.name },
            { key: 'count', header: t('reportUi:columns.parcels'), show: f.num, value: (r) => r.count },
          ]}
        />
      </Group>
    );
  }
  return (
    <FiguresTable
      rows={rows}
      rowKey={(r) => r.deliveryOptionId}
      totals
      testId={`${testId}-figures`}
      columns={[
        { key: 'service', header: t('reportUi:columns.service'), cell: (r) => r.name, total: t('reportUi:total') },
        { key: 'count', header: t('reportUi:columns.parcels'), show: f.num, value: (r) => r.count, total: 'sum' },
        { key: 'weight', header: t('reportUi:columns.weight'), show: f.num, value: (r) => r.weight, total: 'sum' },
        { key: 'cost', header: t('reportUi:columns.cost'), show: f.baht, value: (r) => r.cost, total: 'sum' },
      ]}
    />
  );
}

/** A card of parcels per delivery type (a store's, or every post office's): the pie and its figures. */
export function DeliveryChartCard(props: {
  title: string;
  description?: string;
  controls: ReactNode;
  query: { isPending: boolean; error: unknown; data?: DeliveryCount[] };
  emptyText: string;
  testId: string;
}) {
  const rows = props.query.data ?? [];
  return (
    <ChartCard {...props} isEmpty={rows.length === 0}>
      {(view) => <DeliveryFigures rows={rows} view={view} testId={props.testId} />}
    </ChartCard>
  );
}
