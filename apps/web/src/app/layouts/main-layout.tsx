import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { UnknownRouteNotice } from '../navigation/unknown-route';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { OldHostBanner } from './old-host-banner';
import { useRememberCurrentPage } from './use-remember-current-page';

export function MainLayout() {
  useRememberCurrentPage();
  return (
    <Box mih="100vh" display="flex" style={{ flexDirection: 'column' }} bg="gray.0">
      <OldHostBanner />
      <AppHeader />
      <Box component="main" style={{ flex: 1 }}>
        <UnknownRouteNotice />
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
