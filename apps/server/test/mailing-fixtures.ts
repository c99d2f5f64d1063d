import { randomUUID } from 'node:crypto';
import { formatS10 } from '@songdee/shared/mailing/s10';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { senderAddresses, shipAddresses } from '../src/db/schema/address-book';
import { barcodeRanges, barcodeStocks } from '../src/db/schema/mailings';

/** Test data for the mailing tests: address-book rows written straight to the tables. */

export const BANGKOK = 10;
const CHIANG_MAI = 50;

export async function createSender(
  db: Database,
  storeId: string,
  userId: string,
  overrides: Partial<typeof senderAddresses.$inferInsert> = {},
) {
  const [row] = await db
    .insert(senderAddresses)
    .values({
      storeId,
      userId,
      name: 'สมชาย',
      surname: 'ใจดี',
      phone: '0812345678',
      homeAddress: '99/9 ซอยน้ำใจ',
      provinceId: BANGKOK,
      postcode: '10110',
      isDefault: true,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('sender not created');
  return row;
}

export async function createRecipients(
  db: Database,
  storeId: string,
  userId: string,
  count: number,
  overrides: Partial<typeof shipAddresses.$inferInsert> = {},
) {
  if (count === 0) return [];
  return db
    .insert(shipAddresses)
    .values(
      Array.from({ length: count }, (_, i) => ({
        storeId,
        userId,
        fullName: `คุณน้ำฝน ผู้รับที่ ${i + 1}`,
        phone: '0898765432',
        homeAddress: `${i + 1}/45 หมู่บ้านน้ำทิพย์`,
        provinceId: CHIANG_MAI,
        postcode: '50200',
        remark: 'ฝากไว้ที่ป้อมยาม',
        ...overrides,
      })),
    )
    .returning();
}

export async function setStock(db: Database, storeId: string, boxSizeId: number, count: number) {
  await db
    .insert(barcodeStocks)
    .values({ storeId, boxSizeId, limitBarcode: count, remainBarcode: count })
    .onConflictDoUpdate({ target: [barcodeStocks.storeId, barcodeStocks.boxSizeId], set: { limitBarcode: count, remainBarcode: count } });
}

export async function remainingStock(db: Database, storeId: string, boxSizeId: number) {
  const rows = await db.select().from(barcodeStocks).where(eq(barcodeStocks.storeId, storeId));
  return rows.find((r) => r.boxSizeId === boxSizeId)?.remainBarcode ?? 0;
}

export function publish(app: FastifyInstance, storeId: string, auth: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/stores/${storeId}/mailings`,
    headers: auth,
    payload: { batchId: randomUUID(), ...payload },
  });
}

export const ids = (rows: Array<{ id: string }>) => rows.map((r) => ({ shipAddressId: r.id }));

/** Where each of an option's barcode ranges stands: its next serial, by range id. */
export async function rangePositions(db: Database, deliveryOptionId: string) {
  const rows = await db
    .select({ id: barcodeRanges.id, next: barcodeRanges.nextSerial })
    .from(barcodeRanges)
    .where(eq(barcodeRanges.deliveryOptionId, deliveryOptionId));
  return new Map(rows.map((r) => [r.id, r.next]));
}

/** The S10 barcodes an option's ranges have handed out since `before` (rangePositions), in range and serial order. */
export async function barcodesIssuedSince(db: Database, deliveryOptionId: string, before: Map<string, number>) {
  const rows = await db
    .select()
    .from(barcodeRanges)
    .where(eq(barcodeRanges.deliveryOptionId, deliveryOptionId))
    .orderBy(asc(barcodeRanges.createdAt), asc(barcodeRanges.firstSerial));
  return rows.flatMap((r) =>
    Array.from({ length: r.nextSerial - (before.get(r.id) ?? r.nextSerial) }, (_, i) => formatS10(r.prefix, (before.get(r.id) ?? 0) + i)),
  );
}
