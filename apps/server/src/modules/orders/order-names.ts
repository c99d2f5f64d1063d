import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * The orders of a refusal message ("... ({{orders}})"): the store's own orders by their codes; an id naming no
 * order of this store stays an id, so the message never reveals another store's order.
 */
export async function describeStoreOrders(executor: Executor, storeId: string, orderIds: readonly string[]): Promise<string> {
  if (orderIds.length === 0) return '';
  const rows = await executor
    .select({ id: orders.id, name: orders.name })
    .from(orders)
    .where(and(eq(orders.storeId, storeId), inArray(orders.id, [...orderIds])));
  const names = new Map(rows.map((o) => [o.id, o.name]));
  return orderIds.map((id) => names.get(id) ?? id).join(', ');
}
