import { describe, expect, it } from 'vitest';
import { multipartFile, postMultipart } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { bmpImage, createStorefrontTestApp, jpegImage, pngImage } from '../../../test/storefront-fixtures';
import { useShop, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const shop = useShop(t);

const upload = (auth: Record<string, string>, name: string, content: Buffer, storeId = shop.store.id) => {
  const body = multipartFile(name, content);
  return postMultipart(t.app, `/api/stores/${storeId}/images`, auth, body);
};

describe('GET /api/productCategories', () => {
  it('lists the seeded Thai categories, English on request', async () => {
    const th = (await t.app.inject({ method: 'GET', url: '/api/productCategories' })).json();
    expect(th[0]).toEqual({ id: 1, name: 'เสื้อผ้าและแฟชั่น' });
    const en = (await t.app.inject({ method: 'GET', url: '/api/productCategories', headers: { 'accept-language': 'en' } })).json();
    expect(en[0].name).toBe('Fashion');
  });
});

describe('/api/stores/:storeId/products', () => {
  it('requires name, category and price, in satang', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: shop.seller.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    const messages = issueMessages(res.json());
    expect(messages).toMatchObject({ name: 'ไม่สามารถเว้นว่างได้', categoryId: 'ไม่สามารถเว้นว่างได้', price: 'ไม่สามารถเว้นว่างได้' });
    const fraction = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: shop.seller.auth,
      payload: { name: 'x', categoryId: 1, price: 10.5 },
    });
    expect(issueMessages(fraction.json()).price).toBe('ราคาต้องเป็นตัวเลขมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    // A zero or negative price is refused (a price is what the buyer pays, so it must be above 0), with the same message at the field.
    for (const price of [0, -500]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/stores/${shop.store.id}/products`,
        headers: shop.seller.auth,
        payload: { name: 'x', categoryId: 1, price },
      });
      expect(refused.statusCode).toBe(400);
      expect(issueMessages(refused.json()).price).toBe('ราคาต้องเป็นตัวเลขมากกว่า 0 บาท ทศนิยมไม่เกิน 2 ตำแหน่ง');
    }
    const unknownCategory = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: shop.seller.auth,
      payload: { name: 'x', categoryId: 999, price: 100 },
    });
    expect(issueMessages(unknownCategory.json()).categoryId).toBeTruthy();
  });

  it('lets only the owner write, and everyone read a published store’s products 8 per page', async () => {
    const stranger = await createUser(t.app, t.database.db, { store: {} });
    const denied = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: stranger.auth,
      payload: { name: 'ของปลอม', categoryId: 1, price: 1 },
    });
    expect(denied.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/stores/${shop.store.id}/products/${shop.shirt.id}`, headers: stranger.auth }))
        .statusCode,
    ).toBe(403);
    const list = await t.app.inject({ method: 'GET', url: `/api/stores/${shop.store.id}/products` });
    expect(list.json().paging).toMatchObject({ page: 1, size: 8, totalCount: 2 });
    const one = await t.app.inject({ method: 'GET', url: `/api/stores/${shop.store.id}/products/${shop.shirt.id}` });
    expect(one.json()).toMatchObject({ name: 'เสื้อยืด', price: 10000, productCategory: { id: 1 }, storeUri: shop.store.uri });
  });

  it('refuses product edits in a Draft (delivery-only) store, whose shop nobody can see, and keeps any out of the public list', async () => {
    const uri = `draft-${Date.now()}`;
    const owner = await createUser(t.app, t.database.db, { store: { type: 'Draft', uri } });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${owner.storeId}/products`,
      headers: owner.auth,
      payload: { name: 'สินค้าลับเฉพาะ', categoryId: 8, price: 500 },
    });
    expect(created.statusCode).toBe(403);
    expect(created.json().error.code).toBe('STORE_NOT_PUBLISHED');
    expect((await t.app.inject({ method: 'GET', url: `/api/stores/${owner.storeId}/products` })).statusCode).toBe(404);
    const byUri = await t.app.inject({ method: 'GET', url: `/api/stores?uri=${uri}`, headers: owner.auth });
    expect(byUri.statusCode).toBe(404);
    expect(byUri.json().error.code).toBe('STORE_NOT_FOUND');
    const search = await t.app.inject({ method: 'GET', url: `/api/products?searchString=${encodeURIComponent('สินค้าลับเฉพาะ')}` });
    expect(search.json().contents).toEqual([]);
  });

  it('searches public products by text and category', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/products?searchString=${encodeURIComponent('น้ำพริก')}&storeId=${shop.store.id}`,
    });
    expect(res.json().contents.map((p: { name: string }) => p.name)).toEqual(['น้ำพริก']);
    expect(res.json().paging.size).toBe(8);
    const byCategory = await t.app.inject({ method: 'GET', url: `/api/products?categoryId=1&storeId=${shop.store.id}` });
    expect(byCategory.json().contents.map((p: { id: string }) => p.id)).toEqual([shop.shirt.id]);
  });
});

describe('POST /api/stores/:storeId/images', () => {
  it('stores original, featured and thumbnail versions, attaches them on save and removes them', async () => {
    const res = await upload(shop.seller.auth, 'photo.jpg', await jpegImage(1600, 1200));
    expect(res.statusCode).toBe(201);
    const image = res.json();
    const thumb = await t.app.inject({ method: 'GET', url: `/api/files?filename=${image.thumbnailFilePath}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toContain('immutable');
    const sharp = (await import('sharp')).default;
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(200);
    const featured = await t.app.inject({ method: 'GET', url: `/api/files?filename=${image.featuredFilePath}` });
    expect((await sharp(featured.rawPayload).metadata()).width).toBe(800);

    const product = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: shop.seller.auth,
      payload: { name: 'มีรูป', categoryId: 1, price: 100, imageIds: [image.id] },
    });
    expect(product.json().productImages).toEqual([image]);
    const removed = await t.app.inject({
      method: 'PUT',
      url: `/api/stores/${shop.store.id}/products/${product.json().id}`,
      headers: shop.seller.auth,
      payload: { name: 'มีรูป', categoryId: 1, price: 100, imageIds: [] },
    });
    expect(removed.json().productImages).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/files?filename=${image.thumbnailFilePath}` })).statusCode).toBe(404);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${shop.store.id}/products/${product.json().id}`,
      headers: shop.seller.auth,
    });
    expect(deleted.statusCode).toBe(204);
  });

  it('accepts PNG, GIF and BMP by content and refuses other content whatever its name, or over 2 MB', async () => {
    expect((await upload(shop.seller.auth, 'a.png', await pngImage())).statusCode).toBe(201);
    expect((await upload(shop.seller.auth, 'a.bmp', bmpImage(10, 10))).statusCode).toBe(201);
    const sharp = (await import('sharp')).default;
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'blue' } })
      .gif()
      .toBuffer();
    expect((await upload(shop.seller.auth, 'a.gif', gif)).statusCode).toBe(201);
    const fake = await upload(shop.seller.auth, 'photo.jpg', Buffer.from('<html>not an image</html>'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.message).toBe('อัปโหลดได้เฉพาะไฟล์รูปภาพ .jpeg .jpg .bmp .gif .png');
    const pdf = await upload(shop.seller.auth, 'x.png', Buffer.from('%PDF-1.4\n%%EOF\n'));
    expect(pdf.json().error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const big = await upload(shop.seller.auth, 'big.png', Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('FILE_TOO_LARGE');
  });

  it('refuses uploads to another store and attaching another store’s image', async () => {
    const other = await createUser(t.app, t.database.db, { store: {} });
    expect((await upload(other.auth, 'a.png', await pngImage())).statusCode).toBe(403);
    const theirs = (await upload(other.auth, 'a.png', await pngImage(), other.storeId ?? '')).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/stores/${shop.store.id}/products`,
      headers: shop.seller.auth,
      payload: { name: 'x', categoryId: 1, price: 100, imageIds: [theirs.id] },
    });
    expect(issueMessages(res.json())['imageIds.0']).toBeTruthy();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/stores/${shop.store.id}/images/${theirs.id}`,
      headers: shop.seller.auth,
    });
    expect(removed.statusCode).toBe(404);
  });
});
