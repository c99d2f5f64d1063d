import { type ReactNode, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { SellerStoreContext } from '../../lib/seller-store';
import { useCurrentUser } from '../../lib/use-current-user';
import { paths } from '../navigation/paths';

/**
 * Sell screens (order list, payment check, products): signed in, else sign-in; a user without a store is sent
 * to open one; a store id or uri in the route must be the user's own, else /403 (spec 2 section 6).
 */
export function RequireSellerStore({ children }: { children: ReactNode }) {
  const { uri, storeId } = useParams();
  const { data: user, isPending } = useCurrentUser();
  const store = useMemo(
    () => (user?.storeId && user.storeUri ? { storeId: user.storeId, storeUri: user.storeUri } : null),
    [user?.storeId, user?.storeUri],
  );
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  // Someone else's store (or none at all) in the address is forbidden; a sell screen without one asks to open a store.
  if (!store) return <Navigate to={uri !== undefined || storeId !== undefined ? paths.forbidden : paths.storeManage} replace />;
  const ownsUri = uri === undefined || store.storeUri.toLowerCase() === uri.toLowerCase();
  const ownsId = storeId === undefined || store.storeId === storeId;
  if (!ownsUri || !ownsId) return <Navigate to={paths.forbidden} replace />;
  return <SellerStoreContext value={store}>{children}</SellerStoreContext>;
}
