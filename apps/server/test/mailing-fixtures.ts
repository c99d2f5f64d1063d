import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { senderAddresses, shipAddresses } from '../src/db/schema/address-book';
import { barcodeStocks } from '../src/db/schema/mailings';

/** Test data for the mailing tests: address-book rows written straight to the tables. */

export const BANGKOK = 10;
export const CHIANG_MAI = 50;

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
