import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { api } from '../../lib/api-client';
import { notifyApiError } from '../../lib/notify';
import { ShippingStoreContext } from '../../lib/shipping-store';
import { currentUserKey, useCurrentUser } from '../../lib/use-current-user';
import { paths } from '../navigation/paths';

interface StoreSummary {
  id: string;
  uri: string;
  name: string;
  type: 'Draft' | 'Publish';
}

/**
 * Shipping screens need a store (issue 3): a signed-in user without one gets a Draft (delivery-only) store
 * first, made by the idempotent POST /api/stores/draft, so address books and mailings work without a shop.
 * Post-office staff (a role) are not shippers (spec 2 section 6: these screens are for regular users): without a
 * store they get /403 rather than a store made behind their back, which would also take away their
 * reservation-confirm list (for admins without a store).
 */
export function RequireShippingStore({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const draft = useMutation({
    mutationFn: () => api.post<StoreSummary>('/api/stores/draft'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey() }),
    onError: notifyApiError,
  });
  const isPostOfficeWithoutStore = !!user?.role && !user.storeId;
  const needsDraft = !!user && !user.storeId && !isPostOfficeWithoutStore;
  const { mutate, isIdle } = draft;
  useEffect(() => {
    if (needsDraft && isIdle) mutate();
  }, [needsDraft, isIdle, mutate]);

  const store = useMemo(() => (user?.storeId ? { storeId: user.storeId, storeUri: user.storeUri } : null), [user]);
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (isPostOfficeWithoutStore) return <Navigate to={paths.forbidden} replace />;
  if (!store) return <PageLoader />;
  return <ShippingStoreContext value={store}>{children}</ShippingStoreContext>;
}
