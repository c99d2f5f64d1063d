import '@mantine/charts/styles.css';
import { PieChart } from '@mantine/charts';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeliveryCount } from '../api/reports-api';
import type { ReportView } from './chart-card';
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
export function DeliveryFigures({ rows, view, testId }: { rows: DeliveryCount[]; view: ReportView; testId: string }) {
  const { t } = useTranslation();
  const f = useReportFormat();
  const total = (k: 'count' | 'weight' | 'cost') => rows.reduce((n, r) => n + r[k], 0);
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
            { key: 'count', header: t('reportUi:columns.parcels'), numeric: true, cell: (r) => f.num(r.count) },
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
        { key: 'count', header: t('reportUi:columns.parcels'), numeric: true, cell: (r) => f.num(r.count), total: f.num(total('count')) },
        { key: 'weight', header: t('reportUi:columns.weight'), numeric: true, cell: (r) => f.num(r.weight), total: f.num(total('weight')) },
        { key: 'cost', header: t('reportUi:columns.cost'), numeric: true, cell: (r) => f.baht(r.cost), total: f.baht(total('cost')) },
      ]}
    />
  );
}
