import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStore } from '../../../lib/seller-store';
import { useSalesSummary } from '../api/use-reports';
import { ChartCard } from '../components/chart-card';
import { FiguresTable } from '../components/figures-table';
import { StoreReportFrame } from '../components/store-report-frame';
import { useReportFormat } from '../components/use-report-format';
import { YearSelect } from '../components/year-select';

/** summaryorders: the year's paid sales by month as a line, or every year's as bars (spec 2 "Store reports"). */
export function StoreSalesPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const f = useReportFormat();
  const [year, setYear] = useState(new Date().getFullYear());
  const [span, setSpan] = useState<'monthly' | 'yearly'>('monthly');
  const summary = useSalesSummary(storeId, year);
  const months = summary.data?.months ?? [];
  const years = summary.data?.years ?? [];
  const salesLabel = t('reportUi:columns.sales');
  const sum = (rows: { sales: number; orderCount: number }[], k: 'sales' | 'orderCount') => rows.reduce((n, r) => n + r[k], 0);

  const spanSwitch = (
    <SegmentedControl
      value={span}
      onChange={(v) => setSpan(v as 'monthly' | 'yearly')}
      data={[
        { value: 'monthly', label: t('reportUi:store.sales.monthly') },
        { value: 'yearly', label: t('reportUi:store.sales.yearly') },
      ]}
      data-testid="sales-span"
    />
  );

  return (
    <StoreReportFrame current="summaryorders">
      <Stack gap="md">
        {span === 'monthly' ? (
          <ChartCard
            key="monthly"
            title={t('reportUi:store.sales.title')}
            description={t('reportUi:store.sales.description')}
            controls={
              <>
                {spanSwitch}
                <YearSelect value={year} onChange={(y) => y && setYear(y)} />
              </>
            }
            isPending={summary.isPending}
            error={summary.error}
            isEmpty={months.every((m) => m.orderCount === 0)}
            emptyText={t('reportUi:store.sales.empty')}
            testId="sales-monthly"
          >
            {(view) =>
              view === 'chart' ? (
                <LineChart
                  h={320}
                  data={months.map((m) => ({ month: f.month(m.month), [salesLabel]: f.toBaht(m.sales) }))}
                  dataKey="month"
                  series={[{ name: salesLabel, color: 'postRed.6' }]}
                  valueFormatter={(v) => f.baht(v * 100)}
                  curveType="monotone"
                  withLegend
                />
              ) : (
                <FiguresTable
                  rows={months}
                  rowKey={(m) => String(m.month)}
                  totals
                  testId="sales-monthly-figures"
                  columns={[
                    { key: 'month', header: t('reportUi:columns.month'), cell: (m) => f.month(m.month), total: t('reportUi:total') },
                    {
                      key: 'orders',
                      header: t('reportUi:columns.orders'),
                      numeric: true,
                      cell: (m) => f.num(m.orderCount),
                      total: f.num(sum(months, 'orderCount')),
                    },
                    { key: 'sales', header: salesLabel, numeric: true, cell: (m) => f.baht(m.sales), total: f.baht(sum(months, 'sales')) },
                  ]}
                />
              )
            }
          </ChartCard>
        ) : (
          <ChartCard
            key="yearly"
            title={t('reportUi:store.sales.yearlyTitle')}
            description={t('reportUi:store.sales.description')}
            controls={spanSwitch}
            isPending={summary.isPending}
            error={summary.error}
            isEmpty={years.length === 0}
            emptyText={t('reportUi:store.sales.emptyYears')}
            testId="sales-yearly"
          >
            {(view) =>
              view === 'chart' ? (
                <BarChart
                  h={320}
                  data={years.map((y) => ({ year: String(y.year), [salesLabel]: f.toBaht(y.sales) }))}
                  dataKey="year"
                  series={[{ name: salesLabel, color: 'postBlue.6' }]}
                  valueFormatter={(v) => f.baht(v * 100)}
                  withLegend
                />
              ) : (
                <FiguresTable
                  rows={years}
                  rowKey={(y) => String(y.year)}
                  totals
                  testId="sales-yearly-figures"
                  columns={[
                    { key: 'year', header: t('reportUi:columns.yearCol'), cell: (y) => y.year, total: t('reportUi:total') },
                    {
                      key: 'orders',
                      header: t('reportUi:columns.orders'),
                      numeric: true,
                      cell: (y) => f.num(y.orderCount),
                      total: f.num(sum(years, 'orderCount')),
                    },
                    { key: 'sales', header: salesLabel, numeric: true, cell: (y) => f.baht(y.sales), total: f.baht(sum(years, 'sales')) },
                  ]}
                />
              )
            }
          </ChartCard>
        )}
      </Stack>
    </StoreReportFrame>
  );
}
