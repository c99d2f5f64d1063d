import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStore } from '../../../lib/seller-store';
import { useSalesSummary } from '../api/use-reports';
import { ChartCard } from '../components/chart-card';
import { FiguresTable } from '../components/figures-table';
import { StoreReportFrame } from '../components/store-report-frame';
import { useReportFormat } from '../components/use-report-format';
import { useReportYear } from '../components/year-select';

type Span = 'monthly' | 'yearly';
/** A month's or a year's paid sales, labelled for the reader (month name, year in the reader's era). */
type SalesRow = { key: string; label: string; orderCount: number; sales: number };

/** summaryorders: the year's paid sales by month as a line, or every year's as bars (spec 2 "Store reports"). */
export function StoreSalesPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const f = useReportFormat();
  const { year, picker } = useReportYear();
  const [span, setSpan] = useState<Span>('monthly');
  const summary = useSalesSummary(storeId, year);
  const monthly = span === 'monthly';
  const rows: SalesRow[] = monthly
    ? (summary.data?.months ?? []).map((m) => ({ ...m, key: String(m.month), label: f.month(m.month) }))
    : (summary.data?.years ?? []).map((y) => ({ ...y, key: String(y.year), label: f.year(y.year) }));
  const salesLabel = t('reportUi:columns.sales');
  const chart = {
    h: 320,
    data: rows.map((r) => ({ label: r.label, [salesLabel]: f.toBaht(r.sales) })),
    dataKey: 'label',
    valueFormatter: (v: number) => f.baht(v * 100),
    withLegend: true,
  };

  const spanSwitch = (
    <SegmentedControl
      value={span}
      onChange={(v) => setSpan(v as Span)}
      data={[
        { value: 'monthly', label: t('reportUi:store.sales.monthly') },
        { value: 'yearly', label: t('reportUi:store.sales.yearly') },
      ]}
      data-testid="sales-span"
    />
  );

  return (
    <StoreReportFrame current="summaryorders">
      <ChartCard
        key={span}
        title={t(monthly ? 'reportUi:store.sales.title' : 'reportUi:store.sales.yearlyTitle')}
        description={t('reportUi:store.sales.description')}
        controls={
          <>
            {spanSwitch}
            {monthly ? picker : null}
          </>
        }
        query={summary}
        isEmpty={rows.every((r) => r.orderCount === 0)}
        emptyText={t(monthly ? 'reportUi:store.sales.empty' : 'reportUi:store.sales.emptyYears')}
        testId={`sales-${span}`}
      >
        {(view) =>
          view === 'table' ? (
            <FiguresTable
              rows={rows}
              rowKey={(r) => r.key}
              totals
              testId={`sales-${span}-figures`}
              columns={[
                {
                  key: 'label',
                  header: t(monthly ? 'reportUi:columns.month' : 'reportUi:columns.yearCol'),
                  cell: (r) => r.label,
                  total: t('reportUi:total'),
                },
                { key: 'orders', header: t('reportUi:columns.orders'), show: f.num, value: (r) => r.orderCount, total: 'sum' },
                { key: 'sales', header: salesLabel, show: f.baht, value: (r) => r.sales, total: 'sum' },
              ]}
            />
          ) : monthly ? (
            <LineChart {...chart} series={[{ name: salesLabel, color: 'postRed.6' }]} curveType="monotone" />
          ) : (
            <BarChart {...chart} series={[{ name: salesLabel, color: 'postBlue.6' }]} />
          )
        }
      </ChartCard>
    </StoreReportFrame>
  );
}
