import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';
import { mailings } from '../../db/schema/mailings';
import { orderItems, orders } from '../../db/schema/orders';

import { BANGKOK, deliveryCountsWhere, lineTotal, num, paidOrdersOf, type Span, sumOf } from './report-queries';

/** The store owner's reports: sales by month and year, best sellers, parcels, and the PDFs' rows. */
export function createStoreReportsRepository(db: Database) {
  return {
    /** Paid orders of the store by Bangkok month within the span. */
    salesByMonth: (storeId: string, span: Span) => {
      const month = sql`extract(month from ${orders.createdAt} at time zone ${sql.raw(`'${BANGKOK}'`)})`;
      return db
        .select({ month: num(month), orderCount: count(), sales: sumOf(sql`${orders.totalPriceSatang}`) })
        .from(orders)
        .where(paidOrdersOf(storeId, span))
        .groupBy(month);
    },

    /** Paid orders of the store by Bangkok year, oldest first. */
    salesByYear: (storeId: string) => {
      const year = sql`extract(year from ${orders.createdAt} at time zone ${sql.raw(`'${BANGKOK}'`)})`;
      return db
        .select({ year: num(year), orderCount: count(), sales: sumOf(sql`${orders.totalPriceSatang}`) })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), eq(orders.confirmPayment, true)))
        .groupBy(year)
        .orderBy(year);
    },

    /** Products by quantity sold in paid orders (optionally within a span): the product's current name, or the ordered one once deleted. */
    productSales: (storeId: string, span: Partial<Span>, limit?: number) => {
      const deletedName = sql`case when ${orderItems.productId} is null then ${orderItems.name} end`;
      const quantity = sumOf(sql`${orderItems.quantity}`);
      const query = db
        .select({
          productId: orderItems.productId,
          name: sql<string>`coalesce(max(${products.name}), max(${orderItems.name}))`,
          quantity,
          sales: sumOf(lineTotal),
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(paidOrdersOf(storeId, span))
        .groupBy(orderItems.productId, deletedName)
        .orderBy(desc(quantity), asc(sql`2`));
      return limit ? query.limit(limit) : query;
    },

    /** The store's parcels (not cancelled) within the span, per delivery option. */
    storeDeliveryCounts: (storeId: string, span: Span) => deliveryCountsWhere(db, eq(mailings.storeId, storeId), span),

    /** Totals of the store's paid orders within the span (every row, however many the document lists). */
    async orderTotals(storeId: string, span: Span) {
      const [row] = await db
        .select({
          orderCount: count(),
          qty: sumOf(sql`${orders.totalQty}`),
          goods: sumOf(sql`${orders.totalPriceSatang}`),
          fee: sumOf(sql`${orders.deliveryFeeSatang}`),
        })
        .from(orders)
        .where(paidOrdersOf(storeId, span));
      return row ?? { orderCount: 0, qty: 0, goods: 0, fee: 0 };
    },

    /** The store's paid orders within the span, oldest first, at most `limit`. */
    orderRows: (storeId: string, span: Span, limit: number) =>
      db
        .select({
          name: orders.name,
          createdAt: orders.createdAt,
          buyer: orders.recipientName,
          statusKey: orders.statusKey,
          qty: orders.totalQty,
          goods: orders.totalPriceSatang,
          fee: orders.deliveryFeeSatang,
        })
        .from(orders)
        .where(paidOrdersOf(storeId, span))
        .orderBy(asc(orders.createdAt), asc(orders.name))
        .limit(limit),
  };
}

export type StoreReportsRepository = ReturnType<typeof createStoreReportsRepository>;
