import { geoCalls } from '@songdee/shared/geo/geo.calls';
import { type QueryKey, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/** Geography is reference data: cached for the session and shared by every address form. */
export const geoKeys = {
  all: ['geo'] as const,
  provinces: () => [...geoKeys.all, 'provinces'] as const,
  borders: (provinceId: number) => [...geoKeys.all, 'borders', provinceId] as const,
  districts: (borderId: number) => [...geoKeys.all, 'districts', borderId] as const,
  postals: (term: string) => [...geoKeys.all, 'postals', term] as const,
};

export const geoApi = {
  provinces: (signal?: AbortSignal) => callApi(geoCalls.provinces, { signal }),
  borders: (provinceId: number, signal?: AbortSignal) => callApi(geoCalls.borders, { params: { provinceId }, signal }),
  districts: (borderId: number, signal?: AbortSignal) => callApi(geoCalls.districts, { params: { borderId }, signal }),
  suggestPostals: (term: string, signal?: AbortSignal) => callApi(geoCalls.postalSuggestions, { params: { term }, signal }),
  verifyPostal: (postcode: string) => callApi(geoCalls.verifyPostal, { params: { postalId: postcode } }),
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
