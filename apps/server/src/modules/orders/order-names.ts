import type { ErrorCode } from '@songdee/shared/errors/error-codes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';

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

/**
 * Runs a write that puts orders on a store's document (an invoice, a packing or a shipping list). The unique index on
 * the document's order column decides a race: when a concurrent request took one of the orders first, the write is
 * refused with `code`, naming the store's orders.
 */
export async function refusingTakenOrders<T>(
  executor: Executor,
  code: ErrorCode,
  storeId: string,
  orderIds: readonly string[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(code, { orders: await describeStoreOrders(executor, storeId, orderIds) });
    throw error;
  }
}
