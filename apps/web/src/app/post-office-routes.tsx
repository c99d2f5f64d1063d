import { ROLE_GROUPS } from '@songdee/shared/admin/roles';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRole } from './guards/route-guards';
import { paths } from './navigation/paths';
import { lazyPage } from './routes/lazy-page';

// The staff's account screens are the public ones (the storefront chunk) in their staff variant; the central admin's
// screens are the post-office chunk: visitors (the landing page) and other staff never download them.
const storefront = () => import('./routes/storefront-pages');
const AccountManagePage = lazyPage(storefront, 'AccountManagePage');
const ChangePasswordPage = lazyPage(storefront, 'ChangePasswordPage');
const ForgotPasswordPage = lazyPage(storefront, 'ForgotPasswordPage');
const ResetPasswordPage = lazyPage(storefront, 'ResetPasswordPage');
const SignInPage = lazyPage(storefront, 'SignInPage');
const postOffice = () => import('./routes/post-office-pages');
const UserManagePage = lazyPage(postOffice, 'UserManagePage');
const ChangeUserPage = lazyPage(postOffice, 'ChangeUserPage');
const ContactListPage = lazyPage(postOffice, 'ContactListPage');
const NewsPage = lazyPage(postOffice, 'NewsPage');
const ContentManagePage = lazyPage(postOffice, 'ContentManagePage');
const BarcodeRangesPage = lazyPage(postOffice, 'BarcodeRangesPage');

/** Central admin only (spec 2 section 6): users and rights, outlet data, news, the landing page's content, barcode ranges. */
const centralAdmin = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireRole roles={ROLE_GROUPS.centralAdmin}>{element}</RequireRole>,
});

/**
 * The post-office staff's own screens (spec 2 "Post-office admin area"): their sign-in and account
 * screens (the public ones in their staff variant) and the central admin's management screens.
 */
export const postOfficeRoutes: RouteObject[] = [
  { path: paths.thpSignIn, element: <SignInPage site="postOffice" /> },
  { path: paths.thpForgotPassword, element: <ForgotPasswordPage site="postOffice" /> },
  { path: paths.thpResetPassword, element: <ResetPasswordPage site="postOffice" /> },
  {
    path: paths.thpChangePassword,
    element: (
      <RequireRole>
        <ChangePasswordPage />
      </RequireRole>
    ),
  },
  {
    // The post-office users' landing page: their account on the admin site.
    path: paths.adminAccountManage,
    element: (
      <RequireRole>
        <AccountManagePage />
      </RequireRole>
    ),
  },
  centralAdmin(paths.userManage, <UserManagePage />),
  centralAdmin('/thpchangeuser/:userName', <ChangeUserPage />),
  centralAdmin(paths.contactList, <ContactListPage />),
  centralAdmin(paths.news, <NewsPage />),
  centralAdmin(paths.landingContent, <ContentManagePage />),
  centralAdmin(paths.barcodeRanges, <BarcodeRangesPage />),
];
