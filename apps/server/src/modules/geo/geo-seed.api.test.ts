import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/use-test-app';
import type { Database } from '../../db/client';
import { borders, districtPostcodes, districts, outlets, provinces } from '../../db/schema/geo';
import { deliveryRates, deliveryZones, referenceSeeds, statuses } from '../../db/schema/reference';
import { holidays } from '../../db/schema/shipping-lists';
import { runSeed } from '../../db/seed/run-seed';

const t = useTestApp();

async function counts(db: Database) {
  const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n;
  return {
    provinces: await n(provinces),
    borders: await n(borders),
    districts: await n(districts),
    districtPostcodes: await n(districtPostcodes),
    outlets: await n(outlets),
    statuses: await n(statuses),
    rates: await n(deliveryRates),
    zones: await n(deliveryZones),
    holidays: await n(holidays),
  };
}

describe('reference and geography seeding', () => {
  it('seeded the expected geography', async () => {
    const c = await counts(t.database.db);
    expect(c.provinces).toBe(77);
    expect(c.borders).toBe(928);
    expect(c.districts).toBeGreaterThan(7400);
    expect(c.districts).toBeLessThan(7500);
    expect(c.districtPostcodes).toBeGreaterThan(7400);
  });

  it('changes nothing when run again, whether it skips or replays every insert', async () => {
    const db = t.database.db;
    const before = await counts(db);
    await runSeed(db, { demoAccounts: false });
    expect(await counts(db)).toEqual(before);

    // Without the version rows the seeds replay all their inserts; conflicts must leave the counts alone.
    await db.delete(referenceSeeds).where(eq(referenceSeeds.name, 'geo'));
    await db.delete(referenceSeeds).where(eq(referenceSeeds.name, 'reference'));
    await db.delete(referenceSeeds).where(eq(referenceSeeds.name, 'holidays'));
    await runSeed(db, { demoAccounts: false });
    expect(await counts(db)).toEqual(before);
    expect(await db.select().from(referenceSeeds)).toHaveLength(3);
  });

  it('keeps an admin edit to an outlet when seeding again', async () => {
    const db = t.database.db;
    await db.update(outlets).set({ tel: '053-123456' }).where(eq(outlets.code, '50200'));
    await db.delete(referenceSeeds).where(eq(referenceSeeds.name, 'geo'));
    await runSeed(db, { demoAccounts: false });
    const [row] = await db.select().from(outlets).where(eq(outlets.code, '50200'));
    expect(row?.tel).toBe('053-123456');
  });

  it('keeps the central admin’s edits to holidays when seeding again', async () => {
    const db = t.database.db;
    await db.update(holidays).set({ nameEn: 'Edited by the admin' }).where(eq(holidays.day, '2026-12-31'));
    await db.delete(holidays).where(eq(holidays.day, '2027-02-21'));
    await runSeed(db, { demoAccounts: false });
    expect((await db.select().from(holidays).where(eq(holidays.day, '2026-12-31')))[0]?.nameEn).toBe('Edited by the admin');
    expect(await db.select().from(holidays).where(eq(holidays.day, '2027-02-21'))).toEqual([]);
  });
});
