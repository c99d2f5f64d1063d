import { Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/layout/page-frame';
import { useAllDeliveries } from '../api/use-reports';
import { DeliveryChartCard } from '../components/delivery-figures';
import { OutletPicker } from '../components/outlet-picker';
import { useReportYear } from '../components/year-select';

/** /thpreport: parcels of a year per service as a pie, for every post office or one (spec 2 "Admin user screens"). */
export function ThpReportPage() {
  const { t } = useTranslation();
  const { year, picker } = useReportYear();
  const [outletId, setOutletId] = useState<string | undefined>(undefined);
  const deliveries = useAllDeliveries({ year, outletId });
  const title = t('reportUi:admin.thp.title');
  return (
    <PageFrame title={title} description={t('reportUi:admin.thp.description')} crumbs={[{ label: title }]}>
      <Group align="flex-end">
        <OutletPicker value={outletId} onChange={setOutletId} />
      </Group>
      <DeliveryChartCard
        title={title}
        controls={picker}
        query={deliveries}
        emptyText={t('reportUi:admin.thp.empty')}
        testId="all-deliveries"
      />
    </PageFrame>
  );
}
