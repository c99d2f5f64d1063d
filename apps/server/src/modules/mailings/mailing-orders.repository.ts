import { partsOf } from '@songdee/shared/common/address.schema';
import { composeAddressText } from '@songdee/shared/geo/address-text';
import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { borders, districts, provinces } from '../../db/schema/geo';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { moveOrders } from '../orders/order-moves';
import type { addressValues } from '../orders/order-pricing';
import { enqueueParcelMessages } from '../outgoing/outgoing-enqueue';

/** An order's receiver columns; the saved address it was picked from stays as it is. */
export type OrderAddressValues = Omit<ReturnType<typeof addressValues>, 'shipAddressId'>;

/** Orders as mailings see them: the receiver copied at checkout, and the status that decides if a label may be made. */
export function createMailingOrdersRepository(db: Database) {
  return {
    async findOrders(storeId: string, ids: string[]) {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ order: orders, provinceName: provinces.name, borderName: borders.name, districtName: districts.name })
        .from(orders)
        .leftJoin(provinces, eq(provinces.id, orders.provinceId))
        .leftJoin(borders, eq(borders.id, orders.borderId))
        .leftJoin(districts, eq(districts.id, orders.districtId))
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)));
      return rows.map(({ order, ...names }) => ({
        id: order.id,
        name: order.name,
        statusKey: order.statusKey,
        deliveryOptionId: order.deliveryOptionId,
        weightGrams: order.weightGrams,
        recipientName: order.recipientName,
        recipientPhone: order.recipientPhone,
        addressText: composeAddressText({ ...order, ...names, postcode: null }),
        postcode: order.postcode,
        provinceId: order.provinceId,
        parts: partsOf(order),
        codAmountSatang: order.codAmountSatang,
      }));
    },

    /**
     * The orders' codes and statuses, locked (in id order, so two publishes never deadlock) until the transaction
     * ends: a publish re-checks readiness under the lock, so a concurrent one of the same order waits, then sees it shipped.
     */
    async lockForLabel(tx: Executor, storeId: string, ids: string[]) {
      return tx
        .select({ id: orders.id, name: orders.name, statusKey: orders.statusKey })
        .from(orders)
        .where(and(eq(orders.storeId, storeId), inArray(orders.id, ids)))
        .orderBy(orders.id)
        .for('update');
    },

    /**
     * Publishing from an order sets it waiting to ship, with its barcode, weight and cost (spec 1 section 4); the
     * buyer's "shipped" e-mail is written to the outbox in the same transaction.
     */
    async markShipped(tx: Executor, rows: Array<{ orderId: string; barcode: string; weightGrams: number; serviceCostSatang: number }>) {
      for (const { orderId, ...values } of rows) await moveOrders(tx, 'ship', { ids: [orderId] }, values);
      await enqueueParcelMessages(
        tx,
        'parcelPublished',
        rows.map((r) => r.barcode),
      );
    },

    /**
     * The order's receiver follows its mailing's new address, so the order, its invoice and the buyer see where
     * the parcel goes. Not when another live mailing (a split packing box) ships the same order: the order then
     * keeps its address and each box its own label. Returns whether the order changed.
     */
    async followAddress(tx: Executor, storeId: string, orderId: string, mailingId: string, values: OrderAddressValues): Promise<boolean> {
      const otherLiveMailing = tx
        .select({ id: mailings.id })
        .from(mailings)
        .where(and(eq(mailings.orderId, orderId), ne(mailings.id, mailingId), ne(mailings.statusKey, 'CANCELLED')));
      const rows = await tx
        .update(orders)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.storeId, storeId), notExists(otherLiveMailing)))
        .returning({ id: orders.id });
      return rows.length > 0;
    },
  };
}

export type MailingOrdersRepository = ReturnType<typeof createMailingOrdersRepository>;
