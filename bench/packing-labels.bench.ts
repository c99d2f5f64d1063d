import { startSongdee } from './lib';

const ORDERS = 100;
const PASSWORD = 'bench123';

type Json = Record<string, unknown>;

/** One JSON call to our server; anything but the expected status stops the bench with the answer. */
function client(baseUrl: string) {
  return async function call<T = Json>(method: string, path: string, body?: unknown, token?: string, expect = 200): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status !== expect) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

async function token(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/Token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/**
 * A new seller (confirmed through the dev outbox) with a store offering EMS, one product and a default sender,
 * and `count` orders by the demo buyer, each confirmed as paid: PENDING_TO_BE_PACKED.
 */
async function paidOrders(baseUrl: string, count: number) {
  const call = client(baseUrl);
  const email = `bench.packing.${Date.now()}@example.com`;
  await call(
    'POST',
    '/api/Account/Register',
    { email, firstName: 'วัดผล', lastName: 'แพ็ค', password: PASSWORD, confirmPassword: PASSWORD },
    undefined,
    201,
  );
  const [mail] = await call<Array<{ text: string }>>('GET', `/sim/mail/messages?to=${encodeURIComponent(email)}`);
  const link = mail?.text.match(/https?:\/\/\S+\/confirmemail\?\S+/)?.[0];
  if (!link) throw new Error('no confirmation link in the dev outbox');
  await call('POST', `/api/Account/ConfirmEmail${new URL(link).search}`);
  const seller = await token(baseUrl, email, PASSWORD);
  const buyer = await token(baseUrl, 'buyer@songdee.test', 'songdee123');

  const [suggestion] = await call<Array<{ value: string; data: { p: { id: number }; b: { id: number }; d: { id: number } } }>>(
    'GET',
    '/api/postals/10110',
  );
  if (!suggestion) throw new Error('no postcode 10110');
  const geo = {
    provinceId: suggestion.data.p.id,
    borderId: suggestion.data.b.id,
    districtId: suggestion.data.d.id,
    postcode: suggestion.value,
  };
  const store = await call<{ id: string }>(
    'POST',
    '/api/stores',
    {
      name: 'ร้านวัดผล',
      uri: `bench-${Date.now().toString(36)}`,
      phone: '0812345678',
      homeAddress: '1/1',
      ...geo,
      deliveryOptions: [{ deliveryOptionId: 'ems', fee: 5000 }],
    },
    seller,
    201,
  );
  const product = await call<{ id: string }>(
    'POST',
    `/api/stores/${store.id}/products`,
    { name: 'น้ำพริกเผา', categoryId: 2, price: 12000, description: 'เผ็ดกลาง' },
    seller,
    201,
  );
  await call(
    'POST',
    `/api/stores/${store.id}/address/send`,
    { name: 'สมชาย', surname: 'ส่งของ', phone: '0812345678', homeAddress: '99/9', ...geo },
    seller,
    201,
  );

  const orderIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const order = await call<{ id: string }>(
      'POST',
      `/api/stores/${store.id}/orders`,
      {
        items: [{ productId: product.id, quantity: 1 + (i % 3) }],
        deliveryOptionId: 'ems',
        shipAddress: { fullName: `น้ำฝน ผู้รับที่ ${i + 1}`, phone: '0898765432', homeAddress: `${i + 1}/3 ซอยน้ำใจ`, ...geo },
      },
      buyer,
      201,
    );
    await call('POST', `/api/stores/${store.id}/confirmorders/${order.id}`, undefined, seller);
    orderIds.push(order.id);
  }
  return { call, seller, storeId: store.id, orderIds };
}

const weightOf = (i: number) => 300 + (i % 7) * 150;

/**
 * Labels for a packing list of 100 boxes (one transaction per box, so a failure stays with its box and can be
 * retried) beside the same 100 EMS parcels published from the same kind of orders in one batch (one
 * transaction for all): what the per-box failure handling costs. Both through our whole server, same run.
 */
export async function packingLabelsBench() {
  const songdee = await startSongdee();
  try {
    const { call, seller, storeId, orderIds } = await paidOrders(songdee.url, 2 * ORDERS);
    const packed = orderIds.slice(0, ORDERS);
    const batched = orderIds.slice(ORDERS);
    const base = `/api/stores/${storeId}/packing-lists`;

    // The packing list, counted, boxed and weighed: everything but the labels.
    type List = {
      id: string;
      orders: Array<{ orderItems: Array<{ orderItemId: string; quantity: number }>; packs: Array<{ id: string }> }>;
    };
    let list = await call<List>('POST', base, { orderIds: packed }, seller, 201);
    const items = list.orders.flatMap((o) => o.orderItems.map((i) => ({ orderItemId: i.orderItemId, packedQuantity: i.quantity })));
    await call('PUT', `${base}/${list.id}/counts`, { items, submit: true }, seller);
    list = await call<List>('POST', `${base}/${list.id}/confirm-packing`, undefined, seller);
    const packs = list.orders.flatMap((o) => o.packs).map((p, i) => ({ packId: p.id, weight: weightOf(i) }));
    await call('PUT', `${base}/${list.id}/weights`, { packs }, seller);

    let started = performance.now();
    const labelled = await call<{ totals: { labelled: number; failed: number } }>('POST', `${base}/${list.id}/labels`, undefined, seller);
    const packingMs = performance.now() - started;
    if (labelled.totals.labelled !== ORDERS || labelled.totals.failed !== 0) throw new Error(`labels: ${JSON.stringify(labelled.totals)}`);

    started = performance.now();
    const published = await call<{ created: unknown[] }>(
      'POST',
      `/api/stores/${storeId}/mailings`,
      { optionId: 'ems', orders: batched.map((orderId, i) => ({ orderId, weight: weightOf(i) })), weight: 500 },
      seller,
      201,
    );
    const batchMs = performance.now() - started;
    if (published.created.length !== ORDERS) throw new Error(`publish: ${published.created.length} mailings created`);

    console.log(
      `packing labels (${ORDERS} boxes, ${songdee.kind})`.padEnd(34) +
        ` ours ${packingMs.toFixed(0).padStart(5)} ms | one-batch publish of ${ORDERS} ${batchMs.toFixed(0).padStart(5)} ms | ratio ${(packingMs / batchMs).toFixed(2)}`,
    );
  } finally {
    await songdee.close();
  }
}
