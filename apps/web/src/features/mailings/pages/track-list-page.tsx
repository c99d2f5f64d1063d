import { Group, Select, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { MAILING_STATUS_KEYS, type MailingStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { SearchInput } from '../../../components/search-input';
import { useShippingStore } from '../../../lib/shipping-store';
import { labelUrls } from '../api/mailings-api';
import { useMailings } from '../api/use-mailings';
import { useLabelPrint } from '../components/label-print-dialog';
import { DeleteMailingButton, PrintMailingButton } from '../components/mailing-actions';
import { useMailingListParams } from '../components/mailing-list-params';
import { EmptyList, ListLoading, MailingPage } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';

/**
 * Track list (spec 1 section 2): search by barcode, filter by status, 10 a page; print a label (label-size
 * dialog, then the print-done alert) and delete while the rule allows it.
 */
export function TrackListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useMailingListParams(DEFAULT_PAGE_SIZE);
  const mailings = useMailings(storeId, { page: list.page, size: list.size, searchString: list.searchString, status: list.status });
  const labels = useLabelPrint();
  const rows = mailings.data?.contents ?? [];

  return (
    <MailingPage title={t('mailingUi:track.title')} description={t('mailingUi:track.description')}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <SearchInput value={list.searchString} placeholder={t('mailingUi:track.search')} onSearch={list.setSearch} />
          <Select
            aria-label={t('mailingUi:track.statusFilter')}
            placeholder={t('mailingUi:track.allStatuses')}
            w={{ base: '100%', xs: 260 }}
            size="sm"
            clearable
            value={list.status ?? null}
            onChange={(v) => list.setStatus((v as MailingStatusKey | null) ?? null)}
            data={MAILING_STATUS_KEYS.map((k) => ({ value: k, label: t(`reference:statuses.mailing.${k}`) }))}
            comboboxProps={{ withinPortal: true }}
            data-testid="status-filter"
          />
        </Group>
        {mailings.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t(list.searchString || list.status ? 'mailingUi:list.emptySearch' : 'mailingUi:list.empty')} />
        ) : (
          <MailingTable
            mailings={rows}
            offset={(list.page - 1) * list.size}
            columns={['barcode', 'recipient', 'weight', 'cost', 'service', 'track']}
            actions={(m) => (
              <>
                <PrintMailingButton
                  mailing={m}
                  onPrint={() => labels.open({ count: 1, urlFor: (option) => labelUrls.byBarcodes(storeId, [m.barcode], option) })}
                />
                <DeleteMailingButton storeId={storeId} mailing={m} />
              </>
            )}
            testId="track-table"
          />
        )}
        {mailings.data ? (
          <DataPagination page={list.page} size={list.size} totalCount={mailings.data.paging.totalCount} onPageChange={list.setPage} />
        ) : null}
      </Stack>
      {labels.dialog}
    </MailingPage>
  );
}
