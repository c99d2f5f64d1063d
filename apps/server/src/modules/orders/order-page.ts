import { count, desc, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders } from '../../db/schema/orders';

/**
 * One page of the orders matching `where`, newest first, and how many match in all: the "choose orders"
 * lists of packing and invoices, which differ only in their condition.
 */
export async function pageOfOrders(db: Executor, where: SQL | undefined, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, totalCount: Number(total?.n ?? 0) };
}
