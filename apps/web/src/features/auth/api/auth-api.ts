import type {
  ChangePasswordInput,
  RegisterInput,
  ResetPasswordInput,
  SignInInput,
  UpdateAccountInput,
  UserInfo,
} from '@songdee/shared/auth/auth.schema';
import type { Language } from '@songdee/shared/constants/app.constants';
import { api } from '../../../lib/api-client';

interface MessageResponse {
  message: string;
}

export const authApi = {
  /** Cookie mode: the server sets an HttpOnly session cookie, so no token ever reaches script or storage. */
  signIn: (input: SignInInput) =>
    api.post<{ token_type: 'cookie'; expires_in: number }>(
      '/api/Account/Login',
      { grant_type: 'password', ...input },
      { query: { mode: 'cookie' } },
    ),
  signOut: () => api.post<void>('/api/Account/Logout'),
  /** The sign-up of /signup?ref (spec 2's Signup call; the referral is kept on the user): "check your mail" either way. */
  register: (input: RegisterInput) => api.post<MessageResponse>('/api/Account/Signup', input),
  resendConfirmation: (email: string) => api.post<MessageResponse>('/api/Account/ResendConfirmation', { email }),
  confirmEmail: (userId: string, code: string) =>
    api.post<MessageResponse>('/api/Account/ConfirmEmail', undefined, { query: { userId, code } }),
  forgotPassword: (email: string) => api.post<MessageResponse>('/api/Account/ForgotPassword', { email }),
  resetPassword: (input: ResetPasswordInput) => api.post<MessageResponse>('/api/Account/ResetPassword', input),
  changePassword: (input: ChangePasswordInput) => api.post<MessageResponse>('/api/Account/ChangePassword', input),
  updateAccount: (input: UpdateAccountInput) => api.put<UserInfo>('/api/Account/Update', input),
  saveLanguage: (lang: Language) => api.put<void>('/api/Account/Language', { lang }),
};
