import { composeAddressText } from '@songdee/shared/geo/address-text';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { borders, districts, provinces } from '../../db/schema/geo';
import { orders } from '../../db/schema/orders';
import type { Executor } from './barcode.repository';

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
      }));
    },

    /** Publishing from an order sets it waiting to ship, with its barcode, weight and cost (spec 1 section 4). */
    async markShipped(tx: Executor, rows: Array<{ orderId: string; barcode: string; weightGrams: number; serviceCostSatang: number }>) {
      for (const row of rows) {
        await tx
          .update(orders)
          .set({
            statusKey: 'PENDING_FOR_SHIPMENT',
            barcode: row.barcode,
            weightGrams: row.weightGrams,
            serviceCostSatang: row.serviceCostSatang,
            updatedAt: new Date(),
          })
          .where(eq(orders.id, row.orderId));
      }
    },
  };
}

export type MailingOrdersRepository = ReturnType<typeof createMailingOrdersRepository>;
