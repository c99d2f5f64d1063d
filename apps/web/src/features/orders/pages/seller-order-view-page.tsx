import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EmptyState } from '../../../components/empty-state';
import { ArrowLeftIcon, EditIcon } from '../../../components/icons';
import { OrderDetail } from '../../../components/orders/order-detail';
import { PageFrame } from '../../../components/page-frame';
import { PageLoader } from '../../../components/page-loader';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useStoreOrder } from '../../../lib/use-store-order';

/** /stores/orders/view?orderId (spec 1 "Order view"): read-only. */
export function SellerOrderViewPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const orderId = useRecordId('orderId') ?? '';
  const order = useStoreOrder(storeId, orderId);
  const title = order.data?.name ?? t('orderUi:view.title');
  // No order named (a bare /orders/view): the list is where one is chosen, rather than a page that waits forever.
  if (!orderId) return <Navigate to={paths.storeOrders} replace />;
  return (
    <PageFrame
      title={title}
      crumbs={[{ label: t('orderUi:list.title'), to: paths.storeOrders }, { label: title }]}
      actions={
        <>
          <Button component={Link} to={paths.storeOrders} variant="default" leftSection={<ArrowLeftIcon size={18} />}>
            {t('common:actions.back')}
          </Button>
          {order.data?.isEditable ? (
            <Button component={Link} to={paths.storeOrderManage(order.data.id)} leftSection={<EditIcon size={18} />}>
              {t('common:actions.edit')}
            </Button>
          ) : null}
        </>
      }
    >
      {order.isPending ? (
        <PageLoader />
      ) : order.data ? (
        <OrderDetail order={order.data} />
      ) : (
        <EmptyState text={order.error?.message ?? t('errors:INTERNAL')} />
      )}
    </PageFrame>
  );
}
