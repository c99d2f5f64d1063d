import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useSellerStore } from '../../../lib/seller-store';
import { DoneOrders } from '../components/done-orders';
import { DonePrintButtons } from '../components/done-print-buttons';
import { PackActions, PackScreen, usePackReturn } from '../components/pack-screen';
import { LabelledTotals } from '../components/pack-totals';

/**
 * /stores/view?packingListId (spec 1 "View"): the read-only list, as the history shows it: orders, boxes with
 * items, barcode, weight and cost, and the totals; labels and the hand-over list can be printed again.
 */
export function PackingViewPage() {
  const { storeId } = useSellerStore();
  const [params] = useSearchParams();
  const { backTo } = usePackReturn(true);
  return (
    <PackScreen listId={params.get('packingListId') ?? undefined} screen="view" history>
      {(list) => (
        <Stack gap="md">
          <LabelledTotals list={list} />
          <DoneOrders orders={list.orders} />
          <PackActions backTo={backTo}>
            <DonePrintButtons storeId={storeId} list={list} />
          </PackActions>
        </Stack>
      )}
    </PackScreen>
  );
}
