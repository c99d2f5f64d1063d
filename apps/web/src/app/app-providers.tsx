import { Drawer, MantineProvider, Modal, mergeThemeOverrides } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogHostWanted } from '../lib/dialog-host';
import { createQueryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

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

/** Every dialog's and drawer's close button has a name in the language in use (axe-core's button-name). */
function useLocalTheme() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the label follows the language
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('common:actions.close') };
    return mergeThemeOverrides(theme, {
      components: {
        Modal: Modal.extend({ defaultProps: { closeButtonProps } }),
        Drawer: Drawer.extend({ defaultProps: { closeButtonProps } }),
      },
    });
  }, [i18n.language, t]);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <MantineProvider theme={useLocalTheme()} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredHosts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
