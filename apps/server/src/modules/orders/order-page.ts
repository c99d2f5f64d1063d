import { desc, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countUpTo, one } from '../../db/query-helpers';
import { orders } from '../../db/schema/orders';
import { pageOf } from '../../lib/paging';
import { deliveryName } from '../../lib/text';

/** A row of a choose-orders list (`orderChoiceSchema`): the order, its receiver and its service. */
export const presentOrderChoice = (o: typeof orders.$inferSelect) => ({
  id: o.id,
  name: o.name,
  createdDate: o.createdAt.toISOString(),
  recipientName: o.recipientName,
  totalQty: o.totalQty,
  totalPrice: o.totalPriceSatang,
  storeDeliveryOption: { deliveryOptionId: o.deliveryOptionId, name: deliveryName(o.deliveryOptionId) },
});

/**
 * One page of the orders matching `where`, newest first, and how many match in all: the "choose orders"
 * lists of packing and invoices, which differ only in their condition.
 */
export async function pageOfOrders(db: Executor, where: SQL | undefined, page: number, size: number) {
  return pageOf(
    { page, size },
    {
      rows: ({ limit, offset }) =>
        db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
      count: (bound) => countUpTo(db, db.select(one).from(orders).where(where), bound),
    },
  );
}
