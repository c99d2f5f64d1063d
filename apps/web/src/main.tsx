import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/500.css';
import '@fontsource/sarabun/600.css';
import '@fontsource/sarabun/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter, loadMainPage } from './app/app-router';
import { initI18n } from './app/i18n';
import { preloadPage } from './app/routes/lazy-page';

await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The first screen comes prerendered (app/prerender.tsx); on `/` the landing page's chunk is loaded first, so the app's
// first render replaces the prerendered page with the same page, never with a loader.
if (window.location.pathname === '/') await preloadPage(loadMainPage);

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>,
);
