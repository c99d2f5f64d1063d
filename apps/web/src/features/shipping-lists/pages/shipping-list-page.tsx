import { Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { SHIPPING_LIST_PAGE_SIZE, type ShippingListSummary } from '@songdee/shared/shipping-list/shipping-list.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { ListIcon, PlusIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { SearchInput } from '../../../components/search-input';
import { formatDate } from '../../../lib/format';
import { useShippingStore } from '../../../lib/shipping-store';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useShippingLists } from '../api/use-shipping-lists';
import { ListBadges } from '../components/shipping-list-badges';
import { ShippingListRowActions } from '../components/shipping-list-row-actions';
import { useListParams } from '../components/use-list-params';
import { useShippingFormat } from '../components/use-shipping-format';
import { useShippingListActions } from '../components/use-shipping-list-actions';

/**
 * /stores/shippinglists (lists not yet handed over: `onlyNotDelivery`) and /stores/shippinglists/history
 * (handed over: `onlyDuringDelivery`), spec 2 "Shipping lists": code, date, totals, status, payment and
 * pick-up, with the actions the server allows. Tables above 500 px, cards below. 10 a page.
 */
export function ShippingListPage({ history = false }: { history?: boolean }) {
  const { t } = useTranslation();
  const { storeId } = useShippingStore();
  const isWide = useWideScreen();
  const { baht, grams } = useShippingFormat();
  const list = useListParams();
  const query = useShippingLists(storeId, {
    page: list.page,
    size: SHIPPING_LIST_PAGE_SIZE,
    searchString: list.searchString,
    ...(history ? { onlyDuringDelivery: true } : { onlyNotDelivery: true }),
  });
  const actions = useShippingListActions(storeId);
  const rows = query.data?.contents ?? [];
  const totalCount = query.data?.paging.totalCount ?? 0;
  const section = history ? 'history' : 'list';
  const title = t(`shippingListUi:${section}.title`);

  const headerActions = history ? (
    <Button component={Link} to={paths.shippingLists} variant="default" leftSection={<ListIcon size={16} />} data-testid="to-pending">
      {t('shippingListUi:history.toList')}
    </Button>
  ) : (
    <>
      <Button
        component={Link}
        to={paths.shippingListHistory}
        variant="default"
        leftSection={<ListIcon size={16} />}
        data-testid="to-history"
      >
        {t('shippingListUi:list.toHistory')}
      </Button>
      <Button component={Link} to={paths.shippingListManage()} leftSection={<PlusIcon size={16} />} data-testid="create-shipping-list">
        {t('shippingListUi:list.create')}
      </Button>
    </>
  );

  const badges = (row: ShippingListSummary) => <ListBadges list={row} />;

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={title}
          description={t(`shippingListUi:${section}.subtitle`)}
          crumbs={history ? [{ label: t('shippingListUi:list.title'), to: paths.shippingLists }, { label: title }] : [{ label: title }]}
          actions={headerActions}
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group>
              <SearchInput value={list.searchString} placeholder={t('shippingListUi:list.search')} onSearch={list.setSearch} />
            </Group>
            {query.isPending ? (
              <ListSkeleton />
            ) : rows.length === 0 ? (
              <EmptyState text={list.searchString ? t('shippingListUi:list.emptySearch') : t(`shippingListUi:${section}.empty`)} />
            ) : isWide ? (
              <Table.ScrollContainer minWidth={860}>
                <Table verticalSpacing="sm" highlightOnHover striped data-testid="shipping-list-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('shippingListUi:columns.code')}</Table.Th>
                      <Table.Th>{t('shippingListUi:columns.date')}</Table.Th>
                      <Table.Th ta="right">{t('shippingListUi:columns.orders')}</Table.Th>
                      <Table.Th ta="right">{t('shippingListUi:columns.products')}</Table.Th>
                      <Table.Th ta="right">{t('shippingListUi:columns.weight')}</Table.Th>
                      <Table.Th ta="right">{t('shippingListUi:columns.price')}</Table.Th>
                      <Table.Th>{t('shippingListUi:columns.status')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Table.Tr key={row.id} data-testid="shipping-list-row" data-code={row.code}>
                        <Table.Td fw={600} data-testid="shipping-list-code">
                          {row.code}
                        </Table.Td>
                        <Table.Td>{formatDate(row.createdDate)}</Table.Td>
                        <Table.Td ta="right">{row.orderQtyTotal}</Table.Td>
                        <Table.Td ta="right">{row.productQtyTotal}</Table.Td>
                        <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                          {grams(row.weightTotal)}
                        </Table.Td>
                        <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }} data-testid="shipping-list-price">
                          {baht(row.priceTotal)}
                        </Table.Td>
                        <Table.Td>{badges(row)}</Table.Td>
                        <Table.Td>
                          <ShippingListRowActions list={row} actions={actions} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ) : (
              <Stack gap="sm" data-testid="shipping-list-cards">
                {rows.map((row) => (
                  <Paper key={row.id} withBorder radius="md" p="sm" data-testid="shipping-list-row" data-code={row.code}>
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
                    <Group mt={6}>{badges(row)}</Group>
                    <Group justify="space-between" mt={6} wrap="nowrap">
                      <Text fw={700} data-testid="shipping-list-price">
                        {baht(row.priceTotal)}
                      </Text>
                      <ShippingListRowActions list={row} actions={actions} />
                    </Group>
                  </Paper>
                ))}
              </Stack>
            )}
            {totalCount > 0 ? (
              <DataPagination page={list.page} size={SHIPPING_LIST_PAGE_SIZE} totalCount={totalCount} onPageChange={list.setPage} />
            ) : null}
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

export function ShippingListHistoryPage() {
  return <ShippingListPage history />;
}
