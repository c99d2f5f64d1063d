import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VersionInfo {
  client: string;
  service: string;
}

const systemKeys = {
  version: ['system', 'version'] as const,
};

/** What the server says of itself: asked once, and before anyone signs in. */
const useServerFact = <T>(queryKey: readonly string[], path: string) =>
  useQuery({ queryKey, queryFn: ({ signal }) => api.get<T>(path, { signal }), staleTime: Infinity, meta: { isPublic: true } });

export const useVersion = () => useServerFact<VersionInfo>(systemKeys.version, '/version');
