import { paths } from '../../../app/navigation/paths';

/**
 * Which site an account screen belongs to: the public one (/signin, /forgotpassword ...) or the post-office staff's
 * (/thpsignin, /thpforgotpassword ..., spec 2 "Post-office admin area"). The screens are the same; the staff's
 * variant links to its own screens, offers no sign-up and signs in post-office accounts only.
 */
export type AccountSite = 'public' | 'postOffice';

export const ACCOUNT_SITE_PATHS: Record<
  AccountSite,
  { signIn: string; forgotPassword: string; resetPassword: string; changePassword: string }
> = {
  public: {
    signIn: paths.signIn,
    forgotPassword: paths.forgotPassword,
    resetPassword: paths.resetPassword,
    changePassword: paths.changePassword,
  },
  postOffice: {
    signIn: paths.thpSignIn,
    forgotPassword: paths.thpForgotPassword,
    resetPassword: paths.thpResetPassword,
    changePassword: paths.thpChangePassword,
  },
};
