import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { shippingLists } from '../src/db/schema/shipping-lists';

/** Test helpers for post jobs: shipping lists inserted directly (the shipping-list API is built elsewhere). */

let counter = 0;

/**
 * A confirmed shipping list of the store: paid by default (ready for a pick-up), with 3 parcels,
 * 2,150.50 baht of postage and 4,200 g.
 */
export async function insertShippingList(
  db: Database,
  storeId: string,
  overrides: Partial<typeof shippingLists.$inferInsert> = {},
): Promise<typeof shippingLists.$inferSelect> {
  const confirmedAt = new Date('2026-07-07T03:00:00Z');
  const [row] = await db
    .insert(shippingLists)
    .values({
      storeId,
      code: `SL-PJ${String(++counter).padStart(4, '0')}-${process.pid}`,
      statusKey: 'CONFIRM_FOR_SHIPPINGLIST',
      statusPayment: 'PAID',
      orderQtyTotal: 3,
      productQtyTotal: 5,
      priceTotalSatang: 215_050,
      weightTotalGrams: 4_200,
      confirmedAt,
      paidAt: confirmedAt,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('shipping list not inserted');
  return row;
}

/**
 * `count` orders on the list, each with one live parcel (DURING_DELIVERY_NOTE) sent with `deliveryOptionId`
 * ('promptpost' is the ready-to-send option: a prepaid box). Inserted in one statement; the list's totals are not touched.
 */
export async function addListParcels(
  db: Database,
  list: { id: string; storeId: string },
  userId: string,
  count: number,
  deliveryOptionId = 'promptpost',
) {
  const tag = randomUUID().slice(0, 8);
  await db.execute(sql`
    WITH created AS (
      INSERT INTO orders (store_id, user_id, name, status_key, confirm_payment, delivery_option_id, delivery_fee_satang,
                          total_price_satang, total_qty, recipient_name, home_address, postcode, barcode, weight_grams, service_cost_satang)
      SELECT ${list.storeId}, ${userId}, 'PJ-' || ${tag} || '-' || i, 'PENDING_FOR_SHIPMENT', true, ${deliveryOptionId}, 0,
             10000, 1, 'ผู้รับ ' || i, '1 ถนนทดสอบ', '10110', 'PJ' || ${tag} || lpad(i::text, 4, '0') || 'TH', 500, 0
        FROM generate_series(1, ${count}) AS i
      RETURNING id, name, barcode
    ), labels AS (
      INSERT INTO mailings (store_id, barcode, batch_id, delivery_option_id, weight_grams, service_cost_satang, postal_code,
                            sender_name, sender_phone, sender_address, sender_postcode,
                            recipient_name, recipient_phone, recipient_address, recipient_postcode, order_id, status_key)
      SELECT ${list.storeId}, barcode, gen_random_uuid(), ${deliveryOptionId}, 500, 0, '10110',
             'ร้านทดสอบ', '0800000000', '9 ถนนผู้ส่ง', '10110', 'ผู้รับ', '0811111111', '1 ถนนทดสอบ 10110', '10110', id,
             'DURING_DELIVERY_NOTE'
        FROM created
      RETURNING id
    )
    INSERT INTO shipping_list_orders (shipping_list_id, order_id, total_qty, weight_grams, service_cost_satang)
    SELECT ${list.id}, id, 1, 500, 0 FROM created`);
}
