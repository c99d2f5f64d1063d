import { mayUseArea, type UserArea } from '@songdee/shared/admin/roles';
import type { PostOfficeRole } from '@songdee/shared/constants/app.constants';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { PageLoader } from '../../components/layout/page-loader';
import { useCurrentUser } from '../../lib/use-current-user';
import { staffSignInPathFor } from '../navigation/menus';
import { paths } from '../navigation/paths';

/** isAuthorized (spec 1 section 6): signed-in users only, else the sign-in screen. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  return children;
}

/**
 * Post-office screens: signed in with one of the roles (any role when none are listed), and without a store when
 * `withoutStore` (spec 2 section 6: "any admin without a store" confirms reservations), else /403. A guest goes to
 * the staff's sign-in (not the members', with its social buttons), which brings them back to this page.
 */
export function RequireRole({
  roles,
  withoutStore = false,
  children,
}: {
  roles?: readonly PostOfficeRole[];
  withoutStore?: boolean;
  children: ReactNode;
}) {
  const { data: user, isPending } = useCurrentUser();
  const { pathname, search } = useLocation();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={staffSignInPathFor(`${pathname}${search}`)} replace />;
  const allowed = user.role !== null && (roles === undefined || roles.includes(user.role)) && !(withoutStore && user.storeId !== null);
  if (!allowed) return <Navigate to={paths.forbidden} replace />;
  return children;
}

/**
 * A user's own area (the store form, reservations and stock): signed in, else sign-in; the area's rule
 * (`mayUseArea`, the one the menus and the API use) else /403, so an address typed by hand opens only what the
 * menus offer.
 */
export function RequireArea({ area, children }: { area: UserArea; children: ReactNode }) {
  const { data: user, isPending } = useCurrentUser();
  if (isPending) return <PageLoader />;
  if (!user) return <Navigate to={paths.signIn} replace />;
  if (!mayUseArea(area, user)) return <Navigate to={paths.forbidden} replace />;
  return children;
}

/** Routes whose pages show only past one guard: each route's element wrapped in `guard`. */
export function guardedRoutes(guard: (page: ReactNode) => ReactNode, routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({ ...route, element: guard(route.element) }));
}
