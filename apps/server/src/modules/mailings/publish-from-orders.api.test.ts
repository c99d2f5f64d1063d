import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidS10 } from '@songdee/shared/mailing/s10';
import { LABEL_OPTIONS } from '@songdee/shared/reference/label-options';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueAt, thai } from '../../../test/api-errors';
import { printLabels } from '../../../test/label-fixtures';
import { createSender, publish } from '../../../test/mailing-fixtures';
import { run } from '../../../test/pdf-tools';
import { checkout, confirmOrder, createBuyer, createShop, createStorefrontTestApp } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
});

/** A buyer's order, paid and confirmed by the seller when asked: PENDING_TO_BE_PACKED, ready for its label. */
async function order(confirmed = true) {
  const buyer = await createBuyer(t);
  const placed = (await checkout(t, shop, buyer.auth)).json() as { id: string; name: string };
  if (confirmed) await confirmOrder(t, shop, placed.id);
  return { ...placed, buyer };
}

const sellerOrder = (id: string) => t.app.inject({ url: `/api/stores/${shop.store.id}/orders/${id}`, headers: shop.seller.auth });

describe('POST /api/stores/:storeId/mailings with orders', () => {
  it('ships each order to its receiver, sets it waiting to ship with its barcode, and never twice in a batch', async () => {
    const a = await order();
    const b = await order();
    const batchId = crypto.randomUUID();
    const payload = { batchId, optionId: 'ems', weight: 750, orders: [{ orderId: a.id }, { orderId: b.id, weight: 1500 }] };
    const res = await publish(t.app, shop.store.id, shop.seller.auth, payload);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().created as Array<{
      orderId: string;
      barcode: string;
      weight: number;
      serviceCost: number;
      shipAddress: { name: string };
    }>;
    expect(created.map((m) => m.orderId)).toEqual([a.id, b.id]);
    expect(created.map((m) => m.weight)).toEqual([750, 1500]);
    expect(created.every((m) => isValidS10(m.barcode))).toBe(true);

    const shipped = (await sellerOrder(a.id)).json();
    expect(shipped).toMatchObject({ status: { referenceKey: 'PENDING_FOR_SHIPMENT' }, barcode: created[0]?.barcode, isEditable: false });

    const again = await publish(t.app, shop.store.id, shop.seller.auth, payload);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ batchId, created: [] });
    expect(again.json().alreadyCreated.map((m: { barcode: string }) => m.barcode)).toEqual(created.map((m) => m.barcode));
    const list = await t.app.inject({
      url: `/api/stores/${shop.store.id}/mailings?searchString=${created[1]?.barcode}`,
      headers: shop.seller.auth,
    });
    expect(list.json().paging.totalCount).toBe(1);
  });

  it('lets exactly one of ten concurrent publishes of the same order win; the others are told it is no longer ready', async () => {
    const placed = await order();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        publish(t.app, shop.store.id, shop.seller.auth, {
          batchId: crypto.randomUUID(),
          optionId: 'ems',
          weight: 500,
          orders: [{ orderId: placed.id }],
        }),
      ),
    );
    const won = answers.filter((a) => a.statusCode === 201);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.statusCode !== 201)) {
      expect(lost.statusCode).toBe(422);
      expect(lost.json().error.params.failures).toEqual([
        expect.objectContaining({ orderId: placed.id, message: expect.objectContaining({ code: 'ORDER_NOT_READY_TO_SHIP' }) }),
      ]);
    }
    const rows = await t.database.db.select().from(mailings).where(eq(mailings.orderId, placed.id));
    expect(rows.map((m) => m.barcode)).toEqual([won[0]?.json().created[0].barcode]);
    expect((await sellerOrder(placed.id)).json().barcode).toBe(rows[0]?.barcode);
  });

  it('answers concurrent resends of one batch with its one mailing, created once', async () => {
    const placed = await order();
    const payload = { batchId: crypto.randomUUID(), optionId: 'ems', weight: 500, orders: [{ orderId: placed.id }] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => publish(t.app, shop.store.id, shop.seller.auth, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const barcodes = answers.flatMap((a) => [...a.json().created, ...a.json().alreadyCreated].map((m: { barcode: string }) => m.barcode));
    const rows = await t.database.db.select().from(mailings).where(eq(mailings.orderId, placed.id));
    expect(rows).toHaveLength(1);
    expect(barcodes).toEqual(Array(5).fill(rows[0]?.barcode));
  });

  it('keeps the order code on the mailing: in the answer, the lists and history, and on every label size', async () => {
    const placed = await order();
    const res = await publish(t.app, shop.store.id, shop.seller.auth, { optionId: 'ems', weight: 500, orders: [{ orderId: placed.id }] });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json().created[0] as { barcode: string; name: string | null };
    expect(made.name).toBe(placed.name);
    for (const path of ['mailings', 'mailings/history']) {
      const list = await t.app.inject({
        url: `/api/stores/${shop.store.id}/${path}?searchString=${made.barcode}`,
        headers: shop.seller.auth,
      });
      expect(list.json().contents.map((m: { name: string | null }) => m.name)).toEqual([placed.name]);
    }
    const work = mkdtempSync(join(tmpdir(), 'songdee-order-labels-'));
    for (const option of LABEL_OPTIONS) {
      const pdf = await printLabels(t, shop.seller.auth, shop.store.id, [made.barcode], option.id);
      expect(pdf.statusCode).toBe(200);
      const file = join(work, `option-${option.id}.pdf`);
      writeFileSync(file, pdf.rawPayload);
      expect(run('pdftotext', ['-raw', file, '-']), `label option ${option.id}`).toContain(placed.name);
    }
  });

  it('refuses the whole batch when one order is not ready for a label, naming it', async () => {
    const ready = await order();
    const unpaid = await order(false);
    const res = await publish(t.app, shop.store.id, shop.seller.auth, {
      optionId: 'ems',
      weight: 500,
      orders: [{ orderId: ready.id }, { orderId: unpaid.id }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.params.failures).toEqual([
      {
        orderId: unpaid.id,
        recipientName: expect.any(String),
        // The status is reference data, worded by the API in the request's language; the message is the reader's to word.
        message: { code: 'ORDER_NOT_READY_TO_SHIP', params: { orderName: unpaid.name, status: 'รอชำระเงิน' } },
      },
    ]);
    expect(thai(res.json().error.params.failures[0].message)).toBe(`รายการสั่งซื้อ ${unpaid.name} ยังสร้างใบจ่าหน้าไม่ได้ (สถานะ: รอชำระเงิน)`);
    expect((await sellerOrder(ready.id)).json().status.referenceKey).toBe('PENDING_TO_BE_PACKED');
  });

  it('takes either recipients or orders, and never another store’s order', async () => {
    const mine = await order();
    const both = await publish(t.app, shop.store.id, shop.seller.auth, {
      optionId: 'ems',
      weight: 500,
      orders: [{ orderId: mine.id }],
      recipients: [{ shipAddressId: crypto.randomUUID() }],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.issues).toEqual([expect.objectContaining({ path: 'orders' })]);

    const otherShop = await createShop(t);
    await createSender(t.database.db, otherShop.store.id, otherShop.seller.user.id);
    const stolen = await publish(t.app, otherShop.store.id, otherShop.seller.auth, {
      optionId: 'ems',
      weight: 500,
      orders: [{ orderId: mine.id }],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().error.params.failures).toEqual([
      // Another store's order is no order of this store: named as a deleted one, never by its id.
      { orderId: mine.id, recipientName: 'ผู้รับที่ถูกลบแล้ว', message: { code: 'ORDER_NOT_FOUND', params: {} } },
    ]);
    expect(thai(stolen.json().error.params.failures[0].message)).toBe('ไม่พบรายการสั่งซื้อ');
    expect((await sellerOrder(mine.id)).json().status.referenceKey).toBe('PENDING_TO_BE_PACKED');
  });
});

describe('POST /api/postals/orders-price/:storeId/:optionId', () => {
  const price = (
    optionId: string,
    payload: Record<string, unknown>,
    auth: Record<string, string> = shop.seller.auth,
    storeId = shop.store.id,
  ) => t.app.inject({ method: 'POST', url: `/api/postals/orders-price/${storeId}/${optionId}`, headers: auth, payload });

  it('prices each order as publishing then charges it, by weight and by regional zone, and writes nothing', async () => {
    const [a, b] = [await order(), await order()];
    const byWeight = await price('ems', { weight: 750, orders: [{ orderId: a.id }, { orderId: b.id, weight: 1500 }] });
    expect(byWeight.statusCode, byWeight.body).toBe(200);
    const quoted = byWeight.json() as { prices: Array<{ orderId: string; priceSatang: number }>; totalSatang: number };
    expect(quoted.prices.map((p) => p.orderId)).toEqual([a.id, b.id]);
    expect(quoted.totalSatang).toBe(quoted.prices[0]!.priceSatang + quoted.prices[1]!.priceSatang);
    // A heavier parcel costs more by EMS rates.
    expect(quoted.prices[1]!.priceSatang).toBeGreaterThan(quoted.prices[0]!.priceSatang);
    const byZone = (await price('zonebox', { zoneId: 1, orders: [{ orderId: a.id }] })).json();
    // The seeded SS zone: 30 baht in the sender's area, 35 elsewhere.
    expect([3000, 3500]).toContain(byZone.prices[0].priceSatang);
    // Nothing written: the orders are still waiting for their labels.
    expect((await sellerOrder(a.id)).json()).toMatchObject({ status: { referenceKey: 'PENDING_TO_BE_PACKED' }, barcode: null });

    // Publishing the same orders the same way charges what was quoted.
    const published = await publish(t.app, shop.store.id, shop.seller.auth, {
      optionId: 'ems',
      weight: 750,
      orders: [{ orderId: a.id }, { orderId: b.id, weight: 1500 }],
    });
    expect(published.json().created.map((m: { serviceCost: number }) => m.serviceCost)).toEqual(quoted.prices.map((p) => p.priceSatang));
  });

  it('answers null for an order that is not the store’s, and no total', async () => {
    const mine = await order();
    const other = await createShop(t);
    const res = await price('registered', { weight: 300, orders: [{ orderId: mine.id }, { orderId: crypto.randomUUID() }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().prices[1]).toEqual({ orderId: expect.any(String), priceSatang: null });
    expect(res.json().totalSatang).toBeNull();
    // Another seller may not price this store's orders; a guest must sign in.
    expect((await price('ems', { weight: 300, orders: [{ orderId: mine.id }] }, other.seller.auth)).statusCode).toBe(403);
    expect((await price('ems', { weight: 300, orders: [{ orderId: mine.id }] }, {})).statusCode).toBe(401);
  });

  it('says what is missing: a service, a zone, at least one order', async () => {
    const mine = await order();
    const noService = await price('nope', { orders: [{ orderId: mine.id }] });
    expect(noService.statusCode).toBe(400);
    expect(issueAt(noService, 'params.optionId')).toBe('กรุณาเลือกบริการ');
    const none = await price('ems', { weight: 300, orders: [] });
    expect(none.statusCode).toBe(400);
    // A zone box without a zone has no price to give.
    expect((await price('zonebox', { orders: [{ orderId: mine.id }] })).json().prices[0].priceSatang).toBeNull();
  });
});
