import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSellerStore } from '../../../lib/seller-store';
import { useStockRemain, useStoreDeliveries } from '../api/use-reports';
import { ChartCard } from '../components/chart-card';
import { DeliveryChartCard } from '../components/delivery-figures';
import { FiguresTable } from '../components/figures-table';
import { StoreReportFrame } from '../components/store-report-frame';
import { useReportFormat } from '../components/use-report-format';
import { useReportYear } from '../components/year-select';

/**
 * countdelivery: the store's parcels of a year per delivery type, as a pie (spec 2 "Store reports"), and the
 * ready-to-send boxes the store has left per size (StockRemainPromptPost).
 */
export function StoreDeliveryPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const f = useReportFormat();
  const { year, picker } = useReportYear();
  const deliveries = useStoreDeliveries(storeId, year);
  const stock = useStockRemain(storeId);
  const stockRows = stock.data ?? [];
  const limit = t('reportUi:columns.limit');
  const remain = t('reportUi:columns.remain');
  return (
    <StoreReportFrame current="countdelivery">
      <Stack gap="md">
        <DeliveryChartCard
          title={t('reportUi:store.delivery.title')}
          description={t('reportUi:store.delivery.description')}
          controls={picker}
          query={deliveries}
          emptyText={t('reportUi:store.delivery.empty')}
          testId="store-deliveries"
        />
        <ChartCard
          title={t('reportUi:store.delivery.stockTitle')}
          query={stock}
          isEmpty={stockRows.every((s) => s.limitBarcode === 0)}
          emptyText={t('reportUi:store.delivery.stockEmpty')}
          testId="stock-remain"
        >
          {(view) =>
            view === 'chart' ? (
              <BarChart
                h={240}
                data={stockRows.map((s) => ({ size: s.deliveryTypeSizeName, [limit]: s.limitBarcode, [remain]: s.remainBarcode }))}
                dataKey="size"
                series={[
                  { name: limit, color: 'postBlue.3' },
                  { name: remain, color: 'postRed.6' },
                ]}
                valueFormatter={f.num}
                withLegend
              />
            ) : (
              <FiguresTable
                rows={stockRows}
                rowKey={(s) => String(s.boxSizeId)}
                columns={[
                  { key: 'size', header: t('reportUi:columns.boxSize'), cell: (s) => s.deliveryTypeSizeName },
                  { key: 'limit', header: limit, show: f.num, value: (s) => s.limitBarcode },
                  { key: 'remain', header: remain, show: f.num, value: (s) => s.remainBarcode },
                ]}
              />
            )
          }
        </ChartCard>
      </Stack>
    </StoreReportFrame>
  );
}
