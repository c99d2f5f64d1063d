import type { PublicTracking } from '@songdee/shared/mailing/public-tracking.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { seededBy } from '../../../lib/first-data';
import { queryKeys } from '../../../lib/query-keys';
import { trackingApi, trackingPaths } from './tracking-api';

/**
 * A parcel's public tracking in the reader's language (the server names the events, so the language is part of the
 * key: switching asks again). Kept public across sign-in and sign-out; the server keeps answers 30 s anyway.
 */
export function useParcelTracking(barcode: string) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.tracking.detail(i18n.language, barcode),
    queryFn: ({ signal }) => trackingApi.parcel(barcode, signal),
    enabled: barcode !== '',
    retry: false,
    staleTime: 30_000,
    meta: { isPublic: true },
    ...seededBy<PublicTracking>(trackingPaths.parcel(barcode)),
  });
}
