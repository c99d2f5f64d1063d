import { Group, Stack } from '@mantine/core';
import { DEFAULT_PAGE_SIZE } from '@songdee/shared/constants/app.constants';
import { useTranslation } from 'react-i18next';
import { DataPagination } from '../../../components/data-pagination';
import { SearchInput } from '../../../components/search-input';
import { useShippingStore } from '../../../lib/shipping-store';
import { useMailingHistory } from '../api/use-mailings';
import { useMailingListParams } from '../components/mailing-list-params';
import { EmptyList, ListLoading, MailingPage } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';

/** Mailing history (spec 1 section 2): every mailing, search by barcode, 10 a page. */
export function MailingHistoryPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useMailingListParams(DEFAULT_PAGE_SIZE);
  const history = useMailingHistory(storeId, { page: list.page, size: list.size, searchString: list.searchString });
  const rows = history.data?.contents ?? [];
  return (
    <MailingPage title={t('mailingUi:history.title')} description={t('mailingUi:history.description')}>
      <Stack gap="md">
        <Group>
          <SearchInput value={list.searchString} placeholder={t('mailingUi:history.search')} onSearch={list.setSearch} />
        </Group>
        {history.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <EmptyList text={t(list.searchString ? 'mailingUi:list.emptySearch' : 'mailingUi:list.empty')} />
        ) : (
          <MailingTable
            mailings={rows}
            offset={(list.page - 1) * list.size}
            columns={['orderName', 'recipient', 'weight', 'cost', 'service', 'barcode']}
            testId="history-table"
          />
        )}
        {history.data ? (
          <DataPagination page={list.page} size={list.size} totalCount={history.data.paging.totalCount} onPageChange={list.setPage} />
        ) : null}
      </Stack>
    </MailingPage>
  );
}
