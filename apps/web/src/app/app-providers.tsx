import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useDialogHostWanted } from '../lib/dialog-host';
import { createQueryClient } from '../lib/query-client';
import { theme } from './theme';

// The toasts' and the confirm dialogs' hosts are not part of the first script: each loads when first needed.
const hosts = () => import('./deferred-hosts');
const ToastHost = lazy(async () => ({ default: (await hosts()).ToastHost }));
const DialogHost = lazy(async () => ({ default: (await hosts()).DialogHost }));

/** Mounts the hosts once needed, and keeps them. */
function DeferredHosts() {
  const [toastsShown, setToastsShown] = useState(false);
  const { notifications } = useNotifications();
  if (!toastsShown && notifications.length > 0) setToastsShown(true);
  const dialogWanted = useDialogHostWanted();
  return (
    <Suspense fallback={null}>
      {toastsShown ? <ToastHost /> : null}
      {dialogWanted ? <DialogHost /> : null}
    </Suspense>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
