import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createSender, publish } from '../../../test/mailing-fixtures';
import { run } from '../../../test/pdf-tools';
import { checkout, createBuyer, createStorefrontTestApp, pngImage, postSlip, saveStore } from '../../../test/storefront-fixtures';
import { pushTrackEvents } from '../../../test/track-sim';
import { useShop, useTestApp } from '../../../test/use-test-app';
import { mailings } from '../../db/schema/mailings';
import { outgoingMessages, storeLineConnections } from '../../db/schema/outgoing';

/**
 * Cash on delivery end to end. Facts (shared reference postal-facts.md): Thailand Post's track code 901 is "cash-on-
 * delivery money transferred to the seller"; it follows the 501 (delivered) of a COD parcel, and events arrive as a
 * list per barcode, oldest first, with dates dd/MM/yyyy HH:mm:ss+07:00 (Buddhist-era years in Thai), as the push
 * service POSTs them: { items: [event objects], track_datetime }.
 */
const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
const url = (path: string) => `/api/stores/${shop.store.id}${path}`;

beforeAll(async () => {
  await createSender(t.database.db, shop.store.id, shop.seller.user.id);
  // EMS with COD at a 20.00 baht fee; registered without COD.
  const res = await saveStore(t, shop, {
    deliveryOptions: [
      { deliveryOptionId: 'ems', fee: 5000, codEnabled: true, codFee: 2000 },
      { deliveryOptionId: 'registered', fee: 3000 },
    ],
  });
  if (res.statusCode !== 200) throw new Error(res.body);
  await t.database.db.insert(storeLineConnections).values({
    storeId: shop.store.id,
    tokenCipher: 'x.y.z',
    botName: 'ร้านทดสอบ',
    targetId: `U${'a'.repeat(32)}`,
    events: ['codTransferred'],
  });
});

const summary = async () => (await t.app.inject({ url: url('/cod/summary'), headers: shop.seller.auth })).json();

/** Buddhist-era date `days` after 1 Nov 2026, 09:00 Bangkok time. */
const postalDate = (days: number) => `${String(1 + days).padStart(2, '0')}/11/2569 09:00:00+07:00`;
const push = (barcode: string, codes: number[]) =>
  pushTrackEvents(
    t,
    codes.map((code, i) => ({
      barcode,
      status: String(code),
      status_description: '',
      status_date: postalDate(i),
      location: '',
      postcode: '10500',
    })),
    '24/11/2569 10:00+07:00',
  );

describe('cash on delivery', () => {
  it('an order, its parcel, its label and the COD report carry the amount; 901 marks it transferred, pushed to LINE once', async () => {
    const offered = (await t.app.inject({ url: `/api/deliveryOptions/ByStore/${shop.store.id}` })).json();
    expect(offered.find((o: { id: string }) => o.id === 'ems')).toMatchObject({ codEnabled: true, codFee: 2000 });

    const buyer = await createBuyer(t);
    const placed = await checkout(t, shop, buyer.auth, { cashOnDelivery: true });
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json();
    // 225.50 goods + 50.00 delivery + 20.00 COD fee: the postman collects 295.50 baht. No slip step: it waits to be packed.
    expect(order).toMatchObject({ grandTotal: 27550, cashOnDelivery: { fee: 2000, amount: 29550 }, confirmPayment: false, payTo: null });
    expect(order.status.referenceKey).toBe('PENDING_TO_BE_PACKED');
    const before = await summary();

    // The slip, the seller's confirmation and the card payment are refused with their own message.
    const slip = await postSlip(t, shop.store.id, buyer.auth, order.id, multipartFile('slip.png', await pngImage()));
    expect(slip.statusCode).toBe(409);
    expect(apiError(slip).code).toBe('ORDER_IS_CASH_ON_DELIVERY');
    const confirm = await t.app.inject({ method: 'POST', url: url(`/confirmorders/${order.id}`), headers: shop.seller.auth });
    expect(apiError(confirm)).toMatchObject({ code: 'ORDER_IS_CASH_ON_DELIVERY' });
    expect(apiError(confirm).message).toContain('เก็บเงินปลายทาง');

    const published = await publish(t.app, shop.store.id, shop.seller.auth, {
      optionId: 'ems',
      weight: 500,
      orders: [{ orderId: order.id }],
    });
    expect(published.statusCode, published.body).toBe(201);
    const parcel = published.json().created[0] as { id: string; barcode: string; codAmount: number };
    expect(parcel.codAmount).toBe(29550);

    const label = await t.app.inject({
      url: url(`/printmailings?mailingBarcode=${parcel.barcode}&LabelOption=3`),
      headers: shop.seller.auth,
    });
    expect(label.statusCode).toBe(200);
    const pdfFile = join(mkdtempSync(join(tmpdir(), 'cod-label-')), 'label.pdf');
    writeFileSync(pdfFile, label.rawPayload);
    const text = run('pdftotext', ['-raw', pdfFile, '-']);
    expect(text).toContain('฿295.50');
    // pdftotext loses the subset font's sara aa (า): compared without it.
    expect(text.replace(/[\sา]/g, '')).toContain('เก็บเงินปลยทง');

    let s = await summary();
    expect(s.toCollect).toEqual({ count: before.toCollect.count + 1, amount: before.toCollect.amount + 29550 });
    const row = (await t.app.inject({ url: url(`/cod?searchString=${parcel.barcode}`), headers: shop.seller.auth })).json().contents[0];
    expect(row).toMatchObject({ barcode: parcel.barcode, orderName: order.name, amount: 29550, state: 'toCollect', transferredAt: null });

    // Delivered (501) on 4 Nov 2026: awaiting the transfer, and overdue after 7 days (it is later than that now).
    expect((await push(parcel.barcode, [103, 201, 301, 501])).statusCode).toBe(200);
    s = await summary();
    expect(s.awaitingTransfer.count).toBe(before.awaitingTransfer.count + 1);
    expect(s.overdue).toEqual({ count: before.overdue.count + 1, amount: before.overdue.amount + 29550 });
    expect((await t.app.inject({ url: url(`/orders/${order.id}`), headers: shop.seller.auth })).json().confirmPayment).toBe(false);

    // 901 on 5 Nov 2026 09:00 Bangkok: transferred with its time; the LINE push is queued once, even when the 901 comes again.
    for (let i = 0; i < 2; i++) expect((await push(parcel.barcode, [103, 201, 301, 501, 901])).statusCode).toBe(200);
    s = await summary();
    expect(s.transferred).toEqual({ count: before.transferred.count + 1, amount: before.transferred.amount + 29550 });
    expect(s.awaitingTransfer.count).toBe(before.awaitingTransfer.count);
    const done = (
      await t.app.inject({ url: url(`/cod?state=transferred&searchString=${parcel.barcode}`), headers: shop.seller.auth })
    ).json();
    expect(done.contents[0]).toMatchObject({ state: 'transferred', transferredAt: '2026-11-05T02:00:00.000Z' });
    // The money is in: the order counts as paid (the store's sales reports read ConfirmPayment).
    const paid = (await t.app.inject({ url: url(`/orders/${order.id}`), headers: shop.seller.auth })).json();
    expect(paid).toMatchObject({ confirmPayment: true, cashOnDelivery: { amount: 29550 } });
    const [m] = await t.database.db.select().from(mailings).where(eq(mailings.id, parcel.id));
    expect(m?.codTransferredAt?.toISOString()).toBe('2026-11-05T02:00:00.000Z');
    const pushes = await t.database.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.event, 'codTransferred'), eq(outgoingMessages.subjectId, parcel.id)));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({ barcode: parcel.barcode, orderName: order.name, amount: '295.50' });

    // The Excel export has the parcel with its amount.
    const sheet = await t.app.inject({ url: url(`/cod/excel?searchString=${parcel.barcode}`), headers: shop.seller.auth });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers['content-type']).toContain('spreadsheetml');

    // The post office's admins see the COD volumes of the parcel's office; an outlet admin of another office does not.
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Bangkok', month: '2-digit', day: '2-digit', year: 'numeric' }).format(
      new Date(),
    );
    const range = `startDate=${today}&endDate=${today}`;
    const central = await createUser(t.app, t.database.db, { role: 'Admin', outletCode: '000000' });
    const volumes = (await t.app.inject({ url: `/api/reports/cod?${range}`, headers: central.auth })).json();
    const office = volumes.rows.find((r: { postalCode: string }) => r.postalCode === m?.postalCode);
    expect(office).toMatchObject({ parcels: 1, amount: 29550, transferred: 1, transferredAmount: 29550 });
    expect(volumes.totals.amount).toBeGreaterThanOrEqual(29550);
    const other = m?.postalCode === '50200' ? '10110' : '50200';
    const outletAdmin = await createUser(t.app, t.database.db, { role: 'AdminOutlet', outletCode: other });
    const own = (await t.app.inject({ url: `/api/reports/cod?${range}`, headers: outletAdmin.auth })).json();
    expect(own.rows.some((r: { postalCode: string }) => r.postalCode === m?.postalCode)).toBe(false);
    const excel = await t.app.inject({ url: `/api/reports/cod?${range}&type=excel`, headers: central.auth });
    expect(excel.headers['content-type']).toContain('spreadsheetml');
    expect((await t.app.inject({ url: `/api/reports/cod?${range}`, headers: shop.seller.auth })).statusCode).toBe(403);
  });

  it('refuses COD where the store does not offer it, at the field, in Thai and English', async () => {
    const buyer = await createBuyer(t);
    const res = await checkout(t, shop, buyer.auth, { cashOnDelivery: true, deliveryOptionId: 'registered' });
    expect(res.statusCode).toBe(400);
    expect(apiError(res).code).toBe('COD_NOT_OFFERED');
    expect(issueAt(res, 'cashOnDelivery')).toBe('ร้านค้านี้ไม่มีบริการเก็บเงินปลายทางสำหรับบริการจัดส่งที่เลือก');
    const en = await checkout(
      t,
      shop,
      { ...buyer.auth, 'accept-language': 'en' },
      { cashOnDelivery: true, deliveryOptionId: 'registered' },
    );
    expect(apiError(en).message).toBe('This store does not offer cash on delivery with the chosen delivery service');
  });

  it('refuses an amount above what one COD parcel may collect, and a COD fee out of range', async () => {
    const buyer = await createBuyer(t);
    // 2,000 shirts at 100.00 baht: 200,050.00 baht with delivery, above the 50,000.00 baht limit.
    const big = await checkout(t, shop, buyer.auth, { cashOnDelivery: true, items: [{ productId: shop.shirt.id, quantity: 2000 }] });
    expect(apiError(big).code).toBe('COD_AMOUNT_OUT_OF_RANGE');
    const fee = await saveStore(t, shop, { deliveryOptions: [{ deliveryOptionId: 'ems', fee: 5000, codEnabled: true, codFee: 100_001 }] });
    expect(fee.statusCode).toBe(400);
    expect(issueAt(fee, 'deliveryOptions.0.codFee')).toBeDefined();
  });

  it('the seller’s own COD order starts waiting to be packed, and may not be moved to wait for payment', async () => {
    const body = {
      statusKey: 'PENDING_TO_BE_PACKED',
      items: [{ productId: shop.shirt.id, quantity: 1 }],
      deliveryOptionId: 'ems',
      shipAddress: { fullName: 'ลูกค้าโทรสั่ง', phone: '0811111111', homeAddress: '9/9', ...shop.geo },
      cashOnDelivery: true,
    };
    const made = await t.app.inject({ method: 'POST', url: url('/orders/manage'), headers: shop.seller.auth, payload: body });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ cashOnDelivery: { fee: 2000, amount: 17000 }, status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
    const back = await t.app.inject({
      method: 'PUT',
      url: url(`/orders/${made.json().id}`),
      headers: shop.seller.auth,
      payload: { ...body, statusKey: 'WAITING_FOR_PAYMENT' },
    });
    expect(apiError(back)).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', params: { reason: 'cashOnDelivery' } });
    // A paid order cannot become COD: the buyer would pay twice.
    const paid = await t.app.inject({
      method: 'POST',
      url: url('/orders/manage'),
      headers: shop.seller.auth,
      payload: { ...body, cashOnDelivery: false, confirmPayment: true },
    });
    const toCod = await t.app.inject({ method: 'PUT', url: url(`/orders/${paid.json().id}`), headers: shop.seller.auth, payload: body });
    expect(apiError(toCod).code).toBe('COD_AFTER_PAYMENT');
    expect(issueAt(toCod, 'cashOnDelivery')).toContain('เก็บเงินปลายทางไม่ได้');
  });
});
