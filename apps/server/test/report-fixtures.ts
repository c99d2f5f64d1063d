import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../src/db/schema/auth';
import { productCategories, products } from '../src/db/schema/catalog';
import { outlets } from '../src/db/schema/geo';
import { mailings } from '../src/db/schema/mailings';
import { orderItems, orders } from '../src/db/schema/orders';
import { reserveLines, reserves } from '../src/db/schema/reserves';
import { cardPayments } from '../src/db/schema/shipping-lists';
import { stores } from '../src/db/schema/stores';
import type { TestApp } from './create-test-app';
import { createUser, uniqueEmail } from './factories';

/** A Bangkok wall-clock time as an instant (the reports count Bangkok days, months and years). */
const bkk = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

/** The two post offices of the fixture (seeded outlets coded by their postcode). */
export const OUTLET_BKK = '10110';
export const OUTLET_CM = '50200';

let serial = 0;
const barcode = (prefix: string) => `${prefix}${String(10_000_000 + ++serial).padStart(8, '0')}${serial % 10}TH`;

/**
 * The small world every report figure of the API tests is computed from by hand (see reports.api.test.ts):
 * store A (Bangkok, outlet 10110) with two products, five orders around the Bangkok month and year boundaries
 * (one unpaid) and five parcels (one cancelled, one of 2024); store B (Chiang Mai, outlet 50200) with two parcels;
 * four card payments; two zone users; a central admin, an outlet admin of 50200, an outlet staff member and a stranger.
 */
export async function createReportWorld(t: TestApp) {
  const { db } = t.database;
  const sellerA = await createUser(t.app, db, { store: { name: 'ร้านน้ำผึ้งป่า', type: 'Publish' } });
  const sellerB = await createUser(t.app, db, { store: { name: 'ร้านเชียงใหม่', type: 'Publish' } });
  const storeA = sellerA.storeId as string;
  const storeB = sellerB.storeId as string;
  await db.update(stores).set({ postcode: OUTLET_BKK, provinceId: 10 }).where(eq(stores.id, storeA));
  await db.update(stores).set({ postcode: OUTLET_CM, provinceId: 50 }).where(eq(stores.id, storeB));
  const found = await db
    .select()
    .from(outlets)
    .where(inArray(outlets.code, [OUTLET_BKK, OUTLET_CM]));
  if (found.length !== 2) throw new Error('the fixture needs the seeded outlets 10110 and 50200');

  const buyer = await createUser(t.app, db);
  const [category] = await db.select().from(productCategories).limit(1);
  if (!category) throw new Error('no product category seeded');
  const [soap, sunscreen] = await db
    .insert(products)
    .values([
      { storeId: storeA, categoryId: category.id, name: 'สบู่น้ำผึ้ง', priceSatang: 10_000 },
      { storeId: storeA, categoryId: category.id, name: 'ครีมกันแดด', priceSatang: 35_000 },
    ])
    .returning();
  if (!soap || !sunscreen) throw new Error('products not created');

  const order = async (
    name: string,
    at: string,
    paid: boolean,
    feeSatang: number,
    lines: Array<{ product: typeof soap; qty: number; discount?: number }>,
  ) => {
    const goods = lines.reduce((n, l) => n + l.product.priceSatang * l.qty - (l.discount ?? 0), 0);
    const [row] = await db
      .insert(orders)
      .values({
        storeId: storeA,
        userId: buyer.user.id,
        name,
        statusKey: paid ? 'PENDING_TO_BE_PACKED' : 'WAITING_FOR_PAYMENT',
        confirmPayment: paid,
        deliveryOptionId: 'ems',
        deliveryFeeSatang: feeSatang,
        totalPriceSatang: goods,
        totalQty: lines.reduce((n, l) => n + l.qty, 0),
        recipientName: 'คุณน้ำฝน ใจงาม',
        homeAddress: '1/2',
        postcode: '50200',
        createdAt: bkk(at),
      })
      .returning();
    if (!row) throw new Error('order not created');
    await db.insert(orderItems).values(
      lines.map((l, i) => ({
        orderId: row.id,
        productId: l.product.id,
        name: l.product.name,
        priceSatang: l.product.priceSatang,
        quantity: l.qty,
        discountSatang: l.discount ?? 0,
        sortOrder: i,
      })),
    );
    return row;
  };
  // Goods: O1 200.00, O2 300.00 (350 less 50), O3 650.00 (Bangkok February, still January in UTC), O4 unpaid, O5 2024.
  const o1 = await order('SD-250115-0001', '2025-01-15T10:00:00', true, 5_000, [{ product: soap, qty: 2 }]);
  await order('SD-250131-0001', '2025-01-31T23:30:00', true, 4_000, [{ product: sunscreen, qty: 1, discount: 5_000 }]);
  await order('SD-250201-0001', '2025-02-01T00:30:00', true, 0, [
    { product: soap, qty: 3 },
    { product: sunscreen, qty: 1 },
  ]);
  await order('SD-250310-0001', '2025-03-10T09:00:00', false, 5_000, [{ product: soap, qty: 5 }]);
  await order('SD-241231-0001', '2024-12-31T23:59:00', true, 0, [{ product: sunscreen, qty: 2 }]);

  const mailing = async (
    storeId: string,
    optionId: string,
    grams: number,
    costSatang: number,
    postalCode: string,
    at: string,
    status = 'WAITING_FOR_DELIVERY',
    orderId: string | null = null,
  ) => {
    const [row] = await db
      .insert(mailings)
      .values({
        storeId,
        barcode: barcode(optionId === 'ems' ? 'EA' : optionId === 'registered' ? 'RA' : 'CA'),
        batchId: randomUUID(),
        deliveryOptionId: optionId,
        weightGrams: grams,
        serviceCostSatang: costSatang,
        postalCode,
        senderName: 'สมชาย ใจดี',
        senderPhone: '0812345678',
        senderAddress: '99/9 ซอยน้ำใจ',
        senderPostcode: postalCode,
        senderProvinceId: postalCode === OUTLET_BKK ? 10 : 50,
        recipientName: 'คุณน้ำฝน ใจงาม',
        recipientPhone: '0898765432',
        recipientAddress: '1/2 หมู่บ้านน้ำทิพย์',
        recipientPostcode: '50200',
        statusKey: status,
        orderId,
        createdAt: bkk(at),
      })
      .returning();
    if (!row) throw new Error('mailing not created');
    return row;
  };
  const m1 = await mailing(storeA, 'ems', 1500, 6_800, OUTLET_BKK, '2025-02-05T10:00:00', 'WAITING_FOR_DELIVERY', o1.id);
  await mailing(storeA, 'ems', 500, 3_700, OUTLET_BKK, '2025-03-01T10:00:00', 'DELIVERED');
  await mailing(storeA, 'registered', 100, 2_200, OUTLET_CM, '2025-04-01T10:00:00');
  await mailing(storeA, 'parcel', 2000, 4_500, OUTLET_BKK, '2025-05-01T10:00:00', 'CANCELLED');
  await mailing(storeA, 'ems', 250, 3_200, OUTLET_BKK, '2024-12-20T10:00:00');
  await mailing(storeB, 'parcel', 3000, 5_000, OUTLET_CM, '2025-06-01T10:00:00');
  await mailing(storeB, 'ems', 800, 5_200, OUTLET_BKK, '2025-06-02T10:00:00');

  const payment = (storeId: string, targetKind: string, amountSatang: number, status: string, at: string) => ({
    storeId,
    targetKind,
    targetId: randomUUID(),
    reference: `SDT${++serial}`,
    gatewayOrderId: `SDT${serial}00000`,
    amountSatang,
    status,
    createdAt: bkk(at),
  });
  await db
    .insert(cardPayments)
    .values([
      payment(storeA, 'shippingList', 12_000, 'PAID', '2025-02-10T10:00:00'),
      payment(storeA, 'order', 5_000, 'FAILED', '2025-02-11T10:00:00'),
      payment(storeB, 'shippingList', 8_000, 'PAID', '2025-03-01T10:00:00'),
      payment(storeB, 'shippingList', 8_000, 'CANCELLED', '2025-03-01T11:00:00'),
      payment(storeB, 'shippingList', 9_900, 'PAID', '2026-01-01T10:00:00'),
    ]);

  // Reservations: R1 at 50200 (S 2 sets at 37.00, M 1 set at 52.00; paid and handed over), R2 at 10110 (SS 3 sets at
  // 32.00, unpaid), R3 of 2024.
  const outletId = (code: string) => found.find((o) => o.code === code)?.id as string;
  const reserve = async (
    storeId: string,
    code: string,
    outlet: string,
    at: string,
    paid: boolean,
    lines: Array<[number, number, number]>,
  ) => {
    const total = lines.reduce((n, [, sets, price]) => n + sets * 10 * price, 0);
    const [row] = await db
      .insert(reserves)
      .values({
        storeId,
        code,
        outletId: outletId(outlet),
        totalQty: lines.reduce((n, [, sets]) => n + sets, 0),
        totalPriceSatang: total,
        statusPayment: paid,
        statusKey: paid ? 'CONFIRM_FOR_RESERVE' : 'DRAFT_FOR_RESERVE',
        confirmedAt: paid ? bkk(at) : null,
        paidAt: paid ? bkk(at) : null,
        createdAt: bkk(at),
      })
      .returning();
    if (!row) throw new Error('reserve not created');
    await db
      .insert(reserveLines)
      .values(lines.map(([boxSizeId, sets, boxPriceSatang]) => ({ reserveId: row.id, boxSizeId, sets, boxPriceSatang })));
  };
  await reserve(storeA, 'RS-00001', OUTLET_CM, '2025-05-01T10:00:00', true, [
    [2, 2, 3_700],
    [3, 1, 5_200],
  ]);
  await reserve(storeB, 'RS-00001', OUTLET_BKK, '2025-06-01T10:00:00', false, [[1, 3, 3_200]]);
  await reserve(storeB, 'RS-00002', OUTLET_BKK, '2024-06-01T10:00:00', false, [[1, 1, 3_200]]);

  const zoneUser = async (firstName: string, outlet: string, at: string) => {
    const [row] = await db
      .insert(users)
      .values({
        email: uniqueEmail('zone'),
        firstName,
        lastName: 'ทดสอบ',
        phone: '0811111111',
        emailConfirmed: true,
        zone: { postalCode: outlet, outletName: `ที่ทำการ ${outlet}`, staff: null },
        createdAt: bkk(at),
      })
      .returning();
    if (!row) throw new Error('user not created');
    return row;
  };
  const zoneCm = await zoneUser('มานี', OUTLET_CM, '2025-03-05T10:00:00');
  const zoneBkk = await zoneUser('ปิติ', OUTLET_BKK, '2025-04-05T10:00:00');

  const central = await createUser(t.app, db, { role: 'Admin', outletCode: '000000' });
  const outletAdmin = await createUser(t.app, db, { role: 'AdminOutlet', outletCode: OUTLET_CM });
  const staff = await createUser(t.app, db, { role: 'AdminStaff', outletCode: OUTLET_CM });

  return { sellerA, sellerB, storeA, storeB, buyer, soap, sunscreen, m1, zoneCm, zoneBkk, central, outletAdmin, staff };
}
