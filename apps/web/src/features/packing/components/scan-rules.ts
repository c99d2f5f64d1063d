import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { sameGtin } from '@songdee/shared/product/gtin';
import type { CountDraft } from './count-validation';

type CountOrder = PackingList['orders'][number];

/** What one scan did: counted one more of an item, or refused (not in the list, or every one already counted). */
export type ScanResult =
  | { kind: 'counted'; orderItemId: string; orderName: string; name: string; count: number; quantity: number }
  | { kind: 'notInList'; code: string }
  | { kind: 'tooMany'; name: string; quantity: number };

const countOf = (draft: CountDraft, orderItemId: string) => {
  const typed = Number((draft[orderItemId] ?? '').trim());
  return Number.isInteger(typed) && typed > 0 ? typed : 0;
};

/**
 * One scanned code counted against the list: the first item with that barcode (orders in list order) still short of
 * its ordered quantity gets one more. A code no item of the list has is refused, and so is one more of an item
 * whose every order is already counted in full: a scan never counts past what was ordered.
 */
export function scanItem(orders: readonly CountOrder[], draft: CountDraft, code: string): ScanResult {
  const matches = orders.flatMap((order) =>
    order.orderItems.filter((item) => item.barcode !== null && sameGtin(item.barcode, code)).map((item) => ({ order, item })),
  );
  if (matches.length === 0) return { kind: 'notInList', code };
  const open = matches.find(({ item }) => countOf(draft, item.orderItemId) < item.quantity);
  if (!open) {
    const first = matches[0]!.item;
    return { kind: 'tooMany', name: first.name, quantity: matches.reduce((n, { item }) => n + item.quantity, 0) };
  }
  const { order, item } = open;
  return {
    kind: 'counted',
    orderItemId: item.orderItemId,
    orderName: order.name,
    name: item.name,
    count: countOf(draft, item.orderItemId) + 1,
    quantity: item.quantity,
  };
}
