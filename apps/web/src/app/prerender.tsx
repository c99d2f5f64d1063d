// Build time only (vite.config.ts `prerender`): the first screen as HTML, so a page paints before its scripts have
// loaded and run on a slow phone. `/` gets the landing page as a visitor first sees it in Thai; every other address the
// header and the loader the app shows while a route's chunk loads. The app renders over it (main.tsx); the parts that
// need the API (the sliders, the signed-in header) hold their place as they do while loading.
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { MainPage } from '../features/content/pages/main-page';
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

async function render(page: ReactNode): Promise<string> {
  await initI18n();
  const html = renderToString(
    <AppProviders>
      <MemoryRouter initialEntries={[paths.main]}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route path={paths.main} element={page} />
          </Route>
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  // Inert (and out of the accessibility tree) until the app replaces it: nothing in it works before then.
  return `<div inert>${html}</div>`;
}

export const renderLanding = () => render(<MainPage />);
export const renderShell = () => render(<RouteChunkLoading />);

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
