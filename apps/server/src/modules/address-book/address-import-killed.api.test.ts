import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { testDatabaseTarget } from '../../../test/global-setup';
import { callServer, databaseUrlOf, killWhileBlocked, useServerProcesses } from '../../../test/killable-server';
import { useTestApp } from '../../../test/use-test-app';
import { shipAddresses } from '../../db/schema/address-book';

/**
 * Saving a large Excel import (the rows confirmed in the import dialog) whose server process is
 * killed (SIGKILL) after some of its inserts leaves none of the rows; a server started again saves them all.
 * PostgreSQL only: the embedded PGlite lives and dies with its one process.
 */
const FIRST_PART = 1000;
const ROWS = 2500;

describe.skipIf(testDatabaseTarget().kind !== 'postgres')('an address import killed mid-save (PostgreSQL, real processes)', () => {
  const t = useTestApp();
  const start = useServerProcesses(t);

  it('saves none of the rows after a kill between its inserts, then all of them once started again', async () => {
    const db = t.database.db;
    const seller = await createUser(t.app, db, { store: {} });
    const storeId = seller.storeId!;
    // Two postcodes that each serve one sub-district, so every row's district is known: the first part of the sheet in
    // one, the rest in the other.
    const result = await db.execute(sql`
      SELECT postcode, min(district_id) AS "districtId" FROM district_postcodes
      GROUP BY postcode HAVING count(*) = 1 ORDER BY postcode LIMIT 2`);
    const [early, late] = (result as unknown as { rows: Array<{ postcode: string; districtId: number }> }).rows;
    const rows = Array.from({ length: ROWS }, (_, i) => ({
      name: `ผู้รับ ทดสอบที่${i + 1}`,
      telephone: '0812345678',
      address: `${i + 1}/1 ถนนทดสอบ`,
      postcode: (i < FIRST_PART ? early : late)!.postcode,
      remark: '',
    }));
    const path = `/api/stores/${storeId}/address/ship/multiple`;
    const saved = async () =>
      (
        await db
          .select({ districtId: shipAddresses.districtId, n: count() })
          .from(shipAddresses)
          .where(eq(shipAddresses.storeId, storeId))
          .groupBy(shipAddresses.districtId)
          .orderBy(shipAddresses.districtId)
      ).map((r) => [r.districtId, r.n]);

    // The rows go in 1,000 a statement; each statement checks its rows' sub-district (a foreign key) after writing them.
    // Holding the later postcode's sub-district makes the save wait in its second insert, the first 1,000 rows written.
    const server = await start();
    const killed = await killWhileBlocked(
      databaseUrlOf(t.database),
      server,
      { text: 'SELECT id FROM districts WHERE id = $1 FOR UPDATE', values: [late!.districtId] },
      () => callServer(server, seller.auth, 'POST', path, { rows }),
    );
    expect(killed.query).toMatch(/^insert into "ship_addresses"/);
    expect(killed.written).toContain('ship_addresses');
    expect(await saved()).toEqual([]);

    const restarted = await start();
    const again = await callServer(restarted, seller.auth, 'POST', path, { rows });
    expect(again.status, await again.clone().text()).toBe(201);
    expect(await again.json()).toEqual({ saved: ROWS });
    expect(await saved()).toEqual(
      [
        [Number(early!.districtId), FIRST_PART],
        [Number(late!.districtId), ROWS - FIRST_PART],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  }, 600_000);
});
