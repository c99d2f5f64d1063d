import { randomUUID } from 'node:crypto';
import { MAX_MAILINGS } from '@songdee/shared/reference/delivery.constants';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTarget } from '../../../test/global-setup';
import { callServer, cloneOrder, databaseUrlOf, killWhileBlocked, useServerProcesses } from '../../../test/killable-server';
import { barcodesIssuedSince, createSender, rangePositions, remainingStock, setStock } from '../../../test/mailing-fixtures';
import { createStorefrontTestApp, paidOrder } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';

/**
 * A publish of a large batch whose server process is killed (SIGKILL) in the middle of its
 * transaction leaves nothing of the batch: no mailing, no order marked, no barcode or box taken; a server started
 * again on the same database publishes the same batch id whole, and a resend then returns it. PostgreSQL only: the
 * embedded PGlite lives and dies with its one process.
 */

/** As large as a batch may be. */
const BATCH = MAX_MAILINGS;
const OPTION = 'promptpost';
const SIZE = 3;
const STOCK = BATCH + 50;

describe.skipIf(testDatabaseTarget().kind !== 'postgres')('a publish killed mid-batch (PostgreSQL, real processes)', () => {
  const t = useTestApp(createStorefrontTestApp);
  const shop = useShop(t);
  const start = useServerProcesses(t);

  /** The batch's orders and the store's mailings as stored, checked against each other. */
  async function stored(orderIds: string[], rangesBefore: Map<string, number>) {
    const db = t.database.db;
    const rows = await db.select().from(mailings).where(eq(mailings.storeId, shop.store.id));
    const shipped = await db
      .select({ id: orders.id, statusKey: orders.statusKey, barcode: orders.barcode })
      .from(orders)
      .where(inArray(orders.id, orderIds));
    // Every mailing ships one of the batch's orders, and an order with a barcode has exactly its mailing's.
    expect(rows.every((m) => m.orderId !== null && orderIds.includes(m.orderId))).toBe(true);
    for (const order of shipped) {
      const its = rows.filter((m) => m.orderId === order.id);
      expect(its.length, order.id).toBeLessThanOrEqual(1);
      expect(order.barcode, order.id).toBe(its[0]?.barcode ?? null);
      expect(order.statusKey, order.id).toBe(its.length ? 'PENDING_FOR_SHIPMENT' : 'PENDING_TO_BE_PACKED');
    }
    // The barcodes the range moved past are exactly the mailings' (none issued twice, none lost), and one box
    // of stock went per mailing.
    const barcodes = rows.map((m) => m.barcode).sort();
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(barcodes).toEqual((await barcodesIssuedSince(db, OPTION, rangesBefore)).sort());
    expect(await remainingStock(db, shop.store.id, SIZE)).toBe(STOCK - rows.length);
    return { mailings: rows.length, barcodes: rows.map((m) => [m.orderId, m.barcode]).sort() };
  }

  it('leaves none of the batch after a kill in its transaction, then publishes it whole under the same batch id', async () => {
    const db = t.database.db;
    const sender = await createSender(db, shop.store.id, shop.seller.user.id);
    await setStock(db, shop.store.id, SIZE, STOCK);
    const first = await paidOrder(t, shop);
    const orderIds = [first.id, ...(await cloneOrder(db, first.id, BATCH - 1))];
    const rangesBefore = await rangePositions(db, OPTION);
    const batch = { batchId: randomUUID(), optionId: OPTION, sizeId: SIZE, orders: orderIds.map((orderId) => ({ orderId })) };
    const path = `/api/stores/${shop.store.id}/mailings`;

    // The mailings' insert checks their sender row (a foreign key) after writing every row: holding that row makes the
    // transaction wait there, with the box stock taken, the barcodes allocated and all the mailings inserted.
    const server = await start();
    const killed = await killWhileBlocked(
      databaseUrlOf(t.database),
      server,
      { text: 'SELECT id FROM sender_addresses WHERE id = $1 FOR UPDATE', values: [sender.id] },
      () => callServer(server, shop.seller.auth, 'POST', path, batch),
    );
    expect(killed.query).toMatch(/^insert into "mailings"/);
    expect(killed.written).toEqual(expect.arrayContaining(['barcode_ranges', 'barcode_stocks', 'mailings']));
    expect(await stored(orderIds, rangesBefore)).toEqual({ mailings: 0, barcodes: [] });

    // Started again, the same batch id publishes every order; a resend returns the batch with the same barcodes.
    const restarted = await start();
    const resent = await callServer(restarted, shop.seller.auth, 'POST', path, batch);
    expect(resent.status, await resent.clone().text()).toBe(201);
    const published = (await resent.json()) as { created: Array<{ orderId: string; barcode: string }>; alreadyCreated: unknown[] };
    expect(published.created.map((m) => m.orderId)).toEqual(orderIds);
    expect(published.alreadyCreated).toEqual([]);
    const whole = await stored(orderIds, rangesBefore);
    expect(whole.mailings).toBe(BATCH);
    expect(whole.barcodes).toEqual(published.created.map((m) => [m.orderId, m.barcode]).sort());

    const again = await callServer(restarted, shop.seller.auth, 'POST', path, batch);
    expect(again.status).toBe(201);
    const returned = (await again.json()) as { created: unknown[]; alreadyCreated: Array<{ orderId: string; barcode: string }> };
    expect(returned.created).toEqual([]);
    expect(returned.alreadyCreated.map((m) => [m.orderId, m.barcode]).sort()).toEqual(whole.barcodes);
    expect(await stored(orderIds, rangesBefore)).toEqual(whole);
  }, 600_000);
});
