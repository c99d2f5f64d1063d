import { ROLE_GROUPS } from '@songdee/shared/admin/roles';
import type { RouteObject } from 'react-router';
import { guardedRoutes, RequireRole } from './guards/route-guards';
import { paths } from './navigation/paths';
import { lazyChunk } from './routes/lazy-page';

// The staff's account screens are the public ones (the storefront chunk) in their staff variant; the central admin's
// screens are the post-office chunk: visitors (the landing page) and other staff never download them.
const storefront = lazyChunk(() => import('./routes/storefront-pages'));
const postOffice = lazyChunk(() => import('./routes/post-office-pages'));

/**
 * The post-office staff's own screens (spec 2 "Post-office admin area"): their sign-in and account
 * screens (the public ones in their staff variant) and the central admin's management screens.
 */
export const postOfficeRoutes: RouteObject[] = [
  { path: paths.thpSignIn, element: <storefront.SignInPage site="postOffice" /> },
  { path: paths.thpForgotPassword, element: <storefront.ForgotPasswordPage site="postOffice" /> },
  { path: paths.thpResetPassword, element: <storefront.ResetPasswordPage site="postOffice" /> },
  // Any post-office user; the account page is their landing page on the admin site.
  ...guardedRoutes(
    (page) => <RequireRole>{page}</RequireRole>,
    [
      { path: paths.thpChangePassword, element: <storefront.ChangePasswordPage /> },
      { path: paths.adminAccountManage, element: <storefront.AccountManagePage /> },
    ],
  ),
  // Central admin only (spec 2 section 6): users and rights, outlet data, news, the landing page's content, barcode ranges.
  ...guardedRoutes(
    (page) => <RequireRole roles={ROLE_GROUPS.centralAdmin}>{page}</RequireRole>,
    [
      { path: paths.userManage, element: <postOffice.UserManagePage /> },
      { path: '/thpchangeuser/:userName', element: <postOffice.ChangeUserPage /> },
      { path: paths.contactList, element: <postOffice.ContactListPage /> },
      { path: paths.news, element: <postOffice.NewsPage /> },
      { path: paths.landingContent, element: <postOffice.ContentManagePage /> },
      { path: paths.barcodeRanges, element: <postOffice.BarcodeRangesPage /> },
    ],
  ),
];
