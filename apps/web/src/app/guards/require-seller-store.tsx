import { mayUseArea } from '@songdee/shared/admin/roles';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader';
import { SellerStoreContext } from '../../lib/seller-store';
import { useCurrentUser } from '../../lib/use-current-user';
import { paths } from '../navigation/paths';

/**
 * Sell screens (order list, payment check, products): signed in, else sign-in; a store id or uri in the route must
 * be the user's own, else /403 (spec 2 section 6); a user without an online shop (no store, or a Draft, delivery-only
 * one whose shop the public cannot see) is sent to open one, and a post-office user, who never has a store, gets /403.
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
  const ownsUri = uri === undefined || (store !== null && store.storeUri.toLowerCase() === uri.toLowerCase());
  const ownsId = storeId === undefined || (store !== null && store.storeId === storeId);
  // Someone else's store (or none at all) in the address is forbidden, and so is any sell screen to post-office staff.
  if (!ownsUri || !ownsId || !mayUseArea('openStore', user)) return <Navigate to={paths.forbidden} replace />;
  // Their own store, or none named: without an online shop the sell screens ask to open one.
  if (!store || !mayUseArea('sell', user)) return <Navigate to={paths.storeManage} replace />;
  return <SellerStoreContext value={store}>{children}</SellerStoreContext>;
}
