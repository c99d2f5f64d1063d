import type { Paged } from '@songdee/shared/common/list.schema';
import type { Faq, Manuals, Notice, Slider } from '@songdee/shared/content/landing.schema';
import type { News } from '@songdee/shared/content/news.schema';
import type { ServiceOutlet, serviceOutletQuerySchema } from '@songdee/shared/content/service-outlet.schema';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from './api-client';
import { usePageQuery } from './queries';
import { queryKeys } from './query-keys';

/** The service-outlet list's parameters as the list reads them. */
export type ServiceOutletParams = z.output<typeof serviceOutletQuerySchema>;

/** The public content's scope of `queryKeys.content`: the central admin's edits invalidate it. */
export const PUBLIC_CONTENT = 'public';

/** What every visitor reads (spec 2 section 7 "Public content"); the landing page and the admin's editors share it. */
export const landingContentApi = {
  sliders: (signal?: AbortSignal) => api.get<Slider[]>('/api/admin/sliders', { signal }),
  activeNotice: (signal?: AbortSignal) => api.get<Notice | null>('/api/admin/notices/active', { signal }),
  faqs: (signal?: AbortSignal) => api.get<Faq[]>('/api/admin/faqs', { signal }),
  manuals: (signal?: AbortSignal) => api.get<Manuals>('/api/admin/manuals', { signal }),
  liveNews: (signal?: AbortSignal) => api.get<News[]>('/api/news/live', { signal }),
  serviceOutlets: (params: ServiceOutletParams, signal?: AbortSignal) =>
    api.get<Paged<ServiceOutlet>>('/api/outlets/service', { query: { ...params }, signal }),
};

/** A public part of the landing page: kept over sign-out, fresh for a minute. */
function usePublicQuery<T>(part: string, fetch: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: queryKeys.content.part(PUBLIC_CONTENT, part),
    queryFn: ({ signal }) => fetch(signal),
    staleTime: 60_000,
    meta: { isPublic: true },
  });
}

export const useSliders = () => usePublicQuery('sliders', landingContentApi.sliders);
export const useActiveNotice = () => usePublicQuery('activeNotice', landingContentApi.activeNotice);
export const useFaqs = () => usePublicQuery('faqs', landingContentApi.faqs);
export const useManuals = () => usePublicQuery('manuals', landingContentApi.manuals);
export const useLiveNews = () => usePublicQuery('liveNews', landingContentApi.liveNews);

export function useServiceOutlets(params: ServiceOutletParams) {
  return usePageQuery(queryKeys.content.list(PUBLIC_CONTENT, params), (signal) => landingContentApi.serviceOutlets(params, signal), {
    meta: { isPublic: true },
  });
}
