import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
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
        <Outlet />
      </Box>
      <AppFooter />
    </Box>
  );
}
