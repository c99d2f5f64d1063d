import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { canDeletePacking, canEditBoxes, canWeigh, isFullyCounted } from '@songdee/shared/packing/packing-rules';
import { PACKING_LIST_STATUS_KEYS, type PackingListStatusKey } from '@songdee/shared/reference/status-keys';
import { type Coded, deliveryName, text } from '../../lib/text';
import type { PackingListRow, PackingRepository } from './packing.repository';

type Contents = Awaited<ReturnType<PackingRepository['loadContents']>>;

/** Status ids follow the seeded packing-list statuses (1-based, flow order). */
export const presentPackingStatus = (key: string) => ({
  id: PACKING_LIST_STATUS_KEYS.indexOf(key as PackingListStatusKey) + 1,
  referenceKey: key as PackingListStatusKey,
  name: text(`reference.statuses.packingList.${key}`),
});

export function presentPackingList(
  list: PackingListRow,
  c: Contents,
  sender: { id: string; name: string } | undefined,
): Coded<PackingList> {
  const itemById = new Map(c.items.map((i) => [i.id, i]));
  const presentedOrders = c.orders.map((o) => {
    const items = c.items.filter((i) => i.orderId === o.id);
    return {
      id: o.id,
      name: o.name,
      recipientName: o.recipientName,
      postcode: o.postcode,
      status: { referenceKey: o.statusKey, name: text(`reference.statuses.order.${o.statusKey}`) },
      storeDeliveryOption: { deliveryOptionId: o.deliveryOptionId, name: deliveryName(o.deliveryOptionId), pricing: o.pricing },
      isFullyCounted: isFullyCounted(items),
      orderItems: items.map((i) => ({
        orderItemId: i.id,
        productId: i.productId,
        barcode: i.barcode,
        name: i.name,
        quantity: i.quantity,
        packedQuantity: i.packedQuantity,
      })),
      packs: c.boxes
        .filter((b) => b.orderId === o.id)
        .map((b) => ({
          id: b.id,
          boxNo: b.boxNo,
          isFirst: b.boxNo === 1,
          weight: b.weightGrams,
          sizeId: b.boxSizeId,
          zoneId: b.zoneId,
          serviceCost: b.serviceCostSatang,
          barcode: b.barcode,
          errorMsg: b.errorCode ? { code: b.errorCode, params: b.errorParams ?? {} } : null,
          items: c.boxItems
            .filter((bi) => bi.boxId === b.id && bi.quantity > 0)
            .map((bi) => {
              const item = itemById.get(bi.orderItemId);
              return {
                orderItemId: bi.orderItemId,
                productId: item?.productId ?? null,
                productName: item?.name ?? '',
                quantity: bi.quantity,
              };
            }),
        })),
    };
  });
  // Products to pack vs packed, one row per product (or per item name when the product was deleted).
  const summary = new Map<string, { productId: string | null; name: string; toPack: number; packed: number }>();
  for (const i of c.items) {
    const key = i.productId ?? `name:${i.name}`;
    const row = summary.get(key) ?? { productId: i.productId, name: i.name, toPack: 0, packed: 0 };
    row.toPack += i.quantity;
    row.packed += i.packedQuantity;
    summary.set(key, row);
  }
  const labelled = c.boxes.filter((b) => b.mailingId !== null);
  return {
    id: list.id,
    packingCode: list.code,
    status: presentPackingStatus(list.statusKey),
    updatedDate: list.updatedAt.toISOString(),
    senderId: sender?.id ?? null,
    senderName: sender?.name ?? null,
    orders: presentedOrders,
    summary: [...summary.values()],
    totals: {
      boxes: c.boxes.length,
      labelled: labelled.length,
      failed: c.boxes.filter((b) => b.mailingId === null && b.errorCode !== null).length,
      weight: labelled.reduce((n, b) => n + (b.weightGrams ?? 0), 0),
      serviceCost: labelled.reduce((n, b) => n + (b.serviceCostSatang ?? 0), 0),
    },
    canConfirmCount: list.statusKey === 'COUNTING',
    canDelete: canDeletePacking(list.statusKey),
    canEditBoxes: canEditBoxes(list.statusKey),
    canWeigh: canWeigh(list.statusKey),
    canFinish: list.statusKey === 'PACKED',
  };
}
