// The first screen as HTML, so a page paints before its scripts have loaded and run on a slow phone. At build time
// (vite.config.ts `prerender`), `/` gets the landing page as a visitor first sees it in Thai and every other address
// the header and the loader the app shows while a route's chunk loads; at request time (built for Node into
// dist-ssr/, apps/server/src/web-first-data.ts), a store's main page gets itself with its first data. The app renders
// over it (main.tsx); the parts that need the API (the sliders, the signed-in header) hold their place as they do
// while loading.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, matchRoutes, Route, Routes, useRoutes } from 'react-router';
import { MainPage } from '../features/content/pages/main-page';
import { renderWithFirstData } from '../lib/first-data';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-router';
import { initI18n } from './i18n';
import { MainLayout } from './layouts/main-layout';
import { paths } from './navigation/paths';
import { pageChunkOf } from './routes/lazy-page';
import { rankedRoutes, routePattern } from './routes/route-preload';

/** Suspends for good: the layout's Suspense shows its loader, as it does while a route's chunk loads. */
function RouteChunkLoading(): ReactNode {
  throw new Promise(() => {});
}

let i18nReady: Promise<void> | undefined;
/** i18next set up once: the build renders two pages with it, the server a page per request. */
const i18nSetUp = () => (i18nReady ??= initI18n());

function toHtml(url: string, routes: ReactNode): string {
  const html = renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={[url]}>{routes}</MemoryRouter>
    </AppProviders>,
  );
  // Inert (and out of the accessibility tree) until the app replaces it: nothing in it works before then.
  return `<div inert>${html}</div>`;
}

async function render(page: ReactNode): Promise<string> {
  await i18nSetUp();
  return toHtml(
    paths.main,
    <Routes>
      <Route element={<MainLayout />}>
        <Route path={paths.main} element={page} />
      </Route>
    </Routes>,
  );
}

export const renderLanding = () => render(<MainPage />);
export const renderShell = () => render(<RouteChunkLoading />);

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The page at `url` (a path and its query) as a guest first sees it in Thai, with `answers` as its first data
 * (lib/first-data.ts): its chunk and catalogs are loaded first, so the page renders rather than its loader.
 */
export async function renderPage(url: string, answers: Record<string, unknown>): Promise<string> {
  await i18nSetUp();
  const leaf = matchRoutes(appRoutes, url.split('?')[0] ?? url)?.at(-1)?.route;
  await pageChunkOf(leaf?.element)?.loadWithCatalogs();
  return renderWithFirstData(answers, () => toHtml(url, <AppRoutes />));
}

/**
 * The app's routes as the router ranks them, each with its pattern and its page chunk's module (null for a route
 * without one); the build finds each module's chunk files in the bundle (vite.config.ts) and writes the route script.
 */
export async function routeModules(): Promise<Array<{ pattern: string; module: unknown; catalogs: boolean }>> {
  return Promise.all(
    rankedRoutes(appRoutes).map(async ({ path, element }) => {
      const chunk = pageChunkOf(element);
      return { pattern: routePattern(path), module: chunk ? await chunk.load() : null, catalogs: chunk?.catalogs === 'all' };
    }),
  );
}
