import type { SignInInput, UserInfo } from '@songdee/shared/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { currentUserKey, fetchCurrentUser } from '../../../lib/use-current-user';
import { authApi } from './auth-api';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    // Where the user lands depends on who signed in, so the mutation answers with the fresh user info.
    mutationFn: async (input: SignInInput) => {
      await authApi.signIn(input);
      return fetchCurrentUser();
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(), user),
  });
}

/**
 * Signs out, then leaves (the caller navigates away first), then forgets the user: in that order a guarded
 * page never sees the user vanish and sends them to sign-in instead of where the caller meant to go.
 */
export function useSignOut(leave: () => Promise<void> | void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.signOut,
    onSettled: async () => {
      await leave();
      queryClient.setQueryData(currentUserKey(), null);
      // Whatever belonged to the user goes; queries marked public (version, app config) stay.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.auth.all[0] && query.meta?.isPublic !== true });
    },
  });
}

export function useRegister() {
  return useMutation({ mutationFn: authApi.register });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: authApi.forgotPassword });
}

export function useResetPassword() {
  return useMutation({ mutationFn: authApi.resetPassword });
}

export function useChangePassword() {
  return useMutation({ mutationFn: authApi.changePassword });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: authApi.updateAccount,
    onSuccess: (user: UserInfo) => queryClient.setQueryData(currentUserKey(), user),
  });
}

export function useSaveLanguage() {
  return useMutation({ mutationFn: authApi.saveLanguage });
}
