import { Box, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { UnknownRouteNotice } from '../navigation/unknown-route';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { useRememberCurrentPage } from './use-remember-current-page';

export function MainLayout() {
  useRememberCurrentPage();
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }} bg="gray.0">
      <AppHeader />
      {/* At least a screen high: the footer starts below the first screen, so a page's loader giving way to the page
          (or a part of it loading) never moves it in view (layout shift). */}
      <Box component="main" style={{ flex: 1, minHeight: '100vh' }}>
        <UnknownRouteNotice />
        {/* A route group's chunk loads on its first route (app-router's lazyPage); the loader holds the page's place. */}
        <Suspense
          fallback={
            <Center mih="60vh">
              <Loader aria-label="loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
      <AppFooter />
    </Box>
  );
}
