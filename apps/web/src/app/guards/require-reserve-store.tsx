import { type ReactNode, useMemo } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useCurrentUser } from '../../features/auth/api/use-current-user';
import { ShippingStoreContext } from '../../lib/shipping-store';
import { paths } from '../navigation/paths';

/**
 * Reserve delivery (spec 2 section 2): "signed-in user with a store required, otherwise redirect to signin". A guest
 * signs in and comes back here (the page is remembered); a signed-in user without a store is sent to sign-in too,
 * as the spec says, rather than getting a Draft store made like the other shipping screens (docs/decisions.md).
 */
export function RequireReserveStore({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  const store = useMemo(() => (user?.storeId ? { storeId: user.storeId, storeUri: user.storeUri } : null), [user?.storeId, user?.storeUri]);
  if (isPending) return <PageLoader />;
  if (!store) return <Navigate to={paths.signIn} replace />;
  return <ShippingStoreContext value={store}>{children}</ShippingStoreContext>;
}
