import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllDeliveries } from '../api/use-reports';
import { AdminReportFrame } from '../components/admin-report-frame';
import { ChartCard } from '../components/chart-card';
import { DeliveryFigures } from '../components/delivery-figures';
import { OutletPicker } from '../components/outlet-picker';
import { YearSelect } from '../components/year-select';

/** /thpreport: parcels of a year per service as a pie, for every post office or one (spec 2 "Admin user screens"). */
export function ThpReportPage() {
  const { t } = useTranslation();
  const [year, setYear] = useState(new Date().getFullYear());
  const [outletId, setOutletId] = useState<string | undefined>(undefined);
  const deliveries = useAllDeliveries({ year, outletId });
  return (
    <AdminReportFrame title={t('reportUi:admin.thp.title')} description={t('reportUi:admin.thp.description')}>
      <Group align="flex-end">
        <OutletPicker value={outletId} onChange={setOutletId} />
      </Group>
      <ChartCard
        title={t('reportUi:admin.thp.title')}
        controls={<YearSelect value={year} onChange={(y) => y && setYear(y)} />}
        isPending={deliveries.isPending}
        error={deliveries.error}
        isEmpty={(deliveries.data ?? []).length === 0}
        emptyText={t('reportUi:admin.thp.empty')}
        testId="all-deliveries"
      >
        {(view) => <DeliveryFigures rows={deliveries.data ?? []} view={view} testId="all-deliveries" />}
      </ChartCard>
    </AdminReportFrame>
  );
}
