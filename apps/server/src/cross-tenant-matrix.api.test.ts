import { POST_OFFICE_ROLES } from '@songdee/shared/constants/app.constants';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories';
import { createStorefrontTestApp, paidOrder } from '../test/storefront-fixtures';
import { useShop, useTestApp } from '../test/use-test-app';

/**
 * The cross-tenant authorisation matrix, generated from the OpenAPI document so a new route cannot escape
 * it: every route whose path carries an id, called on one seller's store and records by another seller, a buyer,
 * an anonymous caller and each post-office role. None may get a 2xx, except the routes below that are public or
 * the buyer's by design (a shop's window, its reviews, checkout). The role matrix of admin routes is a separate test.
 */
const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

/** Open to every caller on purpose (a published shop's window), or the buyer's own business with a store. */
const PUBLIC = new Set([
  'GET /api/stores/{storeId}',
  'GET /api/stores/{storeId}/products',
  'GET /api/stores/{storeId}/products/{productId}',
  'GET /api/stores/{storeId}/reviews',
]);

/** The caller's own things under a store (their review of it, the recipients they typed): answered, but never the owner's. */
const CALLERS_OWN = new Set(['GET /api/stores/{storeId}/reviews/mine', 'GET /api/stores/{storeId}/address/ship/listByUser']);

describe('cross-tenant authorisation matrix', () => {
  it("gives no other seller, buyer, anonymous caller or post-office role a 2xx on a store's id-bearing routes", {
    timeout: 300_000,
  }, async () => {
    const order = await paidOrder(t, shop);
    const ids: Record<string, string> = { storeId: shop.store.id, orderId: order.id, productId: shop.shirt.id, id: order.id };
    const actors: Record<string, Record<string, string>> = {
      anonymous: {},
      'other seller': (await createUser(t.app, t.database.db, { store: {} })).auth,
      buyer: (await createUser(t.app, t.database.db)).auth,
    };
    for (const role of POST_OFFICE_ROLES) {
      actors[role] = (await createUser(t.app, t.database.db, { role, outletCode: role === 'Admin' ? '000000' : '10110' })).auth;
    }

    const doc = (await t.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths)
      .filter(([path]) => path.includes('{storeId}') || /\{(orderId|productId)\}/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
    expect(routes.length).toBeGreaterThan(60);
    const names = new Set(routes.map((r) => `${r.method} ${r.path}`));
    // The exceptions name real routes, so the list cannot outlive them.
    expect([...PUBLIC, ...CALLERS_OWN].filter((name) => !names.has(name))).toEqual([]);

    const leaks: string[] = [];
    for (const { path, method } of routes) {
      const name = `${method} ${path}`;
      if (PUBLIC.has(name)) continue;
      const url = path.replace(/\{(\w+)\}/g, (_, param: string) => ids[param] ?? crypto.randomUUID());
      for (const [actor, auth] of Object.entries(actors)) {
        // Checkout and a buyer's slip are the buyer's own business with any open store.
        if (actor === 'buyer' && ['POST /api/stores/{storeId}/orders', 'POST /api/stores/{storeId}/reviews'].includes(name)) continue;
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
        });
        const ownersData = [order.id, order.name, shop.seller.user.email].some((secret) => res.body.includes(secret));
        if (res.statusCode < 300 && (!CALLERS_OWN.has(name) || ownersData)) leaks.push(`${name} as ${actor} -> ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });
});
