import { ORDER_MOVES, type OrderMove } from '@songdee/shared/order/order-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';

type OrderValues = Omit<Partial<typeof orders.$inferInsert>, 'statusKey' | 'id' | 'storeId'>;

/**
 * The one way the system changes an order's status (the shared `ORDER_MOVES` table): the orders among `ids` (of
 * `storeId` when given) that are still in one of the move's `from` statuses go to its `to`, with `values`. The
 * WHERE re-checks the status, so of two writers only one moves an order. Answers the rows that moved.
 */
export async function moveOrders(
  executor: Executor,
  move: OrderMove,
  target: { ids: string[]; storeId?: string },
  values: OrderValues = {},
): Promise<Array<typeof orders.$inferSelect>> {
  if (target.ids.length === 0) return [];
  const { from, to } = ORDER_MOVES[move];
  return executor
    .update(orders)
    .set({ ...values, statusKey: to, updatedAt: new Date() })
    .where(
      and(
        inArray(orders.id, target.ids),
        target.storeId ? eq(orders.storeId, target.storeId) : undefined,
        inArray(orders.statusKey, [...from]),
      ),
    )
    .returning();
}
