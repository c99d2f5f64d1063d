import { Alert, Skeleton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/notify';
import { useStoreOrder } from '../../lib/use-store-order';
import { AppDialog } from '../app-dialog';
import { OrderDetail } from './order-detail';

/**
 * The order-detail modal of the invoice and packing screens (spec 1 section 2): items with unit price,
 * discount, quantity and total, the delivery fee lines and the delivery address. Closed while orderId is null.
 */
function OrderDetailModal({ storeId, orderId, onClose }: { storeId: string; orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const order = useStoreOrder(storeId, orderId ?? '');
  return (
    <AppDialog opened={orderId !== null} onClose={onClose} title={t('orderUi:mine.viewTitle')} size="80rem" testId="order-detail-modal">
      {order.isPending ? (
        <Skeleton h={320} />
      ) : order.isError ? (
        <Alert color="red">{apiErrorMessage(order.error)}</Alert>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </AppDialog>
  );
}

/**
 * An order's detail on demand (the invoice and packing screens): `show(orderId)` opens the modal, which the screen
 * renders once with `modal`.
 */
export function useOrderDetail(storeId: string) {
  const [orderId, setOrderId] = useState<string | null>(null);
  return { show: setOrderId, modal: <OrderDetailModal storeId={storeId} orderId={orderId} onClose={() => setOrderId(null)} /> };
}
