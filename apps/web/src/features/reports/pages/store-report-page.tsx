import { Stack, Text } from '@mantine/core';
import { type StoreReportRow, storeReportListSchema } from '@songdee/shared/report/report.schema';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useStoreReport } from '../api/use-reports';
import { ListReportPage } from '../components/list-report-page';
import { ProvinceSelect } from '../components/report-filters';

/** /storereport: the stores (spec 2 section 3: DisplayName, Phone), by name or uri and province, with an Excel export. */
export function StoreReportPage() {
  const { t } = useTranslation();
  const list = useListParams(storeReportListSchema, { names: { searchString: 'q' } });
  const stores = useStoreReport({ ...list.params });
  return (
    <ListReportPage<StoreReportRow>
      report="store"
      list={list}
      query={stores}
      search={{ testId: 'list-search' }}
      filters={
        <ProvinceSelect label={t('reportUi:admin.store.province')} value={list.provId} onChange={(provId) => list.set({ provId })} />
      }
      rows={{
        minWidth: 760,
        testIds: 'store-report',
        columns: [
          { key: 'name', header: t('reportUi:admin.store.name'), td: { fw: 600 }, cell: (s) => s.displayName },
          { key: 'uri', header: 'uri', cell: (s) => s.uri },
          { key: 'phone', header: t('reportUi:admin.store.phone'), cell: (s) => s.phone || '-' },
          { key: 'province', header: t('reportUi:admin.store.province'), cell: (s) => s.province || '-' },
          {
            key: 'type',
            header: t('reportUi:admin.store.type'),
            cell: (s) => t(`report:stores.types.${s.type === 'Draft' ? 'Draft' : 'Publish'}`),
          },
          { key: 'opened', header: t('reportUi:admin.store.opened'), cell: (s) => formatDate(s.createdDate) },
        ],
        card: (s) => (
          <Stack gap={2}>
            <Text fw={600}>{s.displayName}</Text>
            <Text fz="sm" c="dimmed">
              {s.phone || '-'} · {s.province || '-'} · {formatDate(s.createdDate)}
            </Text>
          </Stack>
        ),
      }}
    />
  );
}
