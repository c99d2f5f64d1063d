import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { PageFrame } from '../../../components/layout/page-frame';
import { useSellerStore } from '../../../lib/seller-store';

/** The store reports (spec 2 "Store reports under /stores/{uri}/reports/"), in the order the spec lists them. */
const STORE_REPORTS = ['summaryorders', 'productbestseller', 'countdelivery', 'ordersummary', 'productsummary', 'deliverysummary'] as const;
export type StoreReport = (typeof STORE_REPORTS)[number];
export const isStoreReport = (value: string | undefined): value is StoreReport => STORE_REPORTS.includes(value as StoreReport);

/** Every store report's page: the title, a tab per report (each its own address), then the report. */
export function StoreReportFrame({ current, children }: { current: StoreReport; children: ReactNode }) {
  const { t } = useTranslation();
  const { storeUri } = useSellerStore();
  const navigate = useNavigate();
  const title = t(`reportUi:store.tabs.${current}`);
  return (
    <PageFrame title={t('reportUi:store.title')} crumbs={[{ label: t('reportUi:store.title') }, { label: title }]} size="lg">
      <Tabs value={current} onChange={(v) => v && navigate(paths.storeReportPage(storeUri, v))} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {STORE_REPORTS.map((report) => (
            <Tabs.Tab key={report} value={report} data-testid={`report-tab-${report}`}>
              {t(`reportUi:store.tabs.${report}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {children}
    </PageFrame>
  );
}
