import type { Faq, Manuals, Notice, Slider } from '@songdee/shared/content/landing.schema';
import type { News } from '@songdee/shared/content/news.schema';
import type { serviceOutletQuerySchema } from '@songdee/shared/content/service-outlet.schema';
import { geoCalls } from '@songdee/shared/geo/geo.calls';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, callApi } from './api-client';
import { seededBy } from './first-data';
import { usePageQuery } from './queries';
import { queryKeys } from './query-keys';

/** The service-outlet list's parameters as the list reads them. */
export type ServiceOutletParams = z.output<typeof serviceOutletQuerySchema>;

/** The public content's scope of `queryKeys.content`: the central admin's edits invalidate it. */
const PUBLIC_CONTENT = 'public';

/** What every visitor reads (spec 2 section 7 "Public content"); the landing page and the admin's editors share it. */
const landingContentApi = {
  serviceOutlets: (params: ServiceOutletParams, signal?: AbortSignal) => callApi(geoCalls.serviceOutlets, { query: params, signal }),
};

/**
 * A public part of the landing page (GET `path`): kept over sign-out, fresh for a minute; the first screen's parts
 * start with the answers the page's HTML carried (lib/first-data.ts).
 */
function usePublicQuery<T>(part: string, path: string) {
  return useQuery({
    queryKey: queryKeys.content.part(PUBLIC_CONTENT, part),
    queryFn: ({ signal }) => api.get<T>(path, { signal }),
    staleTime: 60_000,
    meta: { isPublic: true },
    ...seededBy<T>(path),
  });
}

export const useSliders = () => usePublicQuery<Slider[]>('sliders', '/api/admin/sliders');
export const useActiveNotice = () => usePublicQuery<Notice | null>('activeNotice', '/api/admin/notices/active');
export const useFaqs = () => usePublicQuery<Faq[]>('faqs', '/api/admin/faqs');
export const useManuals = () => usePublicQuery<Manuals>('manuals', '/api/admin/manuals');
export const useLiveNews = () => usePublicQuery<News[]>('liveNews', '/api/news/live');

export function useServiceOutlets(params: ServiceOutletParams) {
  return usePageQuery(queryKeys.content.list(PUBLIC_CONTENT, params), (signal) => landingContentApi.serviceOutlets(params, signal), {
    meta: { isPublic: true },
  });
}
