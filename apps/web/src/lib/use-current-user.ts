import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from './api-client';
import { MINE, queryKeys } from './query-keys';

/** The signed-in user's key: sign-in and account edits set it, sign-out clears it, a new store refreshes it. */
export const currentUserKey = () => queryKeys.auth.scope(MINE);

/** The signed-in user, or null for a visitor (401 is an answer here, not an error). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return await api.get<UserInfo>('/api/Account/UserInfo', { signal });
  } catch (error) {
    if (isApiError(error, 'UNAUTHENTICATED') || (isApiError(error) && error.status === 401)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey(), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 5 * 60_000 });
}
