import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { type PaymentForm, resultFor } from '../../../test/card-payment-fixtures';
import { createUser } from '../../../test/factories';
import { checkout, createBuyer, createStorefrontTestApp, pdfFile, pngImage, postSlip } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

/** A slip of `content` (none: a multipart body without a file) for the order. */
const uploadSlip = (auth: Record<string, string>, orderId: string, content: Buffer | null, name = 'slip.png') =>
  postSlip(
    t,
    shop.store.id,
    auth,
    orderId,
    content ? multipartFile(name, content) : { headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' },
  );

async function newOrder() {
  const buyer = await createBuyer(t);
  const order = (await checkout(t, shop, buyer.auth)).json() as { id: string; name: string; grandTotal: number };
  return { buyer, order };
}

describe('POST /api/stores/:storeId/files (payment slip)', () => {
  it('attaches an image slip and moves the order to WAITING_FOR_PAYMENT_CONFIRMATION, once', async () => {
    const { buyer, order } = await newOrder();
    const res = await uploadSlip(buyer.auth, order.id, await pngImage());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: { referenceKey: 'WAITING_FOR_PAYMENT_CONFIRMATION' }, isEditable: false });
    expect(res.json().paySlipPath).toMatch(new RegExp(`^slips/${shop.store.id}/${order.id}/.+\\.png$`));
    const again = await uploadSlip(buyer.auth, order.id, await pngImage());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ORDER_TRANSITION_NOT_ALLOWED');
  });

  it('tells the seller a slip was attached, in their language, and leads to the payment check', async () => {
    const { buyer, order } = await newOrder();
    expect((await uploadSlip(buyer.auth, order.id, await pngImage())).statusCode).toBe(201);
    const list = (lang: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/Notification?storeId=${shop.store.id}`,
        headers: { ...shop.seller.auth, 'accept-language': lang },
      });
    const slip = (await list('th')).json().contents.find((n: { typeNotification: number }) => n.typeNotification === 3);
    expect(slip).toMatchObject({
      content: `ผู้ซื้อแนบหลักฐานการชำระเงินของคำสั่งซื้อ ${order.name} แล้ว กรุณาตรวจสอบ`,
      link: { orderId: order.id, orderName: order.name },
      storeId: shop.store.id,
      readStatus: false,
    });
    const english = (await list('en')).json().contents.find((n: { id: string }) => n.id === slip.id);
    expect(english.content).toBe(`The buyer attached a payment slip for order ${order.name}: please check it`);
  });

  it('accepts a PDF, and refuses a missing file, the wrong type and over 2 MB', async () => {
    const { buyer, order } = await newOrder();
    const missing = await uploadSlip(buyer.auth, order.id, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('กรุณาแนบหลักฐาน');
    const text = await uploadSlip(buyer.auth, order.id, Buffer.from('hello, this is not a slip'), 'slip.pdf');
    expect(text.json().error).toMatchObject({ code: 'SLIP_TYPE_NOT_ALLOWED', message: 'หลักฐานการชำระเงินต้องเป็นไฟล์รูปภาพหรือ PDF' });
    const zip = await uploadSlip(buyer.auth, order.id, Buffer.from('PK\u0003\u0004zipzipzipzipzipzip'), 'slip.jpg');
    expect(zip.json().error.code).toBe('SLIP_TYPE_NOT_ALLOWED');
    const big = await uploadSlip(buyer.auth, order.id, Buffer.concat([pdfFile(), Buffer.alloc(2 * 1024 * 1024)]), 'slip.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');
    const pdf = await uploadSlip(buyer.auth, order.id, pdfFile(), 'slip.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().paySlipPath).toMatch(/\.pdf$/);
  });

  it('refuses a slip for another buyer’s order', async () => {
    const { order } = await newOrder();
    const other = await createBuyer(t);
    expect((await uploadSlip(other.auth, order.id, await pngImage())).statusCode).toBe(404);
  });
});

describe('GET /api/files for slips', () => {
  it('lets our own pages frame a PDF slip (the seller’s viewer) and no other site; the file itself may run nothing', async () => {
    const { buyer, order } = await newOrder();
    const key = (await uploadSlip(buyer.auth, order.id, pdfFile(), 'slip.pdf')).json().paySlipPath;
    const res = await t.app.inject({ method: 'GET', url: `/api/files?filename=${key}`, headers: shop.seller.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // Every other answer still refuses to be framed at all.
    const page = await t.app.inject({ method: 'GET', url: '/version' });
    expect(String(page.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('serves a slip to the order’s buyer and the store owner only', async () => {
    const { buyer, order } = await newOrder();
    const key = (await uploadSlip(buyer.auth, order.id, await pngImage())).json().paySlipPath;
    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/files?filename=${key}`, headers });
    expect((await get(buyer.auth)).statusCode).toBe(200);
    const seller = await get(shop.seller.auth);
    expect(seller.statusCode).toBe(200);
    expect(seller.headers['cache-control']).toBe('private, no-store');
    expect((await get()).statusCode).toBe(401);
    expect((await get((await createBuyer(t)).auth)).statusCode).toBe(403);
    expect((await get((await createUser(t.app, t.database.db, { store: {} })).auth)).statusCode).toBe(403);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/files?filename=slips/${shop.store.id}/${order.id}/00000000-0000-4000-8000-000000000000.png`,
      headers: buyer.auth,
    });
    expect(unknown.json().error.message).toBe('ไม่พบหลักฐานการชำระเงิน');
    expect((await t.app.inject({ method: 'GET', url: '/api/files?filename=../../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('/api/stores/:storeId/confirmorders', () => {
  it('lists confirmable orders by code, confirms payment to PENDING_TO_BE_PACKED, and refuses a second confirm', async () => {
    const { buyer, order } = await newOrder();
    await uploadSlip(buyer.auth, order.id, await pngImage());
    const available = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${shop.store.id}/orders/availableForConfirmPayment?searchString=${order.name}`,
      headers: shop.seller.auth,
    });
    expect(available.json().contents).toEqual([expect.objectContaining({ id: order.id, canConfirmPayment: true, showSlipLink: true })]);
    expect(available.json().paging.size).toBe(10);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(view.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(confirmed.json()).toMatchObject({
      confirmPayment: true,
      status: { referenceKey: 'PENDING_TO_BE_PACKED' },
      canMakeLabel: true,
      // Paid and waiting to be packed: still editable (an address fixed after payment).
      isEditable: true,
    });
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toMatchObject({ code: 'ORDER_TRANSITION_NOT_ALLOWED', params: { fromKey: 'PENDING_TO_BE_PACKED' } });
    const mine = await t.app.inject({ method: 'GET', url: `/api/Account/Orders/${order.id}`, headers: buyer.auth });
    expect(mine.json().status.referenceKey).toBe('PENDING_TO_BE_PACKED');
    const withSlips = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${shop.store.id}/confirmorders?searchString=${order.name}`,
      headers: shop.seller.auth,
    });
    expect(withSlips.json().contents.map((o: { id: string }) => o.id)).toEqual([order.id]);
  });

  it('says "ไม่พบหลักฐานการชำระเงิน" for an order without a slip, and rejects a slip back to waiting for payment', async () => {
    const { buyer, order } = await newOrder();
    const noSlip = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(noSlip.statusCode).toBe(404);
    expect(noSlip.json().error.message).toBe('ไม่พบหลักฐานการชำระเงิน');
    const key = (await uploadSlip(buyer.auth, order.id, await pngImage())).json().paySlipPath;
    const rejected = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: shop.seller.auth,
    });
    expect(rejected.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/api/files?filename=${key}`, headers: buyer.auth })).statusCode).toBe(404);
    const again = await uploadSlip(buyer.auth, order.id, await pngImage());
    expect(again.statusCode).toBe(201);
  });

  it('decides in one PUT: false rejects the slip, true confirms the payment; a body without the decision is refused', async () => {
    const { buyer, order } = await newOrder();
    const put = (payload: Record<string, unknown>, auth = shop.seller.auth) =>
      t.app.inject({ method: 'PUT', url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`, headers: auth, payload });
    await uploadSlip(buyer.auth, order.id, await pngImage());
    const rejected = await put({ confirmPayment: false });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: order.id, status: { referenceKey: 'WAITING_FOR_PAYMENT' }, paySlipPath: null });
    const missing = await put({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    await uploadSlip(buyer.auth, order.id, await pngImage());
    const confirmed = await put({ confirmPayment: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: { referenceKey: 'PENDING_TO_BE_PACKED' }, confirmPayment: true });
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    expect((await put({ confirmPayment: true }, stranger.auth)).statusCode).toBe(403);
  });

  it('denies another store’s owner', async () => {
    const { order } = await newOrder();
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/confirmorders/${order.id}`,
      headers: stranger.auth,
    });
    expect(res.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/stores/${shop.store.id}/orders/availableForConfirmPayment`,
      headers: stranger.auth,
    });
    expect(list.statusCode).toBe(403);
  });
});

describe('POST /api/stores/:storeId/confirmorders/:orderId/payment (payment confirmation with the gateway’s result)', () => {
  // 2C2P redirect 7.2 result fields (payment_status 000 paid; hash_value HMAC-SHA1 in 2C2P's order), via the shared reference.
  const send = (auth: Record<string, string>, orderId: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/stores/${shop.store.id}/confirmorders/${orderId}/payment`, headers: auth, payload: body });
  const formFor = async (auth: Record<string, string>, orderId: string) =>
    (await t.app.inject({ url: `/api/orders/${orderId}/token`, headers: auth })).json() as PaymentForm;

  it('confirms payment on a signed 000 for the issued order and total, and is idempotent', async () => {
    const { buyer, order } = await newOrder();
    const body = resultFor(await formFor(buyer.auth, order.id));
    const res = await send(buyer.auth, order.id, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmPayment: true, status: { referenceKey: 'PENDING_TO_BE_PACKED' } });
    expect((await send(buyer.auth, order.id, body)).statusCode).toBe(200);
  });

  it('refuses a forged hash, a different amount, a failed or pending payment, and another buyer', async () => {
    const { buyer, order } = await newOrder();
    const form = await formFor(buyer.auth, order.id);
    const forged = await send(buyer.auth, order.id, { ...resultFor(form), hash_value: 'a'.repeat(40) });
    expect(forged.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const cheap = await send(buyer.auth, order.id, resultFor(form, '000', { amount: '000000000100' }));
    expect(cheap.json().error.code).toBe('PAYMENT_VERIFICATION_FAILED');
    const pending = await send(buyer.auth, order.id, resultFor(form, '001'));
    expect(pending.json().error).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: 'ไม่สามารถชำระเงินได้' });
    const failed = await send(buyer.auth, order.id, resultFor(form, '002'));
    expect(failed.json().error).toMatchObject({ code: 'PAYMENT_NOT_SUCCESSFUL', message: 'ไม่สามารถชำระเงินได้' });
    const other = await createBuyer(t);
    const stolen = await send(other.auth, order.id, resultFor(await formFor(buyer.auth, order.id)));
    expect(stolen.statusCode).toBe(404);
  });
});
