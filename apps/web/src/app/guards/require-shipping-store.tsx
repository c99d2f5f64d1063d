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
 */
export function RequireShippingStore({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: user, isPending } = useCurrentUser();
  const draft = useMutation({
    mutationFn: () => api.post<StoreSummary>('/api/stores/draft'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey() }),
    onError: notifyApiError,
  });
  const needsDraft = !!user && !user.storeId;
  const { mutate, isIdle } = draft;
  useEffect(() => {
    if (needsDraft && isIdle) mutate();
  }, [needsDraft, isIdle, mutate]);

  const store = useMemo(() => (user?.storeId ? { storeId: user.storeId, storeUri: user.storeUri } : null), [user]);
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (!store) return <PageLoader />;
  return <ShippingStoreContext value={store}>{children}</ShippingStoreContext>;
}
