import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer, createStorefrontTestApp } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);
beforeAll(async () => {
  // 23 tracking notices, one after another, so "newest first" is n23 .. n1.
  for (let i = 1; i <= 23; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Notification',
      headers: shop.seller.auth,
      payload: { storeId: shop.store.id, content: `n${i}`, typeNotification: 2 },
    });
    expect(res.statusCode).toBe(201);
  }
});

const list = (query: string, auth = shop.seller.auth) =>
  t.app.inject({ method: 'GET', url: `/api/Notification?storeId=${shop.store.id}${query}`, headers: auth });
const contents = (res: { json: () => { contents: { content: string }[] } }) => res.json().contents.map((n) => n.content);

describe('GET /api/Notification paging', () => {
  it('without page or size gives the dropdown’s latest 20, newest first, with the total and unread count', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    expect(res.json().paging).toEqual({ page: 1, size: 20, totalCount: 23 });
    expect(res.json().unreadCount).toBe(23);
    expect(contents(res)[0]).toBe('n23');
    expect(contents(res)).toHaveLength(20);
  });

  it('pages 10 at a time for the notification page, the last page holding the rest', async () => {
    const first = await list('&page=1&size=10');
    expect(contents(first)).toEqual(['n23', 'n22', 'n21', 'n20', 'n19', 'n18', 'n17', 'n16', 'n15', 'n14']);
    expect(first.json().paging).toEqual({ page: 1, size: 10, totalCount: 23 });
    const third = await list('&page=3&size=10');
    expect(contents(third)).toEqual(['n3', 'n2', 'n1']);
    const beyond = await list('&page=4&size=10');
    expect(beyond.statusCode).toBe(200);
    expect(contents(beyond)).toEqual([]);
    expect(beyond.json().paging.totalCount).toBe(23);
  });

  it('refuses a page or size out of range', async () => {
    for (const query of ['&page=0', '&size=0', '&size=101', '&page=abc']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });

  it('pages only the owner’s store, and a user’s own notifications without a store', async () => {
    const buyer = await createBuyer(t);
    expect((await list('&page=1&size=10', buyer.auth)).statusCode).toBe(403);
    const own = await t.app.inject({ method: 'GET', url: '/api/Notification?page=1&size=10', headers: buyer.auth });
    expect(own.json()).toEqual({ contents: [], unreadCount: 0, paging: { page: 1, size: 10, totalCount: 0 } });
  });

  it('marks all read from an empty PUT, as the web app sends it, keeping the pages and the total', async () => {
    // No body and no content type: what the dropdown's fetch sends (it used to be refused with 400).
    const read = await t.app.inject({ method: 'PUT', url: `/api/Notification?storeId=${shop.store.id}`, headers: shop.seller.auth });
    expect(read.statusCode).toBe(204);
    const inBody = await t.app.inject({
      method: 'PUT',
      url: '/api/Notification',
      headers: shop.seller.auth,
      payload: { storeId: shop.store.id },
    });
    expect(inBody.statusCode).toBe(204);
    const res = await list('&page=2&size=10');
    expect(res.json().unreadCount).toBe(0);
    expect(res.json().paging.totalCount).toBe(23);
    expect(res.json().contents.every((n: { readStatus: boolean }) => n.readStatus)).toBe(true);
  });
});
