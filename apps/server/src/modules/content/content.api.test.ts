import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../../test/address-fixtures';
import { apiError, issueAt } from '../../../test/api-errors';
import { createUser } from '../../../test/factories';
import { OUTLET_A, postOfficeAdmin } from '../../../test/reserve-fixtures';
import { createStorefrontTestApp, pngImage } from '../../../test/storefront-fixtures';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp(createStorefrontTestApp);
type Auth = Record<string, string>;
let central: Auth;
let outletAdmin: Auth;
let seller: Auth;
let buyer: Auth;
beforeAll(async () => {
  central = (await postOfficeAdmin(t, '000000')).auth;
  outletAdmin = (await postOfficeAdmin(t, OUTLET_A)).auth;
  seller = (await createUser(t.app, t.database.db, { store: {} })).auth;
  buyer = (await createUser(t.app, t.database.db)).auth;
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth = {}, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const upload = (url: string, auth: Auth, file: Buffer, name = 'file.png', method: 'POST' | 'PUT' = 'POST') => {
  const body = multipartFile(name, file);
  return t.app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
};
const uploadImage = async (file?: Buffer) => {
  const res = await upload('/api/admin/content/images', central, file ?? (await pngImage(1200, 400)));
  expect(res.statusCode).toBe(201);
  return res.json().imagePath as string;
};
/** A one-page PDF, as small as a PDF can be. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe('news', () => {
  it('publishes a news item that is live for everyone; an inactive one leaves the landing page', async () => {
    const created = await call('POST', '/api/news', central, { title: 'เปิดบริการใหม่', description: 'รายละเอียด', inactive: false });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect((await call('GET', '/api/news/live')).json().map((n: { id: string }) => n.id)).toContain(item.id);
    expect((await call('GET', `/api/news/${item.id}`)).json()).toMatchObject({ title: 'เปิดบริการใหม่', inactive: false });

    const hidden = await call('PUT', `/api/news/${item.id}`, central, { title: 'เปิดบริการใหม่', description: 'แก้ไข', inactive: true });
    expect(hidden.json()).toMatchObject({ description: 'แก้ไข', inactive: true });
    expect((await call('GET', '/api/news/live')).json().map((n: { id: string }) => n.id)).not.toContain(item.id);
    expect((await call('GET', `/api/news/${item.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/news/${item.id}`, outletAdmin)).statusCode).toBe(404);
    expect((await call('GET', `/api/news/${item.id}`, central)).statusCode).toBe(200);
    expect((await call('GET', '/api/news/1')).json().id).not.toBe(item.id);

    const list = (await call('GET', '/api/news?searchString=เปิดบริการ', central)).json();
    expect(list.contents.map((n: { id: string }) => n.id)).toContain(item.id);
    expect((await call('DELETE', `/api/news/${item.id}`, central)).statusCode).toBe(204);
    expect(apiError(await call('DELETE', `/api/news/${item.id}`, central)).code).toBe('NEWS_NOT_FOUND');
  });

  it('answers /api/news/1, the landing page’s headline, with the newest live item', async () => {
    const older = (await call('POST', '/api/news', central, { title: 'ข่าวเก่า', description: 'ก', inactive: false })).json();
    const newer = (await call('POST', '/api/news', central, { title: 'ข่าวล่าสุด', description: 'ข', inactive: false })).json();
    const headline = await call('GET', '/api/news/1');
    expect(headline.statusCode).toBe(200);
    expect(headline.json()).toMatchObject({ id: newer.id, title: 'ข่าวล่าสุด' });
    await call('PUT', `/api/news/${newer.id}`, central, { title: 'ข่าวล่าสุด', description: 'ข', inactive: true });
    expect((await call('GET', '/api/news/1')).json().id).toBe(older.id);
    await call('PUT', `/api/news/${older.id}`, central, { title: 'ข่าวเก่า', description: 'ก', inactive: true });
  });

  it('wants a title and a description, and makes one item per Idempotency-Key', async () => {
    const blank = await call('POST', '/api/news', central, { title: ' ', description: '' });
    expect(issueAt(blank, 'title')).toBe('ไม่สามารถเว้นว่างได้');
    expect(issueAt(blank, 'description')).toBe('ไม่สามารถเว้นว่างได้');
    const key = { ...central, 'idempotency-key': `news-${Date.now()}` };
    const first = (await call('POST', '/api/news', key, { title: 'ครั้งเดียว', description: 'ส่งซ้ำ' })).json();
    const again = (await call('POST', '/api/news', key, { title: 'ครั้งเดียว', description: 'ส่งซ้ำ' })).json();
    expect(again.id).toBe(first.id);
  });

  it('is written by the central admin only', async () => {
    for (const auth of [outletAdmin, seller, buyer]) {
      expect((await call('POST', '/api/news', auth, { title: 'x', description: 'y' })).statusCode).toBe(403);
      expect((await call('GET', '/api/news', auth)).statusCode).toBe(403);
    }
  });
});

describe('sliders', () => {
  it('adds a slide with an uploaded image, link and target, shown to everyone in order', async () => {
    const imagePath = await uploadImage();
    const second = (
      await call('POST', '/api/admin/sliders', central, { imagePath, urlLink: '/stores/search', target: '_self', sortOrder: 2 })
    ).json();
    const first = (
      await call('POST', '/api/admin/sliders', central, { imagePath, urlLink: 'https://example.test/a', target: '_blank', sortOrder: 1 })
    ).json();
    const shown = (await call('GET', '/api/admin/sliders')).json() as Array<{ id: string }>;
    const ids = shown.map((s) => s.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const image = await call('GET', `/api/files?filename=${encodeURIComponent(imagePath)}`);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);

    const edited = await call('PUT', `/api/admin/sliders/${first.id}`, central, { imagePath, urlLink: '', target: '_self', sortOrder: 3 });
    expect(edited.json()).toMatchObject({ urlLink: '', target: '_self', sortOrder: 3 });
    expect((await call('DELETE', `/api/admin/sliders/${first.id}`, central)).statusCode).toBe(204);
    expect(apiError(await call('PUT', `/api/admin/sliders/${first.id}`, central, { imagePath })).code).toBe('SLIDER_NOT_FOUND');
  });

  it('refuses an image that was not uploaded, a bad link or target, and anyone but the central admin', async () => {
    const missing = await call('POST', '/api/admin/sliders', central, { imagePath: 'products/x.png' });
    expect(apiError(missing).code).toBe('CONTENT_IMAGE_NOT_FOUND');
    expect(issueAt(missing, 'imagePath')).toBe('ไม่พบรูปภาพ กรุณาอัปโหลดรูปภาพใหม่');
    expect(issueAt(await call('POST', '/api/admin/sliders', central, { imagePath: '' }), 'imagePath')).toBe('กรุณาอัปโหลดรูปภาพ');
    const imagePath = await uploadImage();
    expect(issueAt(await call('POST', '/api/admin/sliders', central, { imagePath, urlLink: 'javascript:alert(1)' }), 'urlLink')).toBe(
      'ลิงก์ต้องขึ้นต้นด้วย http://, https:// หรือ /',
    );
    expect((await call('POST', '/api/admin/sliders', central, { imagePath, target: '_top' })).statusCode).toBe(400);
    for (const auth of [outletAdmin, seller]) expect((await call('POST', '/api/admin/sliders', auth, { imagePath })).statusCode).toBe(403);
  });
});

describe('landing image uploads', () => {
  it('accepts images by content within 2 MB and 2400 px, and refuses the rest', async () => {
    const notImage = await upload('/api/admin/content/images', central, Buffer.from('not an image at all'), 'x.png');
    expect(apiError(notImage).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const pdfAsImage = await upload('/api/admin/content/images', central, PDF, 'x.png');
    expect(apiError(pdfAsImage).code).toBe('IMAGE_TYPE_NOT_ALLOWED');
    const huge = await upload('/api/admin/content/images', central, await pngImage(2401, 10));
    expect(apiError(huge).code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
    const heavy = await upload('/api/admin/content/images', central, Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024)]));
    expect(heavy.statusCode).toBe(413);
    expect(apiError(heavy).code).toBe('FILE_TOO_LARGE');
    expect((await upload('/api/admin/content/images', outletAdmin, await pngImage())).statusCode).toBe(403);
  });
});

describe('notices', () => {
  it('shows the newest active notice to everyone, or null', async () => {
    const imagePath = await uploadImage(await pngImage(600, 400));
    const older = (await call('POST', '/api/admin/notices', central, { content: 'ประกาศเก่า', imagePath })).json();
    const newer = (await call('POST', '/api/admin/notices', central, { content: 'ประกาศใหม่' })).json();
    expect((await call('GET', '/api/admin/notices/active')).json()).toMatchObject({ id: newer.id, content: 'ประกาศใหม่', imagePath: null });
    await call('PUT', `/api/admin/notices/${newer.id}`, central, { content: 'ประกาศใหม่', active: false });
    expect((await call('GET', '/api/admin/notices/active')).json()).toMatchObject({ id: older.id, imagePath });
    await call('DELETE', `/api/admin/notices/${older.id}`, central);
    expect((await call('GET', '/api/admin/notices/active')).json()).toBeNull();
    expect((await call('GET', '/api/admin/notices', central)).json().map((n: { id: string }) => n.id)).toContain(newer.id);
    expect(issueAt(await call('POST', '/api/admin/notices', central, { content: '' }), 'content')).toBe('ไม่สามารถเว้นว่างได้');
    expect((await call('GET', '/api/admin/notices', outletAdmin)).statusCode).toBe(403);
  });
});

describe('FAQs', () => {
  it('lists question and answer in order for everyone; the central admin edits them', async () => {
    const b = (await call('POST', '/api/admin/faqs', central, { question: 'ถามสอง', answer: 'ตอบสอง', sortOrder: 20 })).json();
    const a = (await call('POST', '/api/admin/faqs', central, { question: 'ถามหนึ่ง', answer: 'ตอบหนึ่ง', sortOrder: 10 })).json();
    const shown = (await call('GET', '/api/admin/faqs')).json() as Array<{ id: string; question: string }>;
    expect(shown.map((f) => f.id).filter((id) => id === a.id || id === b.id)).toEqual([a.id, b.id]);
    expect(
      (await call('PUT', `/api/admin/faqs/${a.id}`, central, { question: 'ถามหนึ่ง', answer: 'ตอบใหม่', sortOrder: 30 })).json(),
    ).toMatchObject({
      answer: 'ตอบใหม่',
    });
    const blank = await call('POST', '/api/admin/faqs', central, { question: '', answer: '' });
    expect(issueAt(blank, 'question')).toBe('ไม่สามารถเว้นว่างได้');
    expect(issueAt(blank, 'answer')).toBe('ไม่สามารถเว้นว่างได้');
    expect((await call('DELETE', `/api/admin/faqs/${b.id}`, seller)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/faqs/${b.id}`, central)).statusCode).toBe(204);
    expect(apiError(await call('DELETE', `/api/admin/faqs/${b.id}`, central)).code).toBe('FAQ_NOT_FOUND');
  });
});

describe('manuals', () => {
  it('replaces the PC and mobile manuals with PDFs, read by everyone', async () => {
    const put = await upload('/api/admin/manuals/pc', central, PDF, 'คู่มือ PC.pdf', 'PUT');
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ device: 'pc', fileName: 'คู่มือ PC.pdf', size: PDF.length });
    const manuals = (await call('GET', '/api/admin/manuals')).json();
    expect(manuals.pc.filePath).toBe(put.json().filePath);
    const file = await call('GET', `/api/files?filename=${encodeURIComponent(manuals.pc.filePath)}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const again = (await upload('/api/admin/manuals/pc', central, PDF, 'v2.pdf', 'PUT')).json();
    expect((await call('GET', `/api/files?filename=${encodeURIComponent(manuals.pc.filePath)}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/manuals')).json().pc).toMatchObject({ filePath: again.filePath, fileName: 'v2.pdf' });
  });

  it('refuses what is not a PDF by its bytes, a file over 10 MB, an unknown device and anyone but the central admin', async () => {
    const png = await upload('/api/admin/manuals/mobile', central, await pngImage(), 'manual.pdf', 'PUT');
    expect(apiError(png).code).toBe('MANUAL_NOT_PDF');
    const big = await upload('/api/admin/manuals/mobile', central, Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'big.pdf', 'PUT');
    expect(apiError(big).code).toBe('FILE_TOO_LARGE');
    expect((await upload('/api/admin/manuals/tablet', central, PDF, 'm.pdf', 'PUT')).statusCode).toBe(400);
    expect((await upload('/api/admin/manuals/mobile', outletAdmin, PDF, 'm.pdf', 'PUT')).statusCode).toBe(403);
  });
});

describe('post-print popup', () => {
  it('shows the active popup until the user ticks "do not show again"; a new version shows again', async () => {
    expect((await call('PUT', '/api/admin/print-popup', central, { title: '', content: '' })).statusCode).toBe(400);
    const saved = (await call('PUT', '/api/admin/print-popup', central, { title: 'พิมพ์เสร็จแล้ว', content: 'ติดป้ายบนกล่อง' })).json();
    expect((await call('GET', '/api/print-popup', seller)).json()).toMatchObject({ version: saved.version, title: 'พิมพ์เสร็จแล้ว' });
    expect((await call('POST', '/api/print-popup/dismiss', seller, { version: saved.version })).statusCode).toBe(204);
    expect((await call('GET', '/api/print-popup', seller)).json()).toBeNull();
    expect((await call('GET', '/api/print-popup', buyer)).json()).toMatchObject({ title: 'พิมพ์เสร็จแล้ว' });

    const next = (await call('PUT', '/api/admin/print-popup', central, { title: 'ใหม่', content: 'ข้อความใหม่' })).json();
    expect(next.version).toBe(saved.version + 1);
    expect((await call('GET', '/api/print-popup', seller)).json()).toMatchObject({ version: next.version, title: 'ใหม่' });
    await call('PUT', '/api/admin/print-popup', central, { title: 'ปิด', content: 'ปิดไว้', active: false });
    expect((await call('GET', '/api/print-popup', buyer)).json()).toBeNull();
    expect((await call('GET', '/api/admin/print-popup', central)).json()).toMatchObject({ title: 'ปิด', active: false });
    expect((await call('PUT', '/api/admin/print-popup', outletAdmin, { title: 'x', content: 'y' })).statusCode).toBe(403);
    expect((await call('GET', '/api/print-popup')).statusCode).toBe(401);
  });
});

describe('service outlets on the landing page', () => {
  type Row = { outletCode: string; postcode: string; provinceName: string | null; active: boolean; postJob: boolean; promptEms: boolean };
  const outletsOf = async (query: string) =>
    (await call('GET', `/api/outlets/service${query}`)).json() as { contents: Row[]; paging: { totalCount: number } };

  it('lists outlets offering a service, by province, postcode and name, without the central office', async () => {
    const bangkok = await outletsOf('?provinceId=10&size=100');
    expect(bangkok.paging.totalCount).toBeGreaterThan(10);
    expect(bangkok.contents.every((o) => o.provinceName === 'กรุงเทพมหานคร')).toBe(true);
    expect(bangkok.contents.map((o) => o.outletCode)).not.toContain('000000');
    const byPostcode = await outletsOf('?postcode=101');
    expect(byPostcode.contents.length).toBeGreaterThan(0);
    expect(byPostcode.contents.every((o) => o.postcode.startsWith('101'))).toBe(true);
    expect((await outletsOf(`?searchString=${OUTLET_A}`)).contents.map((o) => o.outletCode)).toEqual([OUTLET_A]);
    expect((await call('GET', '/api/outlets/service?postcode=1a')).statusCode).toBe(400);
  });

  it('drops an outlet once the central admin turns all its services off', async () => {
    const [outlet] = (await call('GET', `/api/contact/0?searchString=${OUTLET_A}`, central)).json().contents;
    const off = {
      outletCode: OUTLET_A,
      outletName: outlet.outletName,
      tel: outlet.tel || '02',
      active: false,
      postJob: false,
      promptEms: false,
    };
    expect((await call('PUT', `/api/contact/${outlet.id}`, central, off)).statusCode).toBe(200);
    expect((await outletsOf(`?searchString=${OUTLET_A}`)).contents).toEqual([]);
    await call('PUT', `/api/contact/${outlet.id}`, central, { ...off, active: true, postJob: true });
    expect((await outletsOf(`?searchString=${OUTLET_A}`)).contents[0]).toMatchObject({ active: true, postJob: true, promptEms: false });
  });
});
