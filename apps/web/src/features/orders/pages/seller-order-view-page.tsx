import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../app/navigation/paths';
import { EditIcon } from '../../../components/icons';
import { OrderDetail } from '../../../components/orders/order-detail';
import { useSellerStore } from '../../../lib/seller-store';
import { useRecordId } from '../../../lib/use-record-id';
import { useStoreOrder } from '../../../lib/use-store-order';
import { OrderViewFrame } from '../components/order-view-frame';

/** /stores/orders/view?orderId (spec 1 "Order view"): read-only. */
export function SellerOrderViewPage() {
  const { t } = useTranslation();
  const { storeId } = useSellerStore();
  const orderId = useRecordId('orderId') ?? '';
  const order = useStoreOrder(storeId, orderId);
  return (
    <OrderViewFrame
      order={order}
      list={{ title: t('orderUi:list.title'), to: paths.storeOrders }}
      loadingTitle={t('orderUi:view.title')}
      actions={
        order.data?.isEditable ? (
          <Button component={Link} to={paths.storeOrderManage(order.data.id)} leftSection={<EditIcon size={18} />}>
            {t('common:actions.edit')}
          </Button>
        ) : null
      }
    >
      {(loaded) => <OrderDetail order={loaded} />}
    </OrderViewFrame>
  );
}
