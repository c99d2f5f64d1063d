import type { Border, District, PostalSuggestion, PostalVerification, Province } from '@songdee/shared/geo/geo.schema';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Geography is reference data: cached for the session and shared by every address form. */
export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  borders: (provinceId: number) => [...geoKeys.all, 'borders', provinceId] as const,
  districts: (borderId: number) => [...geoKeys.all, 'districts', borderId] as const,
  postals: (term: string) => [...geoKeys.all, 'postals', term] as const,
};

export const geoApi = {
  provinces: (signal?: AbortSignal) => api.get<Province[]>('/api/provinces', { signal }),
  borders: (provinceId: number, signal?: AbortSignal) => api.get<Border[]>(`/api/provinces/${provinceId}/borders`, { signal }),
  districts: (borderId: number, signal?: AbortSignal) => api.get<District[]>(`/api/borders/${borderId}/districts`, { signal }),
  suggestPostals: (term: string, signal?: AbortSignal) =>
    api.get<PostalSuggestion[]>(`/api/postals/${encodeURIComponent(term)}`, { signal }),
  verifyPostal: (postcode: string) => api.get<PostalVerification>(`/api/postals/${encodeURIComponent(postcode)}/verify`),
};

const forever = { staleTime: Infinity, gcTime: 30 * 60_000, meta: { isPublic: true } } as const;

export function useProvinces() {
  return useQuery({ queryKey: geoKeys.provinces(), queryFn: ({ signal }) => geoApi.provinces(signal), ...forever });
}

/** A level under a chosen parent (a province's districts, a district's sub-districts), asked once the parent is chosen. */
function useGeoLevel<T>(
  key: (parentId: number) => QueryKey,
  fetch: (parentId: number, signal?: AbortSignal) => Promise<T>,
  parentId: number | null,
) {
  return useQuery({ queryKey: key(parentId ?? 0), queryFn: ({ signal }) => fetch(parentId ?? 0, signal), enabled: !!parentId, ...forever });
}

export const useBorders = (provinceId: number | null) => useGeoLevel(geoKeys.borders, geoApi.borders, provinceId);

export const useDistricts = (borderId: number | null) => useGeoLevel(geoKeys.districts, geoApi.districts, borderId);

/** Autocomplete suggestions; the server answers from 3 digits (POSTAL_AUTOCOMPLETE_MIN). */
export function usePostalSuggestions(term: string, minLength: number) {
  return useQuery({
    queryKey: geoKeys.postals(term),
    queryFn: ({ signal }) => geoApi.suggestPostals(term, signal),
    enabled: term.length >= minLength,
    ...forever,
  });
}
