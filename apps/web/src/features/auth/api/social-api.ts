import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { socialCalls } from '@songdee/shared/auth/social.calls';
import type { RegisterExternalInput, SocialConnectInput } from '@songdee/shared/auth/social.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useRecordQuery } from '../../../lib/queries';
import { queryKeys } from '../../../lib/query-keys';
import { currentUserKey, fetchCurrentUser } from '../../../lib/use-current-user';

/** Social sign-in calls (packages/shared auth/social.schema.ts); sessions in cookie mode, as the password sign-in. */
const socialApi = {
  externalLogins: () => callApi(socialCalls.externalLogins),
  pending: (id: string) => callApi(socialCalls.pending, { params: { id } }),
  connect: (input: SocialConnectInput) => callApi(socialCalls.connect, { query: { mode: 'cookie' }, body: input }),
  registerExternal: (input: RegisterExternalInput) => callApi(socialCalls.registerExternal, { query: { mode: 'cookie' }, body: input }),
};

/** The sign-in page's provider buttons: only the configured providers. */
export function useExternalLogins() {
  return useQuery({
    queryKey: queryKeys.auth.part('public', 'external-logins'),
    queryFn: socialApi.externalLogins,
    staleTime: Infinity,
    meta: { isPublic: true },
  });
}

/** What the provider said of this browser's pending sign-in (a refusal when it is not this browser's or is spent). */
export const usePendingIdentity = (id: string) =>
  useRecordQuery(queryKeys.auth.part('social', 'pending', id), id, () => socialApi.pending(id), { retry: false });

/** A call that ends signed in, answered with the fresh user (where they land depends on who they are). */
function useSignedInMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I): Promise<UserInfo | null> => {
      await call(input);
      return fetchCurrentUser();
    },
    onSuccess: (user) => queryClient.setQueryData(currentUserKey(), user),
  });
}

export const useSocialConnect = () => useSignedInMutation(socialApi.connect);
export const useRegisterExternal = () => useSignedInMutation(socialApi.registerExternal);
/** After the provider's redirect signed the browser in (`/signin?auth=done`): the user, for the landing. */
export const useSignedInUser = () => useSignedInMutation(async (_: undefined) => undefined);
