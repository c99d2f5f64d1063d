import { Button, SegmentedControl } from '@mantine/core';
import { PACKING_PAGE_SIZE, packingListQuerySchema } from '@songdee/shared/packing/packing.schema';
import { canDeletePacking } from '@songdee/shared/packing/packing-rules';
import type { PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { PlusIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, deleteTexts, RowActions } from '../../../components/row-actions';
import { SearchInput } from '../../../components/search-input';
import { useSellerStore } from '../../../lib/seller-store';
import { stepBackIfEmptied, useListParams } from '../../../lib/use-list-params';
import type { PackingListRow } from '../api/packing-api';
import { useDeletePackingList, usePackingLists } from '../api/use-packing';
import { packingScreenFor } from '../packing-screens';
import { PackingListTable } from './packing-list-table';

type Tab = 'pending' | 'history';

/**
 * Packing pending and history (spec 1 "Packing screens"): a switch between the two, one search for the packing
 * code or an order code, 10 a page (page and search live in the address). Pending continues a list on the
 * screen of its status and deletes it (asked first) until its first label; history opens the details.
 */
export function PackingListScreen({ tab }: { tab: Tab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { storeId, storeUri } = useSellerStore();
  // The tab is the route (pending or history); page and search live in the address.
  const list = useListParams(packingListQuerySchema.omit({ tab: true }), { names: { searchString: 'q' }, sizes: [PACKING_PAGE_SIZE] });
  const lists = usePackingLists(storeId, { ...list.params, tab });
  const remove = useDeletePackingList(storeId);

  const actions = (row: PackingListRow) => (
    <RowActions
      gap={6}
      subject={row.packingCode}
      actions={
        tab === 'history'
          ? [
              {
                label: t('pickingUi:lists.details'),
                icon: null,
                button: { variant: 'default' },
                to: paths.packingView(row.id),
                testId: 'packing-details',
              },
            ]
          : [
              {
                label: t('pickingUi:lists.continue'),
                icon: null,
                button: { variant: 'filled' },
                to: packingScreenFor(row.status.referenceKey as PackingListStatusKey, row.id, paths.storePackingPending(storeUri)),
                testId: 'packing-continue',
              },
              deleteAction({
                mutation: remove,
                variables: row.id,
                button: true,
                ...deleteTexts('pickingUi:lists', { code: row.packingCode }),
                onDeleted: () => stepBackIfEmptied(list, lists.data?.contents.length ?? 0),
                hidden: !canDeletePacking(row.status.referenceKey),
                testId: 'packing-delete',
              }),
            ]
      }
    />
  );

  return (
    <ListPage
      texts="pickingUi:lists"
      actions={
        <>
          <Button variant="default" component={Link} to={paths.storePicking(storeUri)} data-testid="packing-to-picking">
            {t('pickingUi:lists.picking')}
          </Button>
          <Button leftSection={<PlusIcon size={16} />} component={Link} to={paths.packingSelectOrders} data-testid="packing-new">
            {t('pickingUi:lists.new')}
          </Button>
        </>
      }
      query={lists}
      error={lists.isError ? lists.error : null}
      paging={list}
      toolbar={
        <>
          <SegmentedControl
            value={tab}
            onChange={(value) => navigate(value === 'history' ? paths.storePackingHistory(storeUri) : paths.storePackingPending(storeUri))}
            data={[
              { value: 'pending', label: t('pickingUi:lists.pending') },
              { value: 'history', label: t('pickingUi:lists.history') },
            ]}
            data-testid="packing-tabs"
          />
          {/* After the tabs, unlike the other lists' search box. */}
          <SearchInput
            value={list.searchString}
            placeholder={t('pickingUi:lists.search')}
            onSearch={list.setSearch}
            testId="packing-search"
          />
        </>
      }
      empty={{ text: t(list.searchString ? 'pickingUi:lists.emptySearch' : `pickingUi:lists.empty.${tab}`) }}
    >
      {(rows) => <PackingListTable rows={rows} actions={actions} />}
    </ListPage>
  );
}
