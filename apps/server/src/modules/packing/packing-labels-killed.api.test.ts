import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseTarget } from '../../../test/global-setup';
import { callServer, cloneOrder, databaseUrlOf, killWhileBlocked, useServerProcesses } from '../../../test/killable-server';
import { barcodesIssuedSince, createSender, rangePositions } from '../../../test/mailing-fixtures';
import { everyItemPacked, type ListBody, packingApi } from '../../../test/packing-fixtures';
import { createStorefrontTestApp, paidOrder } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';
import { orders } from '../../db/schema/orders';
import { packingBoxes, packingLists } from '../../db/schema/packing';

/**
 * A packing-label run ("create labels") whose server process is killed (SIGKILL) in the middle.
 * The run labels box by box, each box in its own transaction, so that one box's failure does not undo the others
 * (spec 1 section 5, packing-labels.service.ts): what a kill may leave is some boxes labelled, never half a box.
 * Every labelled box has its one mailing and barcode, no mailing or barcode exists without its box, the orders and
 * the list move only once all their boxes are labelled, and running it again (a server started again on the same
 * database) labels exactly the rest. PostgreSQL only: the embedded PGlite lives and dies with its one process.
 */
const ORDERS = 34;
/** Each order is split into three boxes (two shirts and a chilli paste, one item a box): 102 boxes. */
const BOXES_PER_ORDER = 3;
const OPTION = 'ems';

describe.skipIf(testDatabaseTarget().kind !== 'postgres')('a packing-label run killed mid-way (PostgreSQL, real processes)', () => {
  const t = useTestApp(createStorefrontTestApp);
  const shop = useShop(t);
  const start = useServerProcesses(t);

  /** A packing list of `ORDERS` orders, counted, split into boxes, confirmed and weighed: ready for its labels. */
  async function weighedList() {
    const api = packingApi(t, shop);
    await createSender(t.database.db, shop.store.id, shop.seller.user.id);
    const first = await paidOrder(t, shop, OPTION);
    const orderIds = [first.id, ...(await cloneOrder(t.database.db, first.id, ORDERS - 1))];
    const created = await api.create(orderIds);
    expect(created.statusCode, created.body).toBe(201);
    let list = created.json() as ListBody;
    expect((await api.counts(list.id, everyItemPacked(list), true)).statusCode).toBe(200);
    for (const order of list.orders) {
      const [shirt, chilli] = order.orderItems;
      for (const item of [shirt!, chilli!]) {
        const split = await api.split(list.id, order.id, [{ orderItemId: item.orderItemId, quantity: 1 }]);
        expect(split.statusCode, split.body).toBe(201);
      }
    }
    expect((await api.confirmPacking(list.id)).statusCode).toBe(200);
    list = (await api.get(list.id)).json() as ListBody;
    const packs = list.orders.flatMap((o) => o.packs);
    expect(packs).toHaveLength(ORDERS * BOXES_PER_ORDER);
    const weighed = await api.weights(
      list.id,
      packs.map((p) => ({ packId: p.id, weight: 500 })),
    );
    expect(weighed.statusCode, weighed.body).toBe(200);
    return { listId: list.id, orderIds };
  }

  /** The list's boxes, orders and the store's mailings as stored, checked against each other. */
  async function stored(listId: string, orderIds: string[], rangesBefore: Map<string, number>) {
    const db = t.database.db;
    const boxes = await db.select().from(packingBoxes).where(eq(packingBoxes.packingListId, listId));
    const rows = await db.select().from(mailings).where(eq(mailings.storeId, shop.store.id));
    const shipped = await db.select().from(orders).where(inArray(orders.id, orderIds));
    const [list] = await db.select().from(packingLists).where(eq(packingLists.id, listId));
    // A box has a mailing (one of its own batch, to its order) with its barcode, or neither; no mailing lacks its box.
    for (const box of boxes) {
      const its = rows.filter((m) => m.batchId === box.id);
      expect(its.length, box.id).toBeLessThanOrEqual(1);
      expect([box.mailingId, box.barcode], box.id).toEqual([its[0]?.id ?? null, its[0]?.barcode ?? null]);
      if (its[0]) expect(its[0].orderId).toBe(box.orderId);
    }
    expect(rows.every((m) => boxes.some((b) => b.id === m.batchId))).toBe(true);
    // The barcodes the range moved past are exactly the mailings' (none issued twice, none lost).
    const barcodes = rows.map((m) => m.barcode).sort();
    expect(new Set(barcodes).size).toBe(barcodes.length);
    expect(barcodes).toEqual((await barcodesIssuedSince(db, OPTION, rangesBefore)).sort());
    // An order ships (with its first box's barcode) once every box of it is labelled.
    for (const order of shipped) {
      const its = boxes.filter((b) => b.orderId === order.id).sort((a, b) => a.boxNo - b.boxNo);
      const done = its.every((b) => b.mailingId !== null);
      expect([order.statusKey, order.barcode], order.id).toEqual(done ? ['PENDING_FOR_SHIPMENT', its[0]!.barcode] : ['PACKING', null]);
    }
    const labelledByBoxNo = (boxNo: number) => boxes.filter((b) => b.boxNo === boxNo && b.mailingId !== null).length;
    return { list: list!.statusKey, labelled: [1, 2, 3].map(labelledByBoxNo), mailings: rows.length };
  }

  it('leaves whole boxes labelled after a kill in the middle, and a run after a restart labels exactly the rest', async () => {
    const { listId, orderIds } = await weighedList();
    const rangesBefore = await rangePositions(t.database.db, OPTION);
    const path = `/api/stores/${shop.store.id}/packing-lists/${listId}/labels`;

    // Boxes are labelled in box-number order. Holding the third boxes' rows lets every first and second box be
    // labelled, then makes the first third box's transaction wait as it records its mailing on the box: its barcode
    // allocated and its mailing inserted, not committed.
    const server = await start();
    const killed = await killWhileBlocked(
      databaseUrlOf(t.database),
      server,
      { text: 'SELECT id FROM packing_boxes WHERE packing_list_id = $1 AND box_no = 3 FOR UPDATE', values: [listId] },
      () => callServer(server, shop.seller.auth, 'POST', path),
    );
    expect(killed.query).toMatch(/^update "packing_boxes"/);
    expect(killed.written).toEqual(expect.arrayContaining(['barcode_ranges', 'mailings', 'packing_boxes']));
    expect(await stored(listId, orderIds, rangesBefore)).toEqual({
      list: 'WAITING_FOR_SHIPMENT_ORDER',
      labelled: [ORDERS, ORDERS, 0],
      mailings: 2 * ORDERS,
    });

    const restarted = await start();
    const again = await callServer(restarted, shop.seller.auth, 'POST', path);
    expect(again.status, await again.clone().text()).toBe(200);
    expect(((await again.json()) as ListBody).totals).toMatchObject({
      boxes: ORDERS * BOXES_PER_ORDER,
      labelled: ORDERS * BOXES_PER_ORDER,
      failed: 0,
    });
    expect(await stored(listId, orderIds, rangesBefore)).toEqual({
      list: 'PACKED',
      labelled: [ORDERS, ORDERS, ORDERS],
      mailings: ORDERS * BOXES_PER_ORDER,
    });
  }, 600_000);
});
