import { Anchor, Button, Stack, Text } from '@mantine/core';
import { listQuerySchema } from '@songdee/shared/common/list.schema';
import { ORDERS_PAGE_SIZE, type OrderSummary } from '@songdee/shared/order/order.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { BasketIcon } from '../../../components/icons';
import { ListPage } from '../../../components/lists/list-page';
import { TrackLink } from '../../../components/tracking/track-link';
import { formatDate } from '../../../lib/format';
import { useListParams } from '../../../lib/use-list-params';
import { useMyOrders } from '../api/use-orders';
import { OrderCardFigures, OrderCardTitle, useOrderColumns } from '../components/order-columns';
import { SlipUploadForm } from '../components/slip-upload-form';

/**
 * Order history (spec 2 "Account"): 10 a page; order name, quantity, total with the delivery fee, status, shipment
 * barcode; a slip upload and confirm only while the order is editable (waiting for payment).
 */
export function BuyerOrderListPage() {
  const { t } = useTranslation();
  const list = useListParams(listQuerySchema, { sizes: [ORDERS_PAGE_SIZE] });
  const orders = useMyOrders({ page: list.page, size: list.size });
  const columns = useOrderColumns();
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
    <ListPage
      texts="orderUi:mine"
      query={orders}
      paging={list}
      empty={{
        icon: <BasketIcon size={28} />,
        action: (
          <Button component={Link} to={paths.storeSearch} variant="light">
            {t('orderUi:mine.shop')}
          </Button>
        ),
      }}
      rows={{
        minWidth: 960,
        testId: 'my-orders',
        rowTestId: 'my-order-row',
        columns: [
          columns.name({
            cell: (o) => (
              <>
                {name(o)}
                <Text fz="xs" c="dimmed">
                  {formatDate(o.createdDate)}
                </Text>
              </>
            ),
          }),
          {
            key: 'store',
            header: t('orderUi:columns.store'),
            cell: (o) => (
              <Anchor component={Link} to={paths.storeMain(o.storeUri)} fz="sm" c="dark">
                {o.storeName}
              </Anchor>
            ),
          },
          columns.quantity(),
          columns.total({ header: t('orderUi:columns.totalWithFee'), td: { fw: 600, style: { whiteSpace: 'nowrap' } } }),
          columns.status(),
          {
            key: 'barcode',
            header: t('orderUi:columns.barcode'),
            td: { ff: 'monospace', fz: 'sm' },
            cell: (o) => (o.barcode ? <TrackLink barcode={o.barcode} /> : '-'),
          },
          { key: 'slip', header: t('orderUi:columns.slip'), cell: slip },
        ],
        card: (o) => (
          <>
            <OrderCardTitle order={o}>
              <div>
                {name(o)}
                <Text fz="xs" c="dimmed">
                  {o.storeName} · {formatDate(o.createdDate)}
                </Text>
              </div>
            </OrderCardTitle>
            <OrderCardFigures order={o} pieces={t('orderUi:mine.pieces', { count: o.totalQty })} />
            {o.isEditable ? (
              <Stack mt="xs">
                <SlipUploadForm storeId={o.storeId} orderId={o.id} compact />
              </Stack>
            ) : null}
          </>
        ),
      }}
    />
  );
}
