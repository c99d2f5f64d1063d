import { Group, Text } from '@mantine/core';
import {
  SHIPPING_LIST_PAGE_SIZE,
  type ShippingListSummary,
  shippingListListQuerySchema,
} from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../app/navigation/paths';
import { ListIcon, PlusIcon } from '../../../components/icons';
import { LinkButton } from '../../../components/link-button';
import { ListPage } from '../../../components/lists/list-page';
import { formatDate } from '../../../lib/format';
import { useShippingStore } from '../../../lib/shipping-store';
import { useListParams } from '../../../lib/use-list-params';
import { useShippingLists } from '../api/use-shipping-lists';
import { ListBadges } from '../components/shipping-list-badges';
import { ShippingListRowActions } from '../components/shipping-list-row-actions';
import { useShippingFormat } from '../components/use-shipping-format';
import { useShippingListActions } from '../components/use-shipping-list-actions';

/** The address of both screens: page and `q`; which lists (handed over or not) is the screen's own, never the address's. */
const shippingListParamsSchema = shippingListListQuerySchema.omit({ onlyNotDelivery: true, onlyDuringDelivery: true });

/**
 * /stores/shippinglists (lists not yet handed over: `onlyNotDelivery`) and /stores/shippinglists/history
 * (handed over: `onlyDuringDelivery`), spec 2 "Shipping lists": code, date, totals, status, payment and
 * pick-up, with the actions the server allows. Tables above 500 px, cards below. 10 a page.
 */
export function ShippingListPage({ history = false }: { history?: boolean }) {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const { baht, grams } = useShippingFormat();
  const list = useListParams(shippingListParamsSchema, { names: { searchString: 'q' }, sizes: [SHIPPING_LIST_PAGE_SIZE] });
  const query = useShippingLists(storeId, { ...list.params, ...(history ? { onlyDuringDelivery: true } : { onlyNotDelivery: true }) });
  const actions = useShippingListActions(storeId);
  const section = history ? 'history' : 'list';
  const title = t(`shippingListUi:${section}.title`);

  const headerActions = history ? (
    <LinkButton to={paths.shippingLists} variant="default" icon={<ListIcon size={16} />} testId="to-pending">
      {t('shippingListUi:history.toList')}
    </LinkButton>
  ) : (
    <>
      <LinkButton to={paths.shippingListHistory} variant="default" icon={<ListIcon size={16} />} testId="to-history">
        {t('shippingListUi:list.toHistory')}
      </LinkButton>
      <LinkButton to={paths.shippingListManage()} icon={<PlusIcon size={16} />} testId="create-shipping-list">
        {t('shippingListUi:list.create')}
      </LinkButton>
    </>
  );

  const rowActions = (row: ShippingListSummary) => <ShippingListRowActions list={row} actions={actions} />;
  const nowrap = { style: { whiteSpace: 'nowrap' } } as const;

  return (
    <ListPage
      title={title}
      description={t(`shippingListUi:${section}.subtitle`)}
      crumbs={history ? [{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }] : undefined}
      actions={headerActions}
      query={query}
      paging={list}
      search={{ placeholder: t('shippingListUi:list.search') }}
      empty={{ text: list.searchString ? t('shippingListUi:list.emptySearch') : t(`shippingListUi:${section}.empty`) }}
      rows={{
        minWidth: 860,
        striped: true,
        testIds: 'shipping-list',
        rowProps: (row) => ({ 'data-code': row.code }),
        columns: [
          {
            key: 'code',
            header: t('shippingListUi:columns.code'),
            td: { fw: 600, 'data-testid': 'shipping-list-code' },
            cell: (row) => row.code,
          },
          { key: 'date', header: t('shippingListUi:columns.date'), cell: (row) => formatDate(row.createdDate) },
          { key: 'orders', header: t('shippingListUi:columns.orders'), ta: 'right', cell: (row) => row.orderQtyTotal },
          { key: 'products', header: t('shippingListUi:columns.products'), ta: 'right', cell: (row) => row.productQtyTotal },
          { key: 'weight', header: t('shippingListUi:columns.weight'), ta: 'right', td: nowrap, cell: (row) => grams(row.weightTotal) },
          {
            key: 'price',
            header: t('shippingListUi:columns.price'),
            ta: 'right',
            td: { fw: 600, ...nowrap, 'data-testid': 'shipping-list-price' },
            cell: (row) => baht(row.priceTotal),
          },
          { key: 'status', header: t('shippingListUi:columns.status'), cell: (row) => <ListBadges list={row} /> },
          { key: 'actions', cell: rowActions },
        ],
        card: (row) => (
          <>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} data-testid="shipping-list-code">
                {row.code}
              </Text>
              <Text fz="sm" c="dimmed">
                {formatDate(row.createdDate)}
              </Text>
            </Group>
            <Text fz="sm" c="dimmed">
              {t('shippingListUi:totals.orderCount', { count: row.orderQtyTotal })} ·{' '}
              {t('shippingListUi:totals.productCount', { count: row.productQtyTotal })} · {grams(row.weightTotal)}
            </Text>
            <Group mt={6}>
              <ListBadges list={row} />
            </Group>
            <Group justify="space-between" mt={6} wrap="nowrap">
              <Text fw={700} data-testid="shipping-list-price">
                {baht(row.priceTotal)}
              </Text>
              {rowActions(row)}
            </Group>
          </>
        ),
      }}
    />
  );
}

export function ShippingListHistoryPage() {
  return <ShippingListPage history />;
}
