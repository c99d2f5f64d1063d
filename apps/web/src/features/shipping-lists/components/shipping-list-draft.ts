import { MAX_SHIPPING_LIST_ORDERS, type ShippingListOrder } from '@songdee/shared/shipping-list/shipping-list.schema';
import type { ShippingListConfirmBlock } from '@songdee/shared/shipping-list/shipping-list-rules';
import { confirmBlock } from '@songdee/shared/shipping-list/shipping-list-rules';

/** The manage screen's figures of the orders on a list (the server keeps the same sums on the saved list). */
export interface ShippingListTotals {
  orders: number;
  products: number;
  /** Satang. */
  price: number;
  /** Grams. */
  weight: number;
}

export function listTotals(orders: readonly ShippingListOrder[]): ShippingListTotals {
  return orders.reduce(
    (sum, o) => ({
      orders: sum.orders + 1,
      products: sum.products + o.totalQty,
      price: sum.price + o.serviceCost,
      weight: sum.weight + o.weight,
    }),
    { orders: 0, products: 0, price: 0, weight: 0 },
  );
}

/** Adds orders not yet on the list at its end, in the order given. */
export function addOrders(current: readonly ShippingListOrder[], added: readonly ShippingListOrder[]): ShippingListOrder[] {
  const have = new Set(current.map((o) => o.orderId));
  const fresh = added.filter((o) => !have.has(o.orderId) && have.add(o.orderId));
  return [...current, ...fresh];
}

export function removeOrder(current: readonly ShippingListOrder[], orderId: string): ShippingListOrder[] {
  return current.filter((o) => o.orderId !== orderId);
}

/**
 * Why confirming is refused before anything is sent (spec 2 section 5: at least one order, at most 300), as the
 * server's error message key and its parameters; null when the list may be confirmed.
 */
export function confirmRefusal(orderCount: number): { key: `errors:${ShippingListConfirmBlock}`; params?: Record<string, number> } | null {
  const block = confirmBlock(orderCount);
  if (!block) return null;
  return block === 'SHIPPING_LIST_TOO_MANY_ORDERS'
    ? { key: `errors:${block}`, params: { maximum: MAX_SHIPPING_LIST_ORDERS } }
    : { key: `errors:${block}` };
}

/** True when the screen's orders differ from the saved list's (same orders in the same order). */
export function hasChanges(saved: readonly ShippingListOrder[], current: readonly ShippingListOrder[]): boolean {
  return saved.length !== current.length || saved.some((o, i) => o.orderId !== current[i]?.orderId);
}
