import type { Call } from '@songdee/shared/common/call';
import { landingCalls } from '@songdee/shared/content/landing.calls';
import { newsCalls } from '@songdee/shared/content/news.calls';
import type { serviceOutletQuerySchema } from '@songdee/shared/content/service-outlet.schema';
import { geoCalls } from '@songdee/shared/geo/geo.calls';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callApi, pathOf } from './api-client';
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
 * A public part of the landing page (`read`s the declared `call`): kept over sign-out, fresh for a minute; the first
 * screen's parts start with the answers the page's HTML carried (lib/first-data.ts).
 */
function usePublicQuery<T>(part: string, call: Call, read: (signal: AbortSignal) => Promise<T>) {
  return useQuery({
    queryKey: queryKeys.content.part(PUBLIC_CONTENT, part),
    queryFn: ({ signal }) => read(signal),
    staleTime: 60_000,
    meta: { isPublic: true },
    ...seededBy<T>(pathOf(call)),
  });
}

const { sliders, notices, faqs, manuals } = landingCalls;
export const useSliders = () => usePublicQuery('sliders', sliders.list, (signal) => callApi(sliders.list, { signal }));
export const useActiveNotice = () => usePublicQuery('activeNotice', notices.active, (signal) => callApi(notices.active, { signal }));
export const useFaqs = () => usePublicQuery('faqs', faqs.list, (signal) => callApi(faqs.list, { signal }));
export const useManuals = () => usePublicQuery('manuals', manuals, (signal) => callApi(manuals, { signal }));
export const useLiveNews = () => usePublicQuery('liveNews', newsCalls.live, (signal) => callApi(newsCalls.live, { signal }));

export function useServiceOutlets(params: ServiceOutletParams) {
  return usePageQuery(queryKeys.content.list(PUBLIC_CONTENT, params), (signal) => landingContentApi.serviceOutlets(params, signal), {
    meta: { isPublic: true },
  });
}
