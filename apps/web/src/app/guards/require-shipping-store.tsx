import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { storeCalls } from '@songdee/shared/store/store.calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ParcelIcon, StoreIcon } from '../../components/icons';
import { PageFrame } from '../../components/layout/page-frame';
import { PageLoader } from '../../components/layout/page-loader';
import { LinkButton } from '../../components/link-button';
import { callApi } from '../../lib/api-client';
import { notifyApiError } from '../../lib/notify';
import { ShippingStoreContext } from '../../lib/shipping-store';
import { currentUserKey, useCurrentUser } from '../../lib/use-current-user';
import { paths } from '../navigation/paths';

/**
 * Shipping screens need a store. A signed-in user without one is asked first: "manage delivery" makes a
 * Draft (delivery-only) store with the idempotent POST /api/stores/draft and opens the screen; "open a store" goes
 * to the store form. Opening the screen alone never makes a store: a page view writes nothing.
 * Post-office staff (a role) are not shippers (spec 2 section 6: these screens are for regular users): without a
 * store they get /403, as a store would also take away their reservation-confirm list (for admins without a store).
 */
export function RequireShippingStore({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const store = useMemo(() => (user?.storeId ? { storeId: user.storeId, storeUri: user.storeUri } : null), [user]);
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (user.role && !user.storeId) return <Navigate to={paths.forbidden} replace />;
  if (!store) return <ShippingStoreChoice />;
  return <ShippingStoreContext value={store}>{children}</ShippingStoreContext>;
}

/** Manage delivery (a Draft store now, then this screen) or open a store (the store form). */
function ShippingStoreChoice() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const draft = useMutation({
    mutationFn: () => callApi(storeCalls.draft),
    // The session's user now has the store: the guard lets the screen in.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey() }),
    onError: notifyApiError,
  });
  return (
    <PageFrame title={t('common:shippingStoreChoice.title')} size="sm">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="shipping-store-choice">
        <Stack gap="lg">
          <Text>{t('common:shippingStoreChoice.description')}</Text>
          <Group gap="sm" grow preventGrowOverflow={false} wrap="wrap">
            <Button
              leftSection={<ParcelIcon size={18} />}
              loading={draft.isPending || draft.isSuccess}
              onClick={() => draft.mutate()}
              data-testid="choice-manage-delivery"
            >
              {t('common:shippingStoreChoice.manageDelivery')}
            </Button>
            <LinkButton to={paths.storeManage} variant="default" icon={<StoreIcon size={18} />} testId="choice-open-store">
              {t('common:shippingStoreChoice.openStore')}
            </LinkButton>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
