import type { Border, District, PostalSuggestion, PostalVerification, Province } from '@songdee/shared/geo/geo.schema';
import { useQuery } from '@tanstack/react-query';
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

export function useBorders(provinceId: number | null) {
  return useQuery({
    queryKey: geoKeys.borders(provinceId ?? 0),
    queryFn: ({ signal }) => geoApi.borders(provinceId ?? 0, signal),
    enabled: !!provinceId,
    ...forever,
  });
}

export function useDistricts(borderId: number | null) {
  return useQuery({
    queryKey: geoKeys.districts(borderId ?? 0),
    queryFn: ({ signal }) => geoApi.districts(borderId ?? 0, signal),
    enabled: !!borderId,
    ...forever,
  });
}

/** Autocomplete suggestions; the server answers from 3 digits (POSTAL_AUTOCOMPLETE_MIN). */
export function usePostalSuggestions(term: string, minLength: number) {
  return useQuery({
    queryKey: geoKeys.postals(term),
    queryFn: ({ signal }) => geoApi.suggestPostals(term, signal),
    enabled: term.length >= minLength,
    ...forever,
  });
}
