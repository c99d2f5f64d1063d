import { systemCalls } from '@songdee/shared/system/system.calls';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

const systemKeys = {
  version: ['system', 'version'] as const,
};

/** What the server says of itself: asked once, and before anyone signs in. */
export const useVersion = () =>
  useQuery({
    queryKey: systemKeys.version,
    queryFn: ({ signal }) => callApi(systemCalls.version, { signal }),
    staleTime: Infinity,
    meta: { isPublic: true },
  });
