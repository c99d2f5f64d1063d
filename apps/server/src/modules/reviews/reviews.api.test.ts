import { describe, expect, it } from 'vitest';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { createBuyer, createShop, createStorefrontTestApp } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const url = () => `/api/stores/${shop.store.id}/reviews`;

describe('/api/stores/:storeId/reviews', () => {
  it('takes a score 1-3 with its label and an optional comment, once per user, and lists 8 per page', async () => {
    const buyer = await createBuyer(t);
    const res = await t.app.inject({ method: 'POST', url: url(), headers: buyer.auth, payload: { score: 3 } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ score: 3, scoreLabel: 'ดีมาก', comment: '', firstName: 'ทดสอบ', isMine: true });
    const again = await t.app.inject({ method: 'POST', url: url(), headers: buyer.auth, payload: { score: 1 } });
    expect(again.json().error.code).toBe('REVIEW_EXISTS');
    const list = await t.app.inject({ method: 'GET', url: url() });
    expect(list.json().paging).toMatchObject({ size: 8, totalCount: 1 });
    expect(list.json().contents[0]).toMatchObject({ isMine: false, scoreLabel: 'ดีมาก' });
    const en = await t.app.inject({ method: 'GET', url: url(), headers: { 'accept-language': 'en' } });
    expect(en.json().contents[0].scoreLabel).toBe('Very good');
  });

  it('needs a score in 1-3 and a signed-in user', async () => {
    const buyer = await createBuyer(t);
    for (const payload of [{}, { score: 0 }, { score: 4 }, { score: 2.5 }]) {
      const res = await t.app.inject({ method: 'POST', url: url(), headers: buyer.auth, payload });
      expect(issueMessages(res.json()).score).toBe('กรุณาให้คะแนน');
    }
    expect((await t.app.inject({ method: 'POST', url: url(), payload: { score: 2 } })).statusCode).toBe(401);
  });

  it('refuses a review of the owner’s own store, saying why', async () => {
    const res = await t.app.inject({ method: 'POST', url: url(), headers: shop.seller.auth, payload: { score: 3 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatchObject({ code: 'REVIEW_OWN_STORE', message: 'เจ้าของร้านรีวิวร้านค้าของตนเองไม่ได้' });
    const mine = await t.app.inject({ url: `${url()}/mine`, headers: shop.seller.auth });
    expect(mine.json().review).toBeNull();
  });

  it('lets a user edit only their own review', async () => {
    const author = await createBuyer(t);
    await t.app.inject({ method: 'POST', url: url(), headers: author.auth, payload: { score: 1, comment: 'ช้า' } });
    const edited = await t.app.inject({ method: 'PUT', url: url(), headers: author.auth, payload: { score: 2, comment: 'ดีขึ้น' } });
    expect(edited.json()).toMatchObject({ score: 2, scoreLabel: 'ปานกลาง', comment: 'ดีขึ้น' });
    const other = await createUser(t.app, t.database.db);
    expect((await t.app.inject({ method: 'PUT', url: url(), headers: other.auth, payload: { score: 1 } })).statusCode).toBe(404);
  });

  it('gives the signed-in user their own review wherever it falls in the pages, null before they write one', async () => {
    const own = await createShop(t);
    const reviewsOf = `/api/stores/${own.store.id}/reviews`;
    const author = await createBuyer(t);
    const before = await t.app.inject({ method: 'GET', url: `${reviewsOf}/mine`, headers: author.auth });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({ review: null });
    await t.app.inject({ method: 'POST', url: reviewsOf, headers: author.auth, payload: { score: 1, comment: 'ช้า' } });
    // Nine newer reviews push the author's off the first page of 8.
    for (let i = 0; i < 9; i++) {
      const other = await createBuyer(t);
      await t.app.inject({ method: 'POST', url: reviewsOf, headers: other.auth, payload: { score: 3 } });
    }
    const firstPage = await t.app.inject({ method: 'GET', url: reviewsOf, headers: author.auth });
    expect(firstPage.json().contents.some((r: { isMine: boolean }) => r.isMine)).toBe(false);
    const mine = await t.app.inject({ method: 'GET', url: `${reviewsOf}/mine`, headers: author.auth });
    expect(mine.json().review).toMatchObject({ score: 1, scoreLabel: 'ควรปรับปรุง', comment: 'ช้า', isMine: true });
    await t.app.inject({ method: 'PUT', url: reviewsOf, headers: author.auth, payload: { score: 2, comment: 'ดีขึ้น' } });
    const edited = await t.app.inject({ method: 'GET', url: `${reviewsOf}/mine`, headers: { ...author.auth, 'accept-language': 'en' } });
    expect(edited.json().review).toMatchObject({ score: 2, scoreLabel: 'Average', comment: 'ดีขึ้น' });
  });

  it('needs a signed-in user and a published store for their own review', async () => {
    expect((await t.app.inject({ method: 'GET', url: `${url()}/mine` })).statusCode).toBe(401);
    const buyer = await createBuyer(t);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/stores/00000000-0000-4000-8000-000000000000/reviews/mine',
      headers: buyer.auth,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/stores/not-a-uuid/reviews/mine', headers: buyer.auth });
    expect(bad.statusCode).toBe(400);
  });
});
