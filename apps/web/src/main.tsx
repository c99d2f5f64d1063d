import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter, loadMainPage, startLoadingRoute } from './app/app-router';
import { initI18n } from './app/i18n';
import { preloadPage } from './app/routes/lazy-page';

// The first screen comes prerendered (app/prerender.tsx). On `/` the landing page's chunk is loaded before the first
// render, and so is the page's chunk of a page the server rendered (a store's main page), so the app replaces the
// prerendered page with the same page, never with a loader; elsewhere the page's chunk is asked for as soon as the
// catalogs are in, not once the first render gets to it.
const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
const onLanding = window.location.pathname === '/';
const landing = onLanding ? preloadPage(loadMainPage) : undefined;
await initI18n();
if (onLanding) await landing;
else {
  const page = startLoadingRoute(window.location.pathname);
  if (root.hasAttribute('data-rendered-page')) await page;
}

// In a transition, React renders the app in slices that yield to the browser every few milliseconds instead of one
// long task (which a phone feels as a page that does not answer a tap), and commits it whole, as before: the
// prerendered page stays on screen until then.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
