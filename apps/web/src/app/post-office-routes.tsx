import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AccountManagePage } from '../features/auth/pages/account-manage-page';
import { ChangePasswordPage } from '../features/auth/pages/change-password-page';
import { ForgotPasswordPage } from '../features/auth/pages/forgot-password-page';
import { ResetPasswordPage } from '../features/auth/pages/reset-password-page';
import { SignInPage } from '../features/auth/pages/sign-in-page';
import { ChangeUserPage } from '../features/post-office-admin/pages/change-user-page';
import { ContactListPage } from '../features/post-office-admin/pages/contact-list-page';
import { ContentManagePage } from '../features/post-office-admin/pages/content-manage-page';
import { NewsPage } from '../features/post-office-admin/pages/news-page';
import { UserManagePage } from '../features/post-office-admin/pages/user-manage-page';
import { RequireRole } from './guards/route-guards';
import { paths } from './navigation/paths';

/** Central admin only (spec 2 section 6): users and rights, outlet data, news and the landing page's content. */
const centralAdmin = (path: string, element: ReactNode): RouteObject => ({
  path,
  element: <RequireRole roles={['Admin']}>{element}</RequireRole>,
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
