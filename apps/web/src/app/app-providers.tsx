import { InputClearButton, MantineProvider, mergeThemeOverrides } from '@mantine/core';
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

/**
 * Every close button (dialogs, drawers, toasts, alerts) and every input's clear button has a name in the language in
 * use (axe-core's button-name); a component's own label, where one is passed, still wins.
 */
function useLocalTheme() {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the label follows the language
  return useMemo(() => {
    return mergeThemeOverrides(theme, {
      components: {
        // CloseButton's props type has no aria-label (it is polymorphic); the component passes it to its button.
        CloseButton: { defaultProps: { 'aria-label': t('common:actions.close') } },
        InputClearButton: InputClearButton.extend({ defaultProps: { 'aria-label': t('common:actions.clear') } }),
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
