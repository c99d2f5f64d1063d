import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOrderDetail } from '../../../components/orders/order-detail-modal';
import { useSellerStore } from '../../../lib/seller-store';
import { BoxCard } from './box-card';
import { PackCard } from './pack-card';
import type { Pack, PackingOrder } from './pack-rules';

/**
 * The orders of a list being shipped, each box with its barcode or error, weight, cost and items, and what the
 * screen adds under a box (the weigh screen's weight field); with the order detail a click away.
 */
export function DoneOrders({
  orders,
  boxExtra,
  testId = 'done-orders',
}: {
  orders: PackingOrder[];
  boxExtra?: (pack: Pack) => ReactNode;
  testId?: string;
}) {
  const { storeId } = useSellerStore();
  const detail = useOrderDetail(storeId);
  return (
    <Stack gap="md" data-testid={testId}>
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
