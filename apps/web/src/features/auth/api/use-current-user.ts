import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { authApi, authKeys } from './auth-api';

/** The signed-in user, or null for a visitor (GET /api/Account/Session: a visitor is an answer, not a 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  return (await authApi.getSession(signal)).user;
}

export function useCurrentUser() {
  return useQuery({ queryKey: authKeys.currentUser(), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 5 * 60_000 });
}
