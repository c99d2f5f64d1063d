import { authCalls } from '@songdee/shared/auth/auth.calls';
import type { UserInfo } from '@songdee/shared/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { callApi, pathOf } from './api-client';
import { MINE, queryKeys } from './query-keys';

/** The signed-in user's key: sign-in and account edits set it, sign-out clears it, a new store refreshes it. */
export const currentUserKey = () => queryKeys.auth.scope(MINE);

/**
 * Who is signed in; also preloaded by the HTML of every page but `/` (apps/web/vite.config.ts), whose answer this takes.
 * @public vite.config.ts reads it through Vite's SSR loader, which knip cannot follow.
 */
export const SESSION_PATH = pathOf(authCalls.session);

/** The signed-in user, or null for a visitor (GET /api/Account/Session: a visitor is an answer, not a 401). */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<UserInfo | null> {
  return (await callApi(authCalls.session, { signal })).user;
}

export function useCurrentUser() {
  return useQuery({ queryKey: currentUserKey(), queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 5 * 60_000 });
}
