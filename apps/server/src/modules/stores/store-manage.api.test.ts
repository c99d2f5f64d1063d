import { describe, expect, it } from 'vitest';
import { multipartFile, pickPostal } from '../../../test/address-fixtures';
import { issueMessages } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { bmpImage, createStorefrontTestApp, jpegImage, pngImage, storeInput } from '../../../test/storefront-fixtures';
import { useFixture, useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
const geo = useFixture(() => pickPostal(t.app));

const post = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/stores', headers: auth, payload });

describe('POST /api/stores', () => {
  it('opens a published store owned by the user, with fees per option, and refuses a second one', async () => {
    const { auth, user } = await createUser(t.app, t.database.db);
    const res = await post(auth, storeInput(geo, { uri: `somchai.shop-${Date.now()}` }));
    expect(res.statusCode).toBe(201);
    const store = res.json();
    expect(store).toMatchObject({ type: 'Publish', name: 'ร้านทดสอบ', line: '@shop', postcode: geo.postcode });
    expect(store.provinceName).toBeTruthy();
    expect(store.deliveryOptions).toEqual([
      expect.objectContaining({ deliveryOptionId: 'ems', fee: 5000, name: 'อีเอ็มเอส (EMS)', serviceType: 2579 }),
      expect.objectContaining({ deliveryOptionId: 'registered', fee: 3000 }),
    ]);
    const info = await t.app.inject({ method: 'GET', url: '/api/Account/UserInfo', headers: auth });
    expect(info.json()).toMatchObject({ storeId: store.id, storeType: 'Publish' });
    expect(user.id).toBeTruthy();
    const again = await post(auth, storeInput(geo));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('STORE_ALREADY_EXISTS');
  });

  it('saves a Draft store in delivery-only mode', async () => {
    const { auth } = await createUser(t.app, t.database.db);
    const res = await post(auth, storeInput(geo, { deliveryOnly: true }));
    expect(res.json().type).toBe('Draft');
  });

  it('says each required field in Thai, and the uri rule', async () => {
    const { auth } = await createUser(t.app, t.database.db);
    const res = await post(auth, { uri: 'my shop', deliveryOptions: [] });
    expect(res.statusCode).toBe(400);
    const messages = issueMessages(res.json());
    expect(messages.uri).toBe('กรุณากรอกภาษาอังกฤษหรือตัวเลข ห้ามเว้นวรรค');
    expect(messages.name).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.phone).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.homeAddress).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.provinceId).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.borderId).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.districtId).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.postcode).toBe('ไม่สามารถเว้นว่างได้');
    expect(messages.deliveryOptions).toBe('กรุณาเลือกบริการจัดส่งอย่างน้อย 1 บริการ');
    const thai = await post(auth, storeInput(geo, { uri: 'ร้านฉัน' }));
    expect(issueMessages(thai.json()).uri).toBe('กรุณากรอกภาษาอังกฤษหรือตัวเลข ห้ามเว้นวรรค');
  });

  it('needs a fee for each checked option and refuses the hidden "eg" option and unknown ones', async () => {
    const { auth } = await createUser(t.app, t.database.db);
    const noFee = await post(auth, storeInput(geo, { deliveryOptions: [{ deliveryOptionId: 'ems' }] }));
    expect(issueMessages(noFee.json())['deliveryOptions.0.fee']).toBe('กรุณาระบุค่าจัดส่ง');
    const hidden = await post(auth, storeInput(geo, { deliveryOptions: [{ deliveryOptionId: 'ems-eg', fee: 100 }] }));
    expect(issueMessages(hidden.json())['deliveryOptions.0.deliveryOptionId']).toBe('ไม่พบบริการจัดส่งนี้');
    const unknown = await post(auth, storeInput(geo, { deliveryOptions: [{ deliveryOptionId: 'carrier-pigeon', fee: 100 }] }));
    expect(issueMessages(unknown.json())['deliveryOptions.0.deliveryOptionId']).toBe('ไม่พบบริการจัดส่งนี้');
  });

  it('refuses a taken uri and a postcode that does not serve the district', async () => {
    const a = await createUser(t.app, t.database.db);
    const b = await createUser(t.app, t.database.db);
    const uri = `taken-${Date.now()}`;
    expect((await post(a.auth, storeInput(geo, { uri }))).statusCode).toBe(201);
    const taken = await post(b.auth, storeInput(geo, { uri }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('STORE_URI_TAKEN');
    const badPostcode = await post(b.auth, storeInput(geo, { postcode: '50200' }));
    expect(issueMessages(badPostcode.json()).postcode).toBe('รหัสไปรษณีย์ไม่ถูกต้อง');
  });
});

describe('PUT /api/stores and GET /api/stores', () => {
  it('lets only the owner save, and finds published stores by uri but hides drafts, from their owners too', async () => {
    const owner = await createUser(t.app, t.database.db);
    const other = await createUser(t.app, t.database.db);
    const created = (await post(owner.auth, storeInput(geo, { deliveryOnly: true }))).json();
    const byUri = `/api/stores?uri=${created.uri}`;
    expect((await t.app.inject({ method: 'GET', url: byUri })).json().error.message).toBe('ไม่พบร้านค้า');
    expect((await t.app.inject({ method: 'GET', url: byUri, headers: { 'accept-language': 'en' } })).json().error.message).toBe(
      'No Store found',
    );
    // A Draft (delivery-only) store has no shop: its owner finds none either (their own store is GET /api/stores).
    expect((await t.app.inject({ method: 'GET', url: byUri, headers: owner.auth })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/stores', headers: owner.auth })).json().uri).toBe(created.uri);

    const body = { ...storeInput(geo, { uri: created.uri, name: 'ร้านใหม่' }), id: created.id };
    const denied = await t.app.inject({ method: 'PUT', url: '/api/stores', headers: other.auth, payload: body });
    expect(denied.statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/stores',
      headers: owner.auth,
      payload: { ...body, deliveryOptions: [{ deliveryOptionId: 'parcel', fee: 4500, licenseNo: 'L-1' }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      type: 'Publish',
      name: 'ร้านใหม่',
      deliveryOptions: [{ deliveryOptionId: 'parcel', fee: 4500, licenseNo: 'L-1' }],
    });
    expect((await t.app.inject({ method: 'GET', url: byUri })).json().id).toBe(created.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/stores/${created.id}` })).json().uri).toBe(created.uri);
    expect((await t.app.inject({ method: 'GET', url: '/api/stores?uri=nobody-here' })).statusCode).toBe(404);

    const byStore = await t.app.inject({ method: 'GET', url: `/api/deliveryOptions/ByStore/${created.id}` });
    expect(byStore.json()).toEqual([expect.objectContaining({ id: 'parcel', fee: 4500, licenseNo: 'L-1', pricing: 'weight' })]);

    // The web form sends back a blank licence number as null: that is "none", not an error.
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/stores',
      headers: owner.auth,
      payload: { ...body, deliveryOptions: [{ deliveryOptionId: 'parcel', fee: 4500, licenseNo: null }] },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().deliveryOptions).toEqual([expect.objectContaining({ deliveryOptionId: 'parcel', licenseNo: null })]);
  });
});

describe('POST /api/logo', () => {
  it('stores a logo with a thumbnail that the store form can reference', async () => {
    const { auth } = await createUser(t.app, t.database.db);
    const upload = multipartFile('logo.png', await pngImage(300, 200), 'image/png');
    const res = await t.app.inject({ method: 'POST', url: '/api/logo', headers: { ...auth, ...upload.headers }, payload: upload.payload });
    expect(res.statusCode).toBe(201);
    const logo = res.json();
    expect(logo.thumbnailFilePath).toMatch(/-thumb\.png$/);
    const thumb = await t.app.inject({ method: 'GET', url: `/api/files?filename=${logo.thumbnailFilePath}` });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/png');
    const store = await post(auth, storeInput(geo, { logo: logo.logo }));
    expect(store.json().logoImage).toEqual({ originalFilePath: logo.logo, thumbnailFilePath: logo.thumbnailFilePath });
  });

  it('accepts a BMP by content, and refuses a logo over 1200 x 1200 px, a non-image and someone else’s key', async () => {
    const { auth } = await createUser(t.app, t.database.db);
    const send = (name: string, content: Buffer) => {
      const upload = multipartFile(name, content);
      return t.app.inject({ method: 'POST', url: '/api/logo', headers: { ...auth, ...upload.headers }, payload: upload.payload });
    };
    const bmp = await send('logo.bmp', bmpImage());
    expect(bmp.statusCode).toBe(201);
    expect(bmp.json().logo).toMatch(/\.png$/);
    const big = await send('big.jpg', await jpegImage(1300, 1000));
    expect(big.statusCode).toBe(400);
    expect(big.json().error).toMatchObject({ code: 'IMAGE_DIMENSIONS_TOO_LARGE', message: 'รูปภาพต้องมีขนาดไม่เกิน 1200 x 1200 พิกเซล' });
    const text = await send('logo.png', Buffer.from('not an image at all'));
    expect(text.json().error.code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const other = await createUser(t.app, t.database.db);
    const stolen = await post(other.auth, storeInput(geo, { logo: bmp.json().logo }));
    expect(issueMessages(stolen.json()).logo).toBeTruthy();
  });
});

describe('GET /api/stores/search', () => {
  it('finds published stores by name and by the category of their products, 20 per page', async () => {
    const owner = await createUser(t.app, t.database.db);
    const name = `ร้านค้นหา${Date.now()}`;
    const store = (await post(owner.auth, storeInput(geo, { name }))).json();
    const byName = await t.app.inject({ method: 'GET', url: `/api/stores/search?searchName=${encodeURIComponent(name.slice(3))}` });
    expect(byName.json().contents.map((s: { id: string }) => s.id)).toEqual([store.id]);
    expect(byName.json().paging.size).toBe(20);
    await t.app.inject({
      method: 'POST',
      url: `/api/stores/${store.id}/products`,
      headers: owner.auth,
      payload: { name: 'หนังสือ', categoryId: 6, price: 100 },
    });
    const byCategory = await t.app.inject({ method: 'GET', url: '/api/stores/search?categoryId=6' });
    expect(byCategory.json().contents.map((s: { id: string }) => s.id)).toContain(store.id);
    const wrongCategory = await t.app.inject({
      method: 'GET',
      url: `/api/stores/search?categoryId=7&searchName=${encodeURIComponent(name)}`,
    });
    expect(wrongCategory.json().contents).toEqual([]);
  });
});
