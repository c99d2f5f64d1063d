import { beforeAll, describe, expect, it } from 'vitest';
import { readCounts } from '../../../test/event-stream';
import { createBuyer, createShop, createStorefrontTestApp, shipAddress } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
let baseUrl: string;
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});

describe('GET /api/Notification/stream', () => {
  it('pushes the seller’s unread count over real HTTP when a new order arrives and when read', async () => {
    const shop = await createShop(t);
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}/api/Notification/stream?storeId=${shop.store.id}`, {
      headers: shop.seller.auth,
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    try {
      expect(await readCounts(reader, (c) => c.length >= 1)).toEqual([0]);
      const buyer = await createBuyer(t);
      const order = await fetch(`${baseUrl}/api/stores/${shop.store.id}/orders`, {
        method: 'POST',
        headers: { ...buyer.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ productId: shop.shirt.id, quantity: 1 }],
          deliveryOptionId: 'ems',
          shipAddress: shipAddress(shop.geo),
        }),
      });
      expect(order.status).toBe(201);
      expect(await readCounts(reader, (c) => c.includes(1))).toContain(1);
      await t.app.inject({ method: 'PUT', url: `/api/Notification?storeId=${shop.store.id}`, headers: shop.seller.auth, payload: {} });
      expect(await readCounts(reader, (c) => c.includes(0))).toContain(0);
    } finally {
      controller.abort();
      await reader.cancel().catch(() => {});
    }
  });

  it('refuses another user’s store', async () => {
    const shop = await createShop(t);
    const buyer = await createBuyer(t);
    const res = await fetch(`${baseUrl}/api/Notification/stream?storeId=${shop.store.id}`, { headers: buyer.auth });
    expect(res.status).toBe(403);
  });
});
