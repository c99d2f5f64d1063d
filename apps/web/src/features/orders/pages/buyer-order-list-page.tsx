import { Anchor, Button, Container, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { DataPagination } from '../../../components/data-pagination';
import { EmptyState, ListSkeleton } from '../../../components/empty-state';
import { BasketIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { formatBaht, formatDate } from '../../../lib/format';
import { useWideScreen } from '../../../lib/use-wide-screen';
import { useMyOrders } from '../api/use-orders';
import { OrderStatusBadge } from '../components/order-status-badge';
import { SlipUploadForm } from '../components/slip-upload-form';

/**
 * Order history (spec 2 "Account"): 10 a page; order name, quantity, total with the delivery fee, status, shipment
 * barcode; a slip upload and confirm only while the order is editable (waiting for payment).
 */
export function BuyerOrderListPage() {
  const { t, i18n } = useTranslation();
  const isWide = useWideScreen();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const orders = useMyOrders({ page, size: ORDERS_PAGE_SIZE });
  const rows = orders.data?.contents ?? [];
  const baht = (satang: number) => t('orderUi:money.baht', { amount: formatBaht(satang, i18n.language) });
  const name = (o: OrderSummary) => (
    <Anchor component={Link} to={paths.orderView(o.id)} fw={700} data-testid="order-link">
      {o.name}
    </Anchor>
  );
  const slip = (o: OrderSummary) =>
    o.isEditable ? (
      <SlipUploadForm storeId={o.storeId} orderId={o.id} compact />
    ) : (
      <Text c="dimmed" fz="sm">
        -
      </Text>
    );

  return (
    <Container size="xl" py={{ base: 'lg', sm: 32 }}>
      <Stack gap="lg">
        <PageHeader
          title={t('orderUi:mine.title')}
          description={t('orderUi:mine.subtitle')}
          crumbs={[{ label: t('orderUi:mine.title') }]}
        />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          {orders.isPending ? (
            <ListSkeleton />
          ) : rows.length === 0 ? (
            <EmptyState
              icon={<BasketIcon size={28} />}
              text={t('orderUi:mine.empty')}
              action={
                <Button component={Link} to={paths.storeSearch} variant="light">
                  {t('orderUi:mine.shop')}
                </Button>
              }
            />
          ) : isWide ? (
            <Table.ScrollContainer minWidth={960}>
              <Table verticalSpacing="sm" highlightOnHover data-testid="my-orders">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('orderUi:columns.orderName')}</Table.Th>
                    <Table.Th>{t('orderUi:columns.store')}</Table.Th>
                    <Table.Th ta="right">{t('orderUi:columns.quantity')}</Table.Th>
                    <Table.Th ta="right">{t('orderUi:columns.totalWithFee')}</Table.Th>
                    <Table.Th>{t('orderUi:columns.status')}</Table.Th>
                    <Table.Th>{t('orderUi:columns.barcode')}</Table.Th>
                    <Table.Th>{t('orderUi:columns.slip')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((o) => (
                    <Table.Tr key={o.id} data-testid="my-order-row">
                      <Table.Td>
                        {name(o)}
                        <Text fz="xs" c="dimmed">
                          {formatDate(o.createdDate)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={paths.storeMain(o.storeUri)} fz="sm" c="dark">
                          {o.storeName}
                        </Anchor>
                      </Table.Td>
                      <Table.Td ta="right">{o.totalQty}</Table.Td>
                      <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {baht(o.grandTotal)}
                      </Table.Td>
                      <Table.Td>
                        <OrderStatusBadge statusKey={o.status.referenceKey} />
                      </Table.Td>
                      <Table.Td ff="monospace" fz="sm">
                        {o.barcode ?? '-'}
                      </Table.Td>
                      <Table.Td>{slip(o)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : (
            <Stack gap="sm">
              {rows.map((o) => (
                <Paper key={o.id} withBorder radius="md" p="sm" data-testid="my-order-row">
                  <Group justify="space-between" align="flex-start">
                    <div>
                      {name(o)}
                      <Text fz="xs" c="dimmed">
                        {o.storeName} · {formatDate(o.createdDate)}
                      </Text>
                    </div>
                    <OrderStatusBadge statusKey={o.status.referenceKey} />
                  </Group>
                  <Group justify="space-between" mt={6}>
                    <Text fz="sm">{t('orderUi:mine.pieces', { count: o.totalQty })}</Text>
                    <Text fw={700}>{baht(o.grandTotal)}</Text>
                  </Group>
                  {o.barcode ? (
                    <Text fz="sm" ff="monospace">
                      {o.barcode}
                    </Text>
                  ) : null}
                  {o.isEditable ? (
                    <Stack mt="xs">
                      <SlipUploadForm storeId={o.storeId} orderId={o.id} compact />
                    </Stack>
                  ) : null}
                </Paper>
              ))}
            </Stack>
          )}
          {orders.data && orders.data.paging.totalCount > 0 ? (
            <Stack mt="md">
              <DataPagination
                page={page}
                size={ORDERS_PAGE_SIZE}
                totalCount={orders.data.paging.totalCount}
                onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {}, { replace: true })}
              />
            </Stack>
          ) : null}
        </Paper>
      </Stack>
    </Container>
  );
}
