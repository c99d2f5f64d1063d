import { type APIRequestContext, expect } from '@playwright/test';
import { latestMailTo, linkIn, uniqueEmail } from './journey-helpers';

export const FIXTURE_PASSWORD = 'secret123';

export interface FixtureAccount {
  email: string;
  headers: { authorization: string };
}

/** A fresh, confirmed account, signed in through the API: its e-mail and bearer headers. */
export async function confirmedAccount(request: APIRequestContext, tag: string): Promise<FixtureAccount> {
  const email = uniqueEmail(tag);
  const registered = await request.post('/api/Account/Register', {
    data: { email, firstName: 'ทดสอบ', lastName: tag, password: FIXTURE_PASSWORD, confirmPassword: FIXTURE_PASSWORD },
  });
  expect(registered.status()).toBe(201);
  const link = new URL(linkIn((await latestMailTo(request, email)).text, '/confirmemail'));
  expect((await request.post(`/api/Account/ConfirmEmail${link.search}`)).ok()).toBe(true);
  const token = await request.post('/api/Token', { form: { grant_type: 'password', username: email, password: FIXTURE_PASSWORD } });
  return { email, headers: { authorization: `Bearer ${(await token.json()).access_token}` } };
}

/** Province, district, sub-district and postcode of a real Bangkok postcode, from the geography API. */
export async function bangkokGeo(request: APIRequestContext) {
  const [suggestion] = await (await request.get('/api/postals/10110')).json();
  return {
    provinceId: suggestion.data.p.id as number,
    borderId: suggestion.data.b.id as number,
    districtId: suggestion.data.d.id as number,
    postcode: suggestion.value as string,
  };
}

export type Geo = Awaited<ReturnType<typeof bangkokGeo>>;

/**
 * A store of `seller` at the Bangkok address, made through the API: phone 0812345678, home address 1/1 and EMS at
 * 50 baht unless `data` says otherwise (it may add a LINE id, a PromptPay ID or other delivery options).
 */
export async function apiStore(
  request: APIRequestContext,
  seller: FixtureAccount,
  geo: Geo,
  data: { name: string; uri: string } & Record<string, unknown>,
): Promise<{ id: string; uri: string; name: string }> {
  const created = await request.post('/api/stores', {
    headers: seller.headers,
    data: { phone: '0812345678', homeAddress: '1/1', ...geo, deliveryOptions: [{ deliveryOptionId: 'ems', fee: 5000 }], ...data },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

/** A product of the store, made through the API. */
export async function apiProduct(
  request: APIRequestContext,
  seller: FixtureAccount,
  storeId: string,
  data: { name: string; categoryId: number; price: number; description: string },
): Promise<{ id: string; name: string }> {
  const created = await request.post(`/api/stores/${storeId}/products`, { headers: seller.headers, data });
  expect(created.status()).toBe(201);
  return created.json();
}

/** The store's default sender (สมชาย ส่งของ at 99/9 of the Bangkok address), made through the API. */
export async function apiSender(request: APIRequestContext, seller: FixtureAccount, storeId: string, geo: Geo): Promise<void> {
  const created = await request.post(`/api/stores/${storeId}/address/send`, {
    headers: seller.headers,
    data: { name: 'สมชาย', surname: 'ส่งของ', phone: '0812345678', homeAddress: '99/9', ...geo },
  });
  expect(created.status()).toBe(201);
}

/** A buyer's order of the store, made through the API and confirmed as paid by the seller (PENDING_TO_BE_PACKED). */
async function apiPaidOrder(
  request: APIRequestContext,
  seller: FixtureAccount,
  buyer: FixtureAccount,
  storeId: string,
  data: { items: Array<{ productId: string; quantity: number }>; deliveryOptionId: string; shipAddress: Record<string, unknown> },
): Promise<{ id: string; name: string }> {
  const order = await (await request.post(`/api/stores/${storeId}/orders`, { headers: buyer.headers, data })).json();
  expect((await request.post(`/api/stores/${storeId}/confirmorders/${order.id}`, { headers: seller.headers })).ok()).toBe(true);
  return order;
}

/**
 * A seller's shop (`store` names it and may add delivery options) with one product, น้ำพริกเผา at 120 baht, and a
 * default sender; and a buyer's order of two of it by EMS to น้ำฝน ผู้ซื้อ, confirmed as paid (PENDING_TO_BE_PACKED).
 */
export async function shopWithPaidOrder(request: APIRequestContext, tag: string, store: { name: string } & Record<string, unknown>) {
  const geo = await bangkokGeo(request);
  const seller = await confirmedAccount(request, `${tag}-seller`);
  const created = await apiStore(request, seller, geo, { uri: `${tag}-${Date.now().toString(36)}`, ...store });
  const product = await apiProduct(request, seller, created.id, { name: 'น้ำพริกเผา', categoryId: 2, price: 12000, description: 'เผ็ดกลาง' });
  await apiSender(request, seller, created.id, geo);
  const buyer = await confirmedAccount(request, `${tag}-buyer`);
  const order = await apiPaidOrder(request, seller, buyer, created.id, {
    items: [{ productId: product.id, quantity: 2 }],
    deliveryOptionId: 'ems',
    shipAddress: { fullName: 'น้ำฝน ผู้ซื้อ', phone: '0898765432', homeAddress: '12/3 ซอยน้ำใจ', ...geo },
  });
  return { geo, seller, buyer, store: created, product, order };
}

export interface PaidShop {
  seller: FixtureAccount;
  store: { id: string; uri: string; name: string };
  products: Array<{ id: string; name: string }>;
  /** Paid and confirmed orders (PENDING_TO_BE_PACKED), oldest first. */
  orders: Array<{ id: string; name: string }>;
}

/**
 * A seller's shop (EMS offered, a default sender) with two products and `orderCount` orders from one buyer,
 * each of two pieces of the first product and one of the second, confirmed as paid: ready to pick and invoice.
 */
export async function paidShop(request: APIRequestContext, tag: string, orderCount: number): Promise<PaidShop> {
  const geo = await bangkokGeo(request);
  const seller = await confirmedAccount(request, `${tag}-seller`);
  const uri = `${tag}-${Date.now().toString(36)}`;
  const store = await apiStore(request, seller, geo, { name: `ร้าน${tag}`, uri });
  const products = [];
  for (const [name, price] of [
    ['น้ำพริกเผา', 12000],
    ['กะปิคลองโคน', 8500],
  ] as const) {
    const product = await apiProduct(request, seller, store.id, { name, categoryId: 2, price, description: 'ของฝากจากร้าน' });
    products.push({ id: product.id as string, name });
  }
  await apiSender(request, seller, store.id, geo);

  const [first, second] = products as [(typeof products)[number], (typeof products)[number]];
  const buyer = await confirmedAccount(request, `${tag}-buyer`);
  const orders = [];
  for (let i = 0; i < orderCount; i++) {
    const order = await apiPaidOrder(request, seller, buyer, store.id, {
      items: [
        { productId: first.id, quantity: 2 },
        { productId: second.id, quantity: 1 },
      ],
      deliveryOptionId: 'ems',
      shipAddress: { fullName: `น้ำฝน ผู้ซื้อ${i + 1}`, phone: '0898765432', homeAddress: `12/${i + 3} ซอยน้ำใจ`, ...geo },
    });
    orders.push({ id: order.id, name: order.name });
  }
  return { seller, store: { id: store.id, uri, name: store.name }, products, orders };
}

/** EMS mailings of 800 g for every order of the shop, published through the API: their barcodes and orders. */
export async function apiEmsMailings(request: APIRequestContext, shop: PaidShop): Promise<Array<{ barcode: string; orderId: string }>> {
  const published = await request.post(`/api/stores/${shop.store.id}/mailings`, {
    headers: shop.seller.headers,
    data: { optionId: 'ems', weight: 800, orders: shop.orders.map((o) => ({ orderId: o.id })) },
  });
  expect(published.status()).toBe(201);
  return (await published.json()).created;
}

/** A shipping list, made through the API, of the shop's first order on its way (ordersOnTheirWay); its id. */
export async function apiShippingList(request: APIRequestContext, shop: PaidShop, options: { confirm: boolean }): Promise<string> {
  const [orderId] = await ordersOnTheirWay(request, shop);
  const made = await request.post(`/api/stores/${shop.store.id}/shippinglists`, {
    headers: shop.seller.headers,
    data: { orderIds: [orderId], confirm: options.confirm },
  });
  expect(made.status()).toBe(201);
  return (await made.json()).id as string;
}

/**
 * The shop's orders whose EMS parcels (apiEmsMailings) can go on a shipping list: tracking synced, those the
 * simulator has delivered or withdrawn left out (simulatedEnd). Of four serials in a row at least one is left.
 */
async function ordersOnTheirWay(request: APIRequestContext, shop: PaidShop): Promise<string[]> {
  const mailings = await apiEmsMailings(request, shop);
  const synced = await request.post(`/api/stores/${shop.store.id}/mailings/update-tracking-status`, { headers: shop.seller.headers });
  expect(synced.ok()).toBe(true);
  const usable = mailings.filter((m) => simulatedEnd(m.barcode) === null).map((m) => m.orderId);
  expect(usable.length).toBeGreaterThan(0);
  return usable;
}

/**
 * How the track-and-trace simulator ends a parcel (its story is the barcode's serial modulo 10): 4 and 5 delivered
 * (5 with the cash-on-delivery money paid over afterwards), 6 withdrawn by the sender (cancelled); null while it is
 * still on its way. Delivered and cancelled parcels leave the lists of parcels waiting to be handed over.
 */
export function simulatedEnd(barcode: string): 'delivered' | 'cancelled' | null {
  const story = Number(barcode.slice(2, 10)) % 10;
  return story === 4 || story === 5 ? 'delivered' : story === 6 ? 'cancelled' : null;
}
