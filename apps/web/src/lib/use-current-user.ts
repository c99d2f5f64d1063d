import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from '../features/auth/api/auth-api';
import { isApiError } from './api-client';

/** The signed-in user, or null for a visitor (401 is an answer here, not an error). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    return await authApi.getUserInfo(signal);
  } catch (error) {
    if (isApiError(error, 'UNAUTHENTICATED') || (isApiError(error) && error.status === 401)) return null;
    throw error;
  }
}

export function useCurrentUser() {
  return useQuery({ queryKey: authKeys.currentUser(), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 5 * 60_000 });
}
