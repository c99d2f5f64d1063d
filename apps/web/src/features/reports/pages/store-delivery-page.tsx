import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSellerStore } from '../../../lib/seller-store';
import { useStoreDeliveries } from '../api/use-reports';
import { ChartCard } from '../components/chart-card';
import { DeliveryFigures } from '../components/delivery-figures';
import { StoreReportFrame } from '../components/store-report-frame';
import { YearSelect } from '../components/year-select';

/** countdelivery: the store's parcels of a year per delivery type, as a pie (spec 2 "Store reports"). */
export function StoreDeliveryPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const [year, setYear] = useState(new Date().getFullYear());
  const deliveries = useStoreDeliveries(storeId, year);
  return (
    <StoreReportFrame current="countdelivery">
      <ChartCard
        title={t('reportUi:store.delivery.title')}
        description={t('reportUi:store.delivery.description')}
        controls={<YearSelect value={year} onChange={(y) => y && setYear(y)} />}
        isPending={deliveries.isPending}
        error={deliveries.error}
        isEmpty={(deliveries.data ?? []).length === 0}
        emptyText={t('reportUi:store.delivery.empty')}
        testId="store-deliveries"
      >
        {(view) => <DeliveryFigures rows={deliveries.data ?? []} view={view} testId="store-deliveries" />}
      </ChartCard>
    </StoreReportFrame>
  );
}
