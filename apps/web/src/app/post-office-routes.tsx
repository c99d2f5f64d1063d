import { ROLE_GROUPS } from '@songdee/shared/admin/roles';
import { lazy, type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { AccountManagePage } from '../features/auth/pages/account-manage-page';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { RequireRole } from './guards/route-guards';
import { paths } from './navigation/paths';

/**
 * The central admin's screens load on first use: visitors (the landing page) and other staff never download them.
 * Each module is the page file; `page` names its export.
 */
const adminPage = <K extends string>(load: () => Promise<Record<K, () => ReactNode>>, page: K) =>
  lazy(async () => ({ default: (await load())[page] }));
const UserManagePage = adminPage(() => import('../features/post-office-admin/pages/user-manage-page'), 'UserManagePage');
const ChangeUserPage = adminPage(() => import('../features/post-office-admin/pages/change-user-page'), 'ChangeUserPage');
const ContactListPage = adminPage(() => import('../features/post-office-admin/pages/contact-list-page'), 'ContactListPage');
const NewsPage = adminPage(() => import('../features/post-office-admin/pages/news-page'), 'NewsPage');
const ContentManagePage = adminPage(() => import('../features/post-office-admin/pages/content-manage-page'), 'ContentManagePage');

/** Central admin only (spec 2 section 6): users and rights, outlet data, news and the landing page's content. */
const centralAdmin = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: (
    <RequireRole roles={ROLE_GROUPS.centralAdmin}>
      <Suspense fallback={<PageLoader />}>{element}</Suspense>
    </RequireRole>
  ),
});

/**
 * The post-office staff's own screens (issue 15, spec 2 "Post-office admin area"): their sign-in and account
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
];
