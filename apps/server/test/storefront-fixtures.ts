import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { type PostalPick, pickPostal, postMultipart } from './address-fixtures';
import { createTestApp, type TestApp } from './create-test-app';
import { createUser } from './factories';

/** A test app whose file store is a fresh temporary directory. */
export const createStorefrontTestApp = () => createTestApp({ env: { FILES_DIR: mkdtempSync(join(tmpdir(), 'songdee-files-')) } });

export const storeInput = (geo: PostalPick, overrides: Record<string, unknown> = {}) => ({
  name: 'ร้านทดสอบ',
  uri: `shop-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`,
  phone: '0812345678',
  line: '@shop',
  detail: 'ร้านของเรา',
  homeAddress: '1/1',
  ...geo,
  deliveryOptions: [
    { deliveryOptionId: 'ems', fee: 5000 },
    { deliveryOptionId: 'registered', fee: 3000 },
  ],
  ...overrides,
});

export const shipAddress = (geo: PostalPick, overrides: Record<string, unknown> = {}) => ({
  fullName: 'สมหญิง รักดี',
  phone: '0898765432',
  homeAddress: '12/3',
  ...geo,
  ...overrides,
});

/** A seller with a published store (through the API) and products priced 100.00 and 25.50 baht. */
export async function createShop(t: TestApp) {
  const geo = await pickPostal(t.app);
  const seller = await createUser(t.app, t.database.db);
  const storeRes = await t.app.inject({ method: 'POST', url: '/api/stores', headers: seller.auth, payload: storeInput(geo) });
  if (storeRes.statusCode !== 201) throw new Error(`store: ${storeRes.body}`);
  const store = storeRes.json() as { id: string; uri: string };
  const product = async (name: string, price: number, categoryId: number) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${store.id}/products`,
      headers: seller.auth,
      payload: { name, categoryId, price, description: 'ทดสอบ' },
    });
    if (res.statusCode !== 201) throw new Error(`product: ${res.body}`);
    return res.json() as { id: string; price: number };
  };
  const shirt = await product('เสื้อยืด', 10000, 1);
  const chilli = await product('น้ำพริก', 2550, 2);
  return { geo, seller, store, shirt, chilli };
}

export type Shop = Awaited<ReturnType<typeof createShop>>;

/** Saves `shop`'s store form as created with `changes` (PUT /api/stores), as `auth`'s user (the owner by default). */
export const saveStore = (t: TestApp, shop: Shop, changes: Record<string, unknown>, auth: Record<string, string> = shop.seller.auth) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/stores',
    headers: auth,
    payload: { ...storeInput(shop.geo, { uri: shop.store.uri }), id: shop.store.id, ...changes },
  });

/** A buyer's payment slip for an order: a multipart body (`multipartFile`, or one written by hand) posted to the store's files. */
export const postSlip = (
  t: TestApp,
  storeId: string,
  auth: Record<string, string>,
  orderId: string,
  body: { headers: Record<string, string>; payload: Buffer | string },
) => postMultipart(t.app, `/api/stores/${storeId}/files?orderId=${orderId}`, auth, body);

export async function checkout(t: TestApp, shop: Shop, auth: Record<string, string>, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/stores/${shop.store.id}/orders`,
    headers: auth,
    payload: {
      items: [
        { productId: shop.shirt.id, quantity: 2 },
        { productId: shop.chilli.id, quantity: 1 },
      ],
      deliveryOptionId: 'ems',
      shipAddress: shipAddress(shop.geo),
      ...extra,
    },
  });
}

/** The seller confirms the buyer's payment of an order: PENDING_TO_BE_PACKED. */
export async function confirmOrder(t: TestApp, shop: Shop, orderId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/stores/${shop.store.id}/confirmorders/${orderId}`,
    headers: shop.seller.auth,
  });
  if (res.statusCode !== 200) throw new Error(`confirm: ${res.body}`);
}

/** A buyer's order (2 shirts, 1 chilli paste), paid and confirmed by the seller: ready to be packed. */
export async function paidOrder(t: TestApp, shop: Shop, deliveryOptionId = 'ems') {
  const buyer = await createBuyer(t);
  const placed = await checkout(t, shop, buyer.auth, { deliveryOptionId });
  if (placed.statusCode !== 201) throw new Error(`checkout: ${placed.body}`);
  const order = placed.json() as { id: string; name: string };
  await confirmOrder(t, shop, order.id);
  return order;
}

export async function createBuyer(t: TestApp) {
  return createUser(t.app, t.database.db);
}

export const pngImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

export const jpegImage = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 140, b: 40 } } })
    .jpeg()
    .toBuffer();

/** An uncompressed 24-bit BMP (sharp cannot write BMP). */
export function bmpImage(width = 4, height = 3): Buffer {
  const rowSize = Math.ceil((24 * width) / 32) * 4;
  const header = Buffer.alloc(54);
  header.write('BM', 0, 'latin1');
  header.writeUInt32LE(54 + rowSize * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  return Buffer.concat([header, Buffer.alloc(rowSize * height, 120)]);
}

export const pdfFile = () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
