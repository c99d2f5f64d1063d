import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mailingsApi } from '../features/mailings/api/mailings-api';
import { queryKeys } from './query-keys';

/** Reference data changes rarely: cached for the session, per language (names come localised). */
const session = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** Services a store may publish with; the internal one whose id ends in "eg" is never offered (spec 1 section 9). */
export function useDeliveryOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.reference.part('delivery-options', i18n.language),
    queryFn: async ({ signal }) => (await mailingsApi.deliveryOptions(signal)).filter((o) => !isHiddenDeliveryOption(o.id)),
    ...session,
  });
}

export function useDeliveryZones(optionId: string | null) {
  return useQuery({
    queryKey: queryKeys.reference.part('zones', optionId ?? ''),
    queryFn: ({ signal }) => mailingsApi.zones(optionId ?? '', signal),
    enabled: !!optionId,
    ...session,
  });
}

export function useBoxSizes() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.reference.part('box-sizes', i18n.language),
    queryFn: ({ signal }) => mailingsApi.boxSizes(signal),
    ...session,
  });
}

export function useLabelOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.reference.part('label-options', i18n.language),
    queryFn: ({ signal }) => mailingsApi.labelOptions(signal),
    ...session,
  });
}
