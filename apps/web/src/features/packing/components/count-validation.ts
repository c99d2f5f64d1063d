import { MAX_PACKING_ORDERS, type PackingList } from '@songdee/shared/packing/packing.schema';
import { isFullyCounted } from '@songdee/shared/packing/packing-rules';

type CountOrder = PackingList['orders'][number];

/** What the seller typed per order item (orderItemId -> text); the inputs keep text so "" stays "required". */
export type CountDraft = Readonly<Record<string, string>>;

/** An i18n key (the server's own catalog, so both sides say the same) and its parameters. */
export interface CountIssue {
  key: 'packing:packedQuantityInvalid' | 'packing:packedQuantityMax';
  params?: { maximum: number };
}

/**
 * Packed quantity (spec 1 section 5): a whole number from 0 to the ordered quantity, required.
 * Mirrors packingCountsSchema and the service's maximum check.
 */
export function packedQuantityIssue(text: string, ordered: number): CountIssue | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { key: 'packing:packedQuantityInvalid' };
  if (Number(trimmed) > ordered) return { key: 'packing:packedQuantityMax', params: { maximum: ordered } };
  return null;
}

/** The saved counts of a list, as the inputs start. */
export function draftFromList(orders: readonly CountOrder[]): Record<string, string> {
  return Object.fromEntries(orders.flatMap((o) => o.orderItems.map((i) => [i.orderItemId, String(i.packedQuantity)])));
}

/** Every item whose typed count is wrong. */
export function countIssues(orders: readonly CountOrder[], draft: CountDraft): Record<string, CountIssue> {
  const issues: Record<string, CountIssue> = {};
  for (const item of orders.flatMap((o) => o.orderItems)) {
    const issue = packedQuantityIssue(draft[item.orderItemId] ?? '', item.quantity);
    if (issue) issues[item.orderItemId] = issue;
  }
  return issues;
}

/** The counts body (call only once countIssues is empty). */
export function countItems(orders: readonly CountOrder[], draft: CountDraft) {
  return orders.flatMap((o) => o.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: Number(draft[i.orderItemId]) })));
}

/** An order is counted when every typed count equals the ordered quantity (the server's isFullyCounted). */
export function isOrderCounted(order: CountOrder, draft: CountDraft): boolean {
  return isFullyCounted(order.orderItems.map((i) => ({ quantity: i.quantity, packedQuantity: Number(draft[i.orderItemId] ?? '') })));
}

/** Every item of the order counted in full ("count all"). */
export function countAllOf(order: CountOrder, draft: CountDraft): Record<string, string> {
  return { ...draft, ...Object.fromEntries(order.orderItems.map((i) => [i.orderItemId, String(i.quantity)])) };
}

/**
 * Products to pack vs packed while typing: the list's summary rows (grouped by product, or by name when the
 * product was deleted, as the server groups them) with "packed" summed from the inputs; wrong inputs count 0.
 */
export function liveSummary(list: Pick<PackingList, 'orders' | 'summary'>, draft: CountDraft) {
  const keyOf = (productId: string | null, name: string) => productId ?? `name:${name}`;
  const packed = new Map<string, number>();
  for (const item of list.orders.flatMap((o) => o.orderItems)) {
    const key = keyOf(item.productId, item.name);
    const typed = packedQuantityIssue(draft[item.orderItemId] ?? '', item.quantity) ? 0 : Number(draft[item.orderItemId]);
    packed.set(key, (packed.get(key) ?? 0) + typed);
  }
  return list.summary.map((row) => {
    const key = keyOf(row.productId, row.name);
    return { key, name: row.name, toPack: row.toPack, packed: packed.get(key) ?? 0 };
  });
}

/** Choose orders (spec 1 section 5 "Picking" and "Packing summary"): at least one, at most one list's worth. */
export function orderSelectionIssue(
  count: number,
): { key: 'packing:ordersRequired' | 'packing:tooManyOrders'; params?: { maximum: number } } | null {
  if (count < 1) return { key: 'packing:ordersRequired' };
  if (count > MAX_PACKING_ORDERS) return { key: 'packing:tooManyOrders', params: { maximum: MAX_PACKING_ORDERS } };
  return null;
}
