import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, postMultipart } from '../test/address-fixtures';
import { createTestApp } from '../test/create-test-app';
import { createUser } from '../test/factories';
import { createRecipients, createSender, ids, publish } from '../test/mailing-fixtures';
import { postOfficeAdmin } from '../test/reserve-fixtures';
import { createShop, jpegImage, pngImage, type Shop } from '../test/storefront-fixtures';
import { useTestApp } from '../test/use-test-app';
import { rateLimitCounters } from './db/schema/rate-limits';
import { stores } from './db/schema/stores';

/**
 * A built web app as the server sees it: the shell with its prerendered loader (and as page.html, starting the app once
 * loaded), the prerendered landing page with the slider's place, a store route chunk importing another chunk, and
 * beside dist/ the server render, here one that names the URL and the number of answers it was given, and fails for a
 * store named "render fails" (the real build's shape, apps/web/vite.config.ts; the real render is seen in
 * e2e/tests/layout-shift.spec.ts).
 */
function fakeWebDist(): string {
  const dist = join(mkdtempSync(join(tmpdir(), 'songdee-web-')), 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '..', 'dist-ssr'));
  writeFileSync(
    join(dist, '..', 'dist-ssr', 'prerender.js'),
    `export async function renderPage(url, answers) {
      if (JSON.stringify(answers).includes('render fails')) throw new Error('render failed');
      return '<div inert><h1>rendered ' + url + '</h1><p>' + Object.keys(answers).length + ' answers</p></div>';
    }`,
  );
  const shell =
    '<html><head><script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/react-B2.js"></head><body><div id="root"><div inert><header>the loader</header></div></div>\n</body></html>';
  writeFileSync(join(dist, 'index.html'), shell);
  // The same shell starting the app once it has loaded (apps/web/src/app/routes/start-after-load.ts).
  writeFileSync(
    join(dist, 'page.html'),
    shell.replace(
      /<script type="module".*?<\/head>/,
      '<script type="application/json" id="app-scripts">{}</script><script async src="/assets/start-app-G7.js"></script></head>',
    ),
  );
  writeFileSync(
    join(dist, 'landing.html'),
    '<html><head></head><body><div id="root"><div inert><div class="frame"><div style="--skeleton-radius:x" class="sk" data-visible="true" data-first-slide="true"></div></div></div></div></body></html>',
  );
  writeFileSync(join(dist, 'assets/index-A1.js'), 'import{a}from"./react-B2.js";');
  writeFileSync(join(dist, 'assets/react-B2.js'), 'export const a=1;');
  writeFileSync(join(dist, 'assets/store-pages-C3.js'), 'import{a}from"./react-B2.js";import{b}from"./format-D4.js";import("./qr-E5.js");');
  writeFileSync(join(dist, 'assets/format-D4.js'), 'export const b=2;');
  writeFileSync(join(dist, 'assets/qr-E5.js'), 'export const c=3;');
  writeFileSync(join(dist, 'assets/catalogs-th-F6.js'), 'export const d=4;');
  writeFileSync(join(dist, 'assets/track-pages-H8.js'), 'import{a}from"./react-B2.js";');
  return dist;
}

const t = useTestApp(() => createTestApp({ env: { FILES_DIR: mkdtempSync(join(tmpdir(), 'songdee-files-')), WEB_DIST: fakeWebDist() } }));
let shop: Shop;
let picture: string;
beforeAll(async () => {
  shop = await createShop(t);
  // A featured product with a picture (the newest, so the carousel's first card).
  const body = multipartFile('photo.jpg', await jpegImage(400, 300));
  const image = (await postMultipart(t.app, `/api/stores/${shop.store.id}/images`, shop.seller.auth, body)).json() as {
    id: string;
    featuredFilePath: string;
  };
  await t.app.inject({
    method: 'POST',
    url: `/api/stores/${shop.store.id}/products`,
    headers: shop.seller.auth,
    payload: { name: 'มีรูป', categoryId: 1, price: 100, imageIds: [image.id] },
  });
  picture = `/api/files?filename=${encodeURIComponent(image.featuredFilePath)}`;
});

const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const guestGet = async (url: string) => (await page(url)).json();

const FIRST_DATA = /<script type="application\/json" id="first-data" data-lang="th">(.*?)<\/script>/s;
function firstData(res: LightMyRequestResponse): Record<string, unknown> | undefined {
  const found = FIRST_DATA.exec(res.body);
  return found ? JSON.parse(found[1] ?? '') : undefined;
}
const preloadedImages = (res: LightMyRequestResponse) =>
  [...res.body.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) => m[1]?.replace(/&amp;/g, '&'));

describe('a store main page', () => {
  it('carries the store, its first products and review count as a guest gets them, and preloads the first picture and the route', async () => {
    const res = await page(`/stores/${shop.store.uri}/main`, shop.seller.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const id = shop.store.id;
    const expected = {
      [`/api/stores?uri=${shop.store.uri}`]: await guestGet(`/api/stores?uri=${shop.store.uri}`),
      [`/api/stores/${id}/products?page=1&size=12`]: await guestGet(`/api/stores/${id}/products?page=1&size=12`),
      [`/api/stores/${id}/products?page=1&searchString=&size=8`]: await guestGet(`/api/stores/${id}/products?page=1&size=8&searchString=`),
      [`/api/stores/${id}/reviews?page=1&size=1`]: await guestGet(`/api/stores/${id}/reviews?page=1&size=1`),
    };
    expect(firstData(res)).toEqual(expected);
    expect((expected[`/api/stores/${id}/products?page=1&size=12`] as { contents: unknown[] }).contents).toHaveLength(3);
    // Only the newest product has a picture: it is the one preloaded, as the card's <img> asks for it.
    expect(preloadedImages(res)).toEqual([picture]);
  });

  it("shows the page rendered from the same answers in place of the shell's loader, marked for the app", async () => {
    const res = await page(`/stores/${shop.store.uri}/main`);
    expect(res.body).toContain(
      `<div id="root" data-rendered-page><div inert><h1>rendered /stores/${shop.store.uri}/main</h1><p>4 answers</p></div></div>\n</body>`,
    );
    expect(res.body).not.toContain('the loader');
    expect(Object.keys(firstData(res) ?? {})).toHaveLength(4);
    // page.html: the start script adds the app's scripts (and the route script its chunk) once the page has loaded.
    expect(res.body).toContain('<script async src="/assets/start-app-G7.js"></script>');
    expect(res.body).not.toContain('modulepreload');
  });

  it("keeps the shell's loader, the first data and the route's preloads when the page cannot be rendered", async () => {
    const rename = (name: string) => t.database.db.update(stores).set({ name }).where(eq(stores.id, shop.store.id));
    const [before] = await t.database.db.select({ name: stores.name }).from(stores).where(eq(stores.id, shop.store.id));
    await rename('render fails');
    const res = await page(`/stores/${shop.store.uri}/main`);
    await rename(before?.name ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><div inert><header>the loader</header></div></div>');
    expect(res.body).not.toContain('data-rendered-page');
    expect(firstData(res)).toBeDefined();
    const modules = [...res.body.matchAll(/<link rel="modulepreload" fetchpriority="low" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    // The route's chunk and its static imports (not the dynamic one), the Thai catalogs, nothing the shell preloads.
    expect(modules.sort()).toEqual(['/assets/catalogs-th-F6.js', '/assets/format-D4.js', '/assets/store-pages-C3.js']);
  });

  it('is not rendered for a search or a later page of its list (the shell and the first data)', async () => {
    const res = await page(`/stores/${shop.store.uri}/main?q=cup&page=2`);
    expect(res.body).toContain('<header>the loader</header>');
    expect(res.body).not.toContain('data-rendered-page');
    expect(Object.keys(firstData(res) ?? {})).toHaveLength(3);
  });

  it('is sent compressed as the browser accepts it', async () => {
    const br = await page(`/stores/${shop.store.uri}/main`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    const { brotliDecompressSync } = await import('node:zlib');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('id="first-data"');
  });

  it('keeps a name that closes a script inside its JSON', async () => {
    const name = 'ร้าน</script><script>alert(1)</script> & \u2028 <!--';
    await t.database.db.update(stores).set({ name }).where(eq(stores.id, shop.store.id));
    const res = await page(`/stores/${shop.store.uri}/main`);
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toContain('<!--');
    expect(res.body).not.toContain('\u2028');
    expect(res.body).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u2028 \\u003c!--');
    expect(firstData(res)).toMatchObject({ [`/api/stores?uri=${shop.store.uri}`]: { name } });
  });

  it('carries nothing for a store that does not exist or is not published, even to its owner', async () => {
    const owner = await createUser(t.app, t.database.db, { store: { uri: 'draft-first-data', type: 'Draft' } });
    for (const [url, auth] of [
      ['/stores/no-such-store/main', {}],
      ['/stores/draft-first-data/main', owner.auth],
    ] as const) {
      const res = await page(url, auth);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(firstData(res), url).toBeUndefined();
      expect(res.body).not.toContain('store-pages');
    }
  });
});

describe('a parcel’s tracking page', () => {
  let barcode: string;
  beforeAll(async () => {
    const storeId = shop.store.id;
    await createSender(t.database.db, storeId, shop.seller.user.id);
    const recipients = await createRecipients(t.database.db, storeId, shop.seller.user.id, 1);
    const res = await publish(t.app, storeId, shop.seller.auth, { optionId: 'ems', weight: 300, recipients: ids(recipients) });
    barcode = res.json().created[0].barcode;
  });

  it('carries the parcel’s public tracking as a guest gets it, rendered in place of the loader', async () => {
    const res = await page(`/track/${barcode}`);
    expect(res.statusCode).toBe(200);
    expect(firstData(res)).toEqual({ [`/api/track/${barcode}`]: await guestGet(`/api/track/${barcode}`) });
    expect(res.body).toContain(
      `<div id="root" data-rendered-page><div inert><h1>rendered /track/${barcode}</h1><p>1 answers</p></div></div>`,
    );
  });

  it('asks for the answer from the visitor’s address, so the page spends their rate limit and not the server’s', async () => {
    const visitor = '198.51.100.77';
    await t.app.inject({ method: 'GET', url: `/track/${barcode}`, remoteAddress: visitor });
    const counted = await t.database.db
      .select({ key: rateLimitCounters.key })
      .from(rateLimitCounters)
      .where(sql`${rateLimitCounters.key} LIKE ${`%/api/track/%${visitor}%`}`);
    expect(counted).toHaveLength(1);
  });

  it('carries nothing for an unknown or malformed barcode (the app shows its own message)', async () => {
    for (const url of ['/track/EF582568151TH', '/track/hello']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(firstData(res), url).toBeUndefined();
      expect(res.body, url).toContain('the loader');
    }
  });
});

describe('the landing page', () => {
  it('carries the slides and the notice as a guest gets them, and shows and preloads the first slide', async () => {
    const central = (await postOfficeAdmin(t, '000000')).auth;
    const body = multipartFile('banner.png', await pngImage(1200, 400));
    const upload = await postMultipart(t.app, '/api/admin/content/images', central, body);
    const imagePath = upload.json().imagePath as string;
    const slide = { imagePath, urlLink: '', target: '_self', sortOrder: 1 };
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/sliders', headers: central, payload: slide })).statusCode).toBe(201);
    const sliders = (await guestGet('/api/admin/sliders')) as Array<{ imagePath: string }>;
    const first = `/api/files?filename=${encodeURIComponent(sliders[0]?.imagePath ?? '')}`;

    const res = await page('/');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(firstData(res)).toEqual({
      '/api/admin/sliders': sliders,
      '/api/admin/notices/active': await guestGet('/api/admin/notices/active'),
    });
    expect(preloadedImages(res)).toEqual([first]);
    // The prerendered slider frame shows the first slide instead of its placeholder.
    expect(res.body).not.toContain('data-first-slide');
    expect(res.body).toContain(`<div class="frame"><img src="${first.replace(/&/g, '&amp;')}" alt="" fetchpriority="high"`);
    expect(res.body).not.toContain('modulepreload');
  });

  it('leaves every other address as it is built', async () => {
    const res = await page('/stores/search');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(firstData(res)).toBeUndefined();
  });

  it('answers HEAD as GET, without a body (a monitor or a link checker asking whether a page is there)', async () => {
    for (const url of ['/', `/stores/${shop.store.uri}/main`, '/stores/search']) {
      const res = await t.app.inject({ method: 'HEAD', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/api/no-such-call' })).statusCode).toBe(404);
  });
});
