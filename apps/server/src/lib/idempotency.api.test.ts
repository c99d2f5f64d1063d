import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { multipartFile } from '../../test/address-fixtures';
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
      return t.app.inject({
        method: 'POST',
        url: `/api/stores/${shop.store.id}/images`,
        headers: { ...shop.seller.auth, ...file.headers, 'idempotency-key': key },
        payload: file.payload,
      });
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
