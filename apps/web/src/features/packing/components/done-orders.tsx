import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { useSellerStore } from '../../../lib/seller-store';
import { BoxCard } from './box-card';
import { PackCard } from './pack-card';
import type { Pack, PackingOrder } from './pack-rules';

/** The orders of a labelled list, each box with its barcode or error, weight, cost and items (done and view screens). */
export function DoneOrders({ orders, boxExtra }: { orders: PackingOrder[]; boxExtra?: (pack: Pack) => ReactNode }) {
  const { storeId } = useSellerStore();
  const detail = useOrderDetail(storeId);
  return (
    <Stack gap="md" data-testid="done-orders">
      {orders.map((order) => (
        <PackCard
          key={order.id}
          order={order}
          onDetail={detail.show}
          renderBox={(pack) => (
            <BoxCard pack={pack} shipping>
              {boxExtra?.(pack)}
            </BoxCard>
          )}
        />
      ))}
      {detail.modal}
    </Stack>
  );
}
