import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { authApi } from './auth-api';

/**
 * Confirms once per link: a confirmation code works a single time, so the answer is cached for the page's
 * life and never retried (a second call, e.g. from a re-mount, would report a used code as a failure).
 */
export function useConfirmEmail(userId: string, code: string) {
  return useQuery({
    queryKey: queryKeys.auth.part(userId, 'confirm-email', code),
    queryFn: () => authApi.confirmEmail(userId, code),
    enabled: userId !== '' && code !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
