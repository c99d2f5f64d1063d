import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface VersionInfo {
  client: string;
  service: string;
}

export interface AppConfig {
  oldHosts: string[];
  newHostUrl: string;
  redirectSeconds: number;
}

export const systemKeys = {
  version: ['system', 'version'] as const,
  appConfig: ['system', 'app-config'] as const,
};

export function useVersion() {
  return useQuery({
    queryKey: systemKeys.version,
    queryFn: ({ signal }) => api.get<VersionInfo>('/version', { signal }),
    staleTime: Infinity,
    meta: { isPublic: true },
  });
}

export function useAppConfig() {
  return useQuery({
    queryKey: systemKeys.appConfig,
    queryFn: ({ signal }) => api.get<AppConfig>('/api/app-config', { signal }),
    staleTime: Infinity,
    meta: { isPublic: true },
  });
}
