import { mailingHistoryQuerySchema } from '@songdee/shared/mailing/mailing.schema';
import { useTranslation } from 'react-i18next';
import { ListPage } from '../../../components/lists/list-page';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { useMailingHistory } from '../api/use-mailings';
import { emptyMailingList, MAILING_LIST_PARAMS } from '../components/mailing-page';
import { MailingTable } from '../components/mailing-table';

/** Mailing history (spec 1 section 2): every mailing, search by barcode, 10 a page. */
export function MailingHistoryPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(mailingHistoryQuerySchema, MAILING_LIST_PARAMS);
  const history = useMailingHistory(storeId, list.params);
  return (
    <ListPage texts="mailingUi:history" query={history} paging={list} search empty={emptyMailingList(t, !!list.searchString)}>
      {(rows) => (
        <MailingTable
          mailings={rows}
          offset={list.offset}
          columns={['orderName', 'recipient', 'weight', 'cost', 'service', 'barcode', 'status']}
          testId="history-table"
        />
      )}
    </ListPage>
  );
}
