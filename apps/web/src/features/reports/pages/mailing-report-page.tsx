import { Badge, Group, Stack, Text } from '@mantine/core';
import { MAILING_STATUS_TONES, type MailingStatusKey, type StatusTone } from '@songdee/shared/reference/status-keys';
import { type MailingReportRow, mailingReportListSchema } from '@songdee/shared/report/report.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useMailingReport } from '../api/use-reports';
import { ListReportPage } from '../components/list-report-page';
import { ProvinceSelect, ServiceSelect } from '../components/report-filters';
import { useReportFormat } from '../components/use-report-format';
import { YearSelect } from '../components/year-select';

const TONE_COLOURS: Record<StatusTone, string> = { info: 'postBlue', warning: 'orange', success: 'teal', danger: 'red' };

/** /mailingreport: parcels filtered by search, year, sender province and service, with an Excel export of the same filters. */
export function MailingReportPage() {
  const { t } = useTranslation();
  const f = useReportFormat();
  const list = useListParams(mailingReportListSchema, { names: { searchString: 'q' } });
  const mailings = useMailingReport({ ...list.params });
  const tone = (key: string) => TONE_COLOURS[MAILING_STATUS_TONES[key as MailingStatusKey]] ?? 'gray';
  return (
    <ListReportPage<MailingReportRow>
      report="mailing"
      list={list}
      query={mailings}
      search={{ testId: 'list-search' }}
      filters={
        <>
          <YearSelect value={list.year} onChange={(year) => list.set({ year })} allowAll />
          <ProvinceSelect label={t('reportUi:admin.mailing.province')} value={list.provId} onChange={(provId) => list.set({ provId })} />
          <ServiceSelect
            label={t('reportUi:admin.mailing.service')}
            value={list.servTypeId}
            onChange={(servTypeId) => list.set({ servTypeId })}
          />
        </>
      }
      rows={{
        minWidth: 1000,
        testIds: 'mailing-report',
        columns: [
          { key: 'date', header: t('reportUi:admin.mailing.date'), cell: (m) => formatDateTime(m.createdDate) },
          { key: 'barcode', header: t('reportUi:admin.mailing.barcode'), td: { fw: 600 }, cell: (m) => m.barcode },
          { key: 'order', header: t('reportUi:admin.mailing.order'), cell: (m) => m.name ?? '-' },
          { key: 'store', header: t('reportUi:admin.mailing.store'), cell: (m) => m.storeName },
          { key: 'service', header: t('reportUi:columns.service'), cell: (m) => m.deliveryOption },
          { key: 'weight', header: t('reportUi:columns.weight'), ta: 'right', cell: (m) => f.num(m.weight) },
          { key: 'cost', header: t('reportUi:columns.cost'), ta: 'right', cell: (m) => f.baht(m.serviceCost) },
          {
            key: 'status',
            header: t('reportUi:admin.mailing.status'),
            cell: (m) => (
              <Badge color={tone(m.deliveryStatus.referenceKey)} variant="light">
                {m.deliveryStatus.name}
              </Badge>
            ),
          },
          { key: 'track', header: t('reportUi:admin.mailing.track'), cell: (m) => m.trackTraceStatus ?? '-' },
          { key: 'outlet', header: t('reportUi:columns.outletCode'), cell: (m) => m.postalCode },
        ],
        card: (m) => (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text fw={600}>{m.barcode}</Text>
              <Badge color={tone(m.deliveryStatus.referenceKey)} variant="light">
                {m.deliveryStatus.name}
              </Badge>
            </Group>
            <Text fz="sm">{m.storeName}</Text>
            <Text fz="sm" c="dimmed">
              {formatDateTime(m.createdDate)} · {m.deliveryOption} · {f.num(m.weight)} g · {f.baht(m.serviceCost)}
            </Text>
          </Stack>
        ),
      }}
    />
  );
}
