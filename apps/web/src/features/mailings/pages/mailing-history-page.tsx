import { mailingHistoryQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/list-page';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { useMailingHistory } from '../api/use-mailings';
import { emptyMailings, MAILING_LIST_PARAMS } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';

/** Mailing history (spec 1 section 2): every mailing, search by barcode, 10 a page. */
export function MailingHistoryPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(mailingHistoryQuerySchema, MAILING_LIST_PARAMS);
  const history = useMailingHistory(storeId, list.params);
  return (
    <ListPage
      title={t('mailingUi:history.title')}
      description={t('mailingUi:history.description')}
      query={history}
      paging={list}
      search={{ value: list.searchString, placeholder: t('mailingUi:history.search'), onSearch: list.setSearch }}
      empty={emptyMailings(t(list.searchString ? 'mailingUi:list.emptySearch' : 'mailingUi:list.empty'))}
    >
      {(rows) => (
        <MailingTable
          mailings={rows}
          offset={list.offset}
          columns={['orderName', 'recipient', 'weight', 'cost', 'service', 'barcode']}
          testId="history-table"
        />
      )}
    </ListPage>
  );
}
