import { authCalls } from '@songdee/shared/auth/auth.calls';
import type {
  ChangePasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
  UpdateAccountInput,
} from '@songdee/shared/auth/auth.schema';
import { signupCalls } from '@songdee/shared/auth/signup.calls';
import type { Language } from '@songdee/shared/constants/app.constants';
import { callApi } from '../../../lib/api-client';

export const authApi = {
  /** Cookie mode: the server sets an HttpOnly session cookie, so no token ever reaches script or storage. */
  signIn: (input: SignInInput) => callApi(authCalls.login, { query: { mode: 'cookie' }, body: { grant_type: 'password', ...input } }),
  signOut: () => callApi(authCalls.logout),
  /** The sign-up of /signup?ref (spec 2's Signup call; the referral is kept on the user): "check your mail" either way. */
  register: (input: RegisterInput) => callApi(signupCalls.signup, { body: input }),
  resendConfirmation: (email: string) => callApi(signupCalls.resendConfirmation, { body: { email } }),
  confirmEmail: (userId: string, code: string) => callApi(authCalls.confirmEmail, { query: { userId, code } }),
  forgotPassword: (email: string) => callApi(authCalls.forgotPassword, { body: { email } }),
  resetPassword: (input: ResetPasswordInput) => callApi(authCalls.resetPassword, { body: input }),
  changePassword: (input: ChangePasswordInput) => callApi(authCalls.changePassword, { body: input }),
  updateAccount: (input: UpdateAccountInput) => callApi(authCalls.update, { body: input }),
  saveLanguage: (lang: Language) => callApi(authCalls.language, { body: { lang } }),
};
