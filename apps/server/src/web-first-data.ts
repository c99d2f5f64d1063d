import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { FIRST_DATA_ELEMENT_ID, fileUrl, firstDataKey, type RequestQuery } from '@songdee/shared/common/first-data';
import type { Paged } from '@songdee/shared/common/list.schema';
import { DEFAULT_LANGUAGE } from '@songdee/shared/constants/app.constants';
import type { Slider } from '@songdee/shared/content/landing.schema';
import type { Product } from '@songdee/shared/product/product.schema';
import type { Store } from '@songdee/shared/store/store.schema';
import { STORE_FIRST_SCREEN } from '@songdee/shared/store/store-first-screen';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The first data of the public pages (`/`, a store's main page and a parcel's tracking page), put into their HTML at request time so the
 * browser does not wait for the scripts to discover it (a faster first screen): the API answers the first screen asks for,
 * as a guest gets them (asked through the app itself, `app.inject`, without the visitor's cookies: the same routes,
 * services and serializers, nothing private), a preload of the picture that will be the page's largest paint, the
 * landing's first slide as an image in the prerendered slider frame, and on a store or tracking page the route's scripts and the
 * page itself, rendered with those answers by the web app's own components (apps/web/src/app/prerender.tsx, built
 * for Node into apps/web/dist-ssr).
 */
interface FirstData {
  /** API answers by `firstDataKey` (what the web app's queries would ask). */
  answers: Record<string, unknown>;
  /** Pictures the first screen shows first, preloaded at high priority. */
  pictures: string[];
  /** The landing's first slide, drawn in the prerendered slider frame. */
  firstSlide?: string;
  /** The route's own scripts (and the language's catalogs), preloaded with the shell's. */
  modules: string[];
  /** The page rendered with the answers, in place of the shell's loader. */
  page?: string;
}

/** Store and tracking pages kept rendered (web-first-data `firstDataPages`): a page is rendered again only when its data changed. */
const RENDERED_PAGES_KEPT = 100;

/** apps/web/src/app/prerender.tsx `renderPage`: the page at a URL rendered with its first data, as inert HTML. */
type RenderPage = (url: string, answers: Record<string, unknown>) => Promise<string>;

/** The element the prerendered landing page holds the slider's place with (features/content/components/landing-sliders). */
const FIRST_SLIDE_PLACE = /<div[^>]*\bdata-first-slide="true"[^>]*><\/div>/;
/** The shell's #root and what the build prerendered into it (the header and the loader), up to the end of the body. */
const ROOT_CONTENT = /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/;
const STORE_MAIN_PAGE = /^\/stores\/([^/]+)\/main\/?$/i;
const TRACK_PAGE = /^\/track\/([^/]+)\/?$/i;

/**
 * A GET of the public API as a guest, in the default language (the visitor's choice is in their browser's storage:
 * the app uses the answers only when it shows that language): the answer, or undefined unless a 200. A route limited
 * per client address is asked from the visitor's (`remoteAddress`), so the page counts against their budget.
 */
async function asGuest<T>(
  app: FastifyInstance,
  path: string,
  query?: RequestQuery,
  remoteAddress?: string,
): Promise<[string, T] | undefined> {
  const key = firstDataKey(path, query);
  const res = await app.inject({
    method: 'GET',
    url: key,
    headers: { accept: 'application/json', 'accept-language': DEFAULT_LANGUAGE },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  return res.statusCode === 200 ? [key, res.json() as T] : undefined;
}

const answersOf = (...found: Array<[string, unknown] | undefined>) =>
  Object.fromEntries(found.filter((a): a is [string, unknown] => a !== undefined));

async function landingData(app: FastifyInstance): Promise<FirstData> {
  const [sliders, notice] = await Promise.all([
    asGuest<Slider[]>(app, '/api/admin/sliders'),
    asGuest<unknown>(app, '/api/admin/notices/active'),
  ]);
  const first = sliders?.[1][0];
  const firstSlide = first ? fileUrl(first.imagePath) : undefined;
  return { answers: answersOf(sliders, notice), pictures: firstSlide ? [firstSlide] : [], firstSlide, modules: [] };
}

async function storeData(app: FastifyInstance, uri: string, withList: boolean, modules: string[]): Promise<FirstData | undefined> {
  const store = await asGuest<Store>(app, '/api/stores', { uri });
  if (!store) return undefined;
  const products = `/api/stores/${encodeURIComponent(store[1].id)}/products`;
  const [featured, list, reviews] = await Promise.all([
    asGuest<Paged<Product>>(app, products, STORE_FIRST_SCREEN.featured),
    // The product list's first page, unless the address asks for another page or a search.
    withList ? asGuest<Paged<Product>>(app, products, STORE_FIRST_SCREEN.products) : undefined,
    asGuest<unknown>(app, `/api/stores/${encodeURIComponent(store[1].id)}/reviews`, STORE_FIRST_SCREEN.reviewCount),
  ]);
  const pictures = (featured?.[1].contents ?? [])
    .slice(0, STORE_FIRST_SCREEN.picturesFirst)
    .flatMap((p) => (p.productImages[0] ? [fileUrl(p.productImages[0].featuredFilePath)] : []));
  return { answers: answersOf(store, featured, list, reviews), pictures, modules };
}

/** A parcel's tracking page: its one answer (apps/web features/tracking), none for an unknown barcode. */
async function trackData(app: FastifyInstance, barcode: string, visitor: string, modules: string[]): Promise<FirstData | undefined> {
  const parcel = await asGuest<unknown>(app, `/api/track/${encodeURIComponent(barcode)}`, undefined, visitor);
  return parcel ? { answers: answersOf(parcel), pictures: [], modules } : undefined;
}

/** JSON that cannot end its `<script>` element nor break a line in old parsers. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A path segment decoded (a store's uri, a barcode), or undefined when there is none or it is not valid %-encoding. */
function decodedSegment(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function withFirstData(html: string, data: FirstData): string {
  const head = [
    ...data.pictures.map((src) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(src)}">`),
    ...data.modules.map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/${attribute(file)}">`),
    `<script type="application/json" id="${FIRST_DATA_ELEMENT_ID}" data-lang="${DEFAULT_LANGUAGE}">${scriptSafeJson(data.answers)}</script>`,
  ].join('');
  const page = html.replace('</head>', `${head}</head>`);
  // The marker tells the app to load the page's chunk before its first render (main.tsx), so that it replaces this
  // page with the same page rather than with the loader.
  if (data.page) return page.replace(ROOT_CONTENT, (_, end: string) => `<div id="root" data-rendered-page>${data.page}</div>${end}`);
  if (!data.firstSlide) return page;
  // Decorative here: the prerendered page is inert, the app's own slider (named) replaces it.
  const slide = `<img src="${attribute(data.firstSlide)}" alt="" fetchpriority="high" style="display:block;object-fit:cover;border-radius:var(--mantine-radius-md)">`;
  return page.replace(FIRST_SLIDE_PLACE, slide);
}

/**
 * The static imports of a route's chunk, followed through the chunks it imports, and the Thai catalogs (the default
 * language's, loaded with every page but the landing's), less what the shell's HTML already preloads.
 */
function routeModules(webDist: string, chunk: string, shellHtml: string): string[] {
  const assets = join(webDist, 'assets');
  if (!existsSync(assets)) return [];
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const entry = files.find((f) => f.startsWith(`${chunk}-`));
  if (!entry) return [];
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file) || !files.includes(file)) return;
    found.add(file);
    for (const m of readFileSync(join(assets, file), 'utf8').matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)) visit(m[1] ?? '');
  };
  visit(entry);
  const catalogs = files.find((f) => f.startsWith('catalogs-th-'));
  if (catalogs) found.add(catalogs);
  return [...found].filter((f) => !shellHtml.includes(`/assets/${f}`));
}

type Encoding = 'br' | 'gzip' | 'identity';

function encodingFor(request: FastifyRequest): Encoding {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
}

function encode(html: string, encoding: Encoding): Buffer {
  const body = Buffer.from(html);
  if (encoding === 'br') return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  return encoding === 'gzip' ? gzipSync(body) : body;
}

/**
 * Answers `/`, store main pages and parcels' tracking pages with their first data; `undefined` for every other address (the caller sends the
 * file as it is). A store's main page is rendered into page.html, which starts the app once the page has loaded (the
 * route script then preloads the route's chunk); without the build's server render, or when it fails, the shell
 * (index.html) is sent with its loader and the route's preloads. The pages' HTML files are read once; the last page
 * sent per file and encoding is kept, so an unchanged landing page is not compressed again.
 */
export function firstDataPages(app: FastifyInstance, webDist: string) {
  const read = (file: string) => (existsSync(join(webDist, file)) ? readFileSync(join(webDist, file), 'utf8') : undefined);
  const shell = read('index.html');
  const landing = read('landing.html');
  const pageTemplate = read('page.html');
  const storeModules = shell ? routeModules(webDist, 'store-pages', shell) : [];
  const trackModules = shell ? routeModules(webDist, 'track-pages', shell) : [];
  const serverRender = join(webDist, '..', 'dist-ssr', 'prerender.js');
  const last = new Map<string, { html: string; body: Buffer }>();

  async function dataFor(url: string, visitor: string): Promise<[string, FirstData] | undefined> {
    const [path = '', search] = url.split('?');
    if (path === '/' && landing) return [landing, await landingData(app)];
    const store = STORE_MAIN_PAGE.exec(path);
    const track = TRACK_PAGE.exec(path);
    const segment = decodedSegment(store?.[1] ?? track?.[1]);
    if (segment === undefined || !shell) return undefined;
    const data = store ? await storeData(app, segment, !search, storeModules) : await trackData(app, segment, visitor, trackModules);
    if (!data) return undefined;
    // Only the page as opened from a link (no search, no page number): each rendering costs the server, and any
    // other address is a visit already under way.
    const rendered = pageTemplate && !search ? await renderedPage(path, data.answers) : undefined;
    // The rendered page starts the app once it has loaded, with the route's scripts (page.html): none to add here.
    return rendered && pageTemplate ? [pageTemplate, { ...data, modules: [], page: rendered }] : [shell, data];
  }

  // The web app's server render, loaded with the first store page asked for (it brings React and Mantine).
  let renderer: Promise<RenderPage | undefined> | undefined;
  const renderedPages = new Map<string, string>();
  /**
   * The page rendered with its answers, or undefined without the build's server render or when it fails (the shell's
   * loader shows instead). The last pages rendered are kept, by what they were rendered from.
   */
  async function renderedPage(url: string, answers: Record<string, unknown>): Promise<string | undefined> {
    renderer ??= existsSync(serverRender)
      ? import(pathToFileURL(serverRender).href).then((m: { renderPage: RenderPage }) => m.renderPage)
      : Promise.resolve(undefined);
    const key = `${url}\n${JSON.stringify(answers)}`;
    let page = renderedPages.get(key);
    if (page !== undefined) return page;
    try {
      const render = await renderer;
      if (!render) return undefined;
      page = await render(url, answers);
    } catch (error) {
      app.log.warn({ err: error }, 'page not rendered on the server');
      return undefined;
    }
    if (renderedPages.size >= RENDERED_PAGES_KEPT) renderedPages.delete(renderedPages.keys().next().value as string);
    renderedPages.set(key, page);
    return page;
  }

  return async function send(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    let found: [string, FirstData] | undefined;
    try {
      found = await dataFor(request.url, request.ip);
    } catch (error) {
      // The page still works without its first data: the app asks for it.
      request.log.warn({ err: error }, 'first data of the page not read');
      return false;
    }
    if (!found) return false;
    const html = withFirstData(found[0], found[1]);
    const encoding = encodingFor(request);
    const memo = `${found[0] === landing ? 'landing' : found[0] === shell ? 'shell' : 'page'}:${encoding}`;
    let body = last.get(memo)?.html === html ? last.get(memo)?.body : undefined;
    if (!body) {
      body = encode(html, encoding);
      last.set(memo, { html, body });
    }
    // Data of the moment: any cache asks again each time, and no shared cache keeps it.
    reply.header('cache-control', 'private, no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    await reply.send(body);
    return true;
  };
}
