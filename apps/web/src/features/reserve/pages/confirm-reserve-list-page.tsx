import { RESERVE_PAGE_SIZE, type ReserveSummary, reserveListQuerySchema } from '@songdee/shared/reserve/reserve.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { CheckIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { RowActions, viewAction } from '../../../components/row-actions';
import { useListParams } from '../../../lib/use-list-params';
import { usePostOfficeReserves } from '../api/use-reserves';
import { useReserveRows } from '../components/reserve-rows';
import { ReserveStatusFilter } from '../components/reserve-status-filter';

/**
 * /confirmreservelist (spec 2 "Post-office admin area"; any admin without a store): the reservations of the admin's
 * outlet, every outlet's for the central admin 000000, with the store's name; searched, filtered by status, 10 a
 * page. Each opens /confirmreserve/{reserveid}, where a paid one is confirmed.
 */
export function ConfirmReserveListPage() {
  const { t } = useTranslation();
  const list = useListParams(reserveListQuerySchema, {
    names: { searchString: 'q', filterReserveStatusId: 'status' },
    sizes: [RESERVE_PAGE_SIZE],
  });
  const reserves = usePostOfficeReserves({ ...list.params, size: RESERVE_PAGE_SIZE });
  const actions = (row: ReserveSummary) => (
    <RowActions
      subject={row.code}
      actions={[
        {
          label: t('reserveUi:postOffice.confirm'),
          icon: <CheckIcon size={14} />,
          button: { color: 'green' },
          to: paths.confirmReserve(row.id),
          hidden: !row.actions.canConfirm,
          testId: 'to-confirm-reserve',
        },
        viewAction(t('reserveUi:postOffice.open'), { to: paths.confirmReserve(row.id), testId: 'open-reserve' }),
      ]}
    />
  );
  const rows = useReserveRows({ withStore: true, actions });
  const title = t('reserveUi:postOffice.listTitle');
  return (
    <ListPage
      title={title}
      description={t('reserveUi:postOffice.listDescription')}
      texts="reserveUi:postOffice"
      query={reserves}
      paging={list}
      search={{ testId: 'list-search' }}
      filters={<ReserveStatusFilter value={list.filterReserveStatusId} onChange={(id) => list.set({ filterReserveStatusId: id })} />}
      rows={rows}
    />
  );
}
