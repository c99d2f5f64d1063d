import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStore } from '../../../lib/seller-store';
import { useBestSellers } from '../api/use-reports';
import { ChartCard } from '../components/chart-card';
import { FiguresTable } from '../components/figures-table';
import { StoreReportFrame } from '../components/store-report-frame';
import { useReportFormat } from '../components/use-report-format';
import { YearSelect } from '../components/year-select';

/** productbestseller: bars of the quantity sold per product (spec 2 "Store reports"), of a year or all years. */
export function StoreBestSellerPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const f = useReportFormat();
  const [year, setYear] = useState<number | undefined>(undefined);
  const products = useBestSellers(storeId, year);
  const rows = products.data ?? [];
  const qtyLabel = t('reportUi:columns.quantity');
  return (
    <StoreReportFrame current="productbestseller">
      <ChartCard
        title={t('reportUi:store.bestSeller.title')}
        description={t('reportUi:store.bestSeller.description')}
        controls={<YearSelect value={year} onChange={setYear} allowAll />}
        query={products}
        isEmpty={rows.length === 0}
        emptyText={t('reportUi:store.bestSeller.empty')}
        testId="best-sellers"
      >
        {(view) =>
          view === 'chart' ? (
            <BarChart
              h={Math.max(220, rows.length * 36)}
              data={rows.map((p) => ({ product: p.name, [qtyLabel]: p.quantity }))}
              dataKey="product"
              orientation="vertical"
              yAxisProps={{ width: 140 }}
              series={[{ name: qtyLabel, color: 'postRed.6' }]}
              valueFormatter={f.num}
              withLegend
            />
          ) : (
            <FiguresTable
              rows={rows}
              rowKey={(p) => `${p.productId ?? ''}${p.name}`}
              testId="best-sellers-figures"
              columns={[
                { key: 'product', header: t('reportUi:columns.product'), cell: (p) => p.name },
                { key: 'qty', header: qtyLabel, show: f.num, value: (p) => p.quantity },
                { key: 'sales', header: t('reportUi:columns.sales'), show: f.baht, value: (p) => p.sales },
              ]}
            />
          )
        }
      </ChartCard>
    </StoreReportFrame>
  );
}
