import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile, postMultipart } from '../../test/address-fixtures';
import { checkout, createBuyer, createStorefrontTestApp, pngImage, shipAddress } from '../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../test/use-test-app';
import { orders } from '../db/schema/orders';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const orderCount = async () => (await t.database.db.select().from(orders).where(eq(orders.storeId, shop.store.id))).length;

describe('Idempotency-Key on creates a user may double-submit', () => {
  it('makes ten identical concurrent checkouts with one key one order, each answered with it', async () => {
    const buyer = await createBuyer(t);
    const before = await orderCount();
    const key = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(t, shop, { ...buyer.auth, 'idempotency-key': key })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await orderCount()).toBe(before + 1);
    // A later resend (the answer was lost) gets the same order; a new key makes a new one.
    expect((await checkout(t, shop, { ...buyer.auth, 'idempotency-key': key })).json().id).toBe(answers[0]?.json().id);
    expect((await checkout(t, shop, { ...buyer.auth, 'idempotency-key': crypto.randomUUID() })).statusCode).toBe(201);
    expect(await orderCount()).toBe(before + 2);
  });

  it('refuses the same key with a different body (422) and still replays the same body, in any key order', async () => {
    const buyer = await createBuyer(t);
    const before = await orderCount();
    const key = crypto.randomUUID();
    const headers = { ...buyer.auth, 'idempotency-key': key };
    const first = await checkout(t, shop, headers);
    expect(first.statusCode).toBe(201);
    // Five shirts by registered mail is another order: answering the first one (two shirts by EMS) would be a lie.
    const other = await checkout(t, shop, headers, { items: [{ productId: shop.shirt.id, quantity: 5 }], deliveryOptionId: 'registered' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.json().error.message).toContain('ส่งไปแล้วด้วยข้อมูลอื่น');
    // The same body with its fields in another order is the same request.
    const reordered = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/orders`,
      headers,
      payload: {
        shipAddress: shipAddress(shop.geo),
        deliveryOptionId: 'ems',
        items: [
          { quantity: 2, productId: shop.shirt.id },
          { quantity: 1, productId: shop.chilli.id },
        ],
      },
    });
    expect(reordered.statusCode).toBe(201);
    expect(reordered.json().id).toBe(first.json().id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a concurrent twin with another body while the first still runs', async () => {
    const buyer = await createBuyer(t);
    const before = await orderCount();
    const headers = { ...buyer.auth, 'idempotency-key': crypto.randomUUID() };
    const answers = await Promise.all([checkout(t, shop, headers), checkout(t, shop, headers, { deliveryOptionId: 'registered' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await orderCount()).toBe(before + 1);
  });

  it('keeps one key per user: another user with the same key gets their own order', async () => {
    const key = crypto.randomUUID();
    const [a, b] = [await createBuyer(t), await createBuyer(t)];
    const first = await checkout(t, shop, { ...a.auth, 'idempotency-key': key });
    const second = await checkout(t, shop, { ...b.auth, 'idempotency-key': key });
    expect(second.json().id).not.toBe(first.json().id);
  });

  it('lets a refused create be sent again with the same key once corrected', async () => {
    const buyer = await createBuyer(t);
    const key = crypto.randomUUID();
    const bad = await checkout(t, shop, { ...buyer.auth, 'idempotency-key': key }, { deliveryOptionId: 'nope' });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect((await checkout(t, shop, { ...buyer.auth, 'idempotency-key': key })).statusCode).toBe(201);
  });

  it("covers the seller's own order, invoices and uploads too", async () => {
    const key = crypto.randomUUID();
    const manage = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/stores/${shop.store.id}/orders/manage`,
        headers: { ...shop.seller.auth, 'idempotency-key': key },
        payload: {
          statusKey: 'WAITING_FOR_PAYMENT',
          items: [{ productId: shop.shirt.id, quantity: 1 }],
          deliveryOptionId: 'ems',
          shipAddress: shipAddress(shop.geo),
        },
      });
    const [one, two] = await Promise.all([manage(), manage()]);
    expect(two.json().id).toBe(one.json().id);

    const upload = async () => {
      const file = multipartFile('p.png', await pngImage(), 'image/png');
      return postMultipart(t.app, `/api/stores/${shop.store.id}/images`, { ...shop.seller.auth, 'idempotency-key': key }, file);
    };
    const [u1, u2] = await Promise.all([upload(), upload()]);
    expect(u1.statusCode, u1.body).toBe(201);
    expect(u2.json()).toEqual(u1.json());
  });

  it('documents the header on every create the web app double-submit-guards', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>>;
    };
    const takesKey = (path: string) => doc.paths[path]?.post?.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key');
    for (const path of [
      '/api/stores/{storeId}/orders',
      '/api/stores/{storeId}/orders/manage',
      '/api/stores/{storeId}/invoices',
      '/api/stores/{storeId}/packing-lists',
      '/api/stores/{storeId}/shippinglists',
      '/api/stores/{storeId}/reserves',
      '/api/stores/{storeId}/images',
      '/api/stores/{storeId}/files',
      '/api/logo',
    ]) {
      expect(takesKey(path), path).toBe(true);
    }
  });
});
