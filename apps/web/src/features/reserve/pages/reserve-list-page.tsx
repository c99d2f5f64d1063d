import { Button } from '@mantine/core';
import { RESERVE_PAGE_SIZE, type ReserveSummary, reserveListQuerySchema } from '@songdee/shared/reserve/reserve.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { ParcelIcon, PlusIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { deleteAction, deleteTexts, editAction, RowActions, viewAction } from '../../../components/row-actions';
import { useShippingStore } from '../../../lib/shipping-store';
import { stepBackIfEmptied, useListParams } from '../../../lib/use-list-params';
import { useDeleteReserve, useReserves } from '../api/use-reserves';
import { useReserveRows } from '../components/reserve-rows';
import { ReserveStatusFilter } from '../components/reserve-status-filter';

/**
 * /stores/reserve?status (spec 2 "Reserve delivery"): the store's reservations, 10 a page, filtered by status and
 * searched; each with its details, and edit and delete only when the server's `actions` allow them.
 */
export function ReserveListPage() {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const list = useListParams(reserveListQuerySchema, {
    names: { searchString: 'q', filterReserveStatusId: 'status' },
    sizes: [RESERVE_PAGE_SIZE],
  });
  const reserves = useReserves(storeId, { ...list.params, size: RESERVE_PAGE_SIZE });
  const remove = useDeleteReserve(storeId);
  const shown = reserves.data?.contents.length ?? 0;

  const actions = (row: ReserveSummary) => (
    <RowActions
      subject={row.code}
      actions={[
        viewAction(t('reserveUi:list.view'), { to: paths.reserveView(row.id), testId: 'view-reserve' }),
        editAction({ to: paths.reserveManage(row.id), hidden: !row.actions.canEdit, testId: 'edit-reserve' }),
        deleteAction({
          mutation: remove,
          variables: row.id,
          ...deleteTexts('reserveUi:list', { code: row.code }),
          onDeleted: () => stepBackIfEmptied(list, shown),
          hidden: !row.actions.canDelete,
          testId: 'delete-reserve',
        }),
      ]}
    />
  );
  const rows = useReserveRows({ actions });

  return (
    <ListPage
      texts="reserveUi:list"
      actions={
        <>
          <Button component={Link} to={paths.stockBarcode} variant="default" leftSection={<ParcelIcon size={16} />} data-testid="to-stock">
            {t('reserveUi:list.toStock')}
          </Button>
          <Button component={Link} to={paths.reserveManage()} leftSection={<PlusIcon size={16} />} data-testid="create-reserve">
            {t('reserveUi:list.create')}
          </Button>
        </>
      }
      query={reserves}
      paging={list}
      search={{ testId: 'list-search' }}
      filters={<ReserveStatusFilter value={list.filterReserveStatusId} onChange={(id) => list.set({ filterReserveStatusId: id })} />}
      rows={rows}
    />
  );
}
