import { isHiddenDeliveryOption } from '@songdee/shared/reference/delivery.constants';
import { deliveryReferenceCalls } from '@songdee/shared/reference/reference.calls';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from './api-client';
import { queryKeys } from './query-keys';

/** The postal reference data the delivery and packing screens read (names come in the request's language). */
export const referenceApi = {
  deliveryOptions: (signal?: AbortSignal) => callApi(deliveryReferenceCalls.deliveryOptions, { signal }),
  zones: (optionId: string, signal?: AbortSignal) => callApi(deliveryReferenceCalls.deliveryZones, { params: { id: optionId }, signal }),
  boxSizes: (signal?: AbortSignal) => callApi(deliveryReferenceCalls.boxSizes, { signal }),
  labelOptions: (signal?: AbortSignal) => callApi(deliveryReferenceCalls.labelOptions, { signal }),
};

/** Reference data changes rarely: cached for the session, per language (names come localised). */
const session = { staleTime: Infinity, gcTime: 30 * 60_000 } as const;

/** Services a store may publish with; the internal one whose id ends in "eg" is never offered (spec 1 section 9). */
export function useDeliveryOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: queryKeys.reference.part('delivery-options', i18n.language),
    queryFn: async ({ signal }) => (await referenceApi.deliveryOptions(signal)).filter((o) => !isHiddenDeliveryOption(o.id)),
    ...session,
  });
}

export function useDeliveryZones(optionId: string | null) {
  return useQuery({
    queryKey: queryKeys.reference.part('zones', optionId ?? ''),
    queryFn: ({ signal }) => referenceApi.zones(optionId ?? '', signal),
    enabled: !!optionId,
    ...session,
  });
}

/** Reference data named in the reader's language, cached per language. */
function useNamedReference<T>(part: string, fetch: (signal?: AbortSignal) => Promise<T>) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: queryKeys.reference.part(part, i18n.language), queryFn: ({ signal }) => fetch(signal), ...session });
}

export const useBoxSizes = () => useNamedReference('box-sizes', referenceApi.boxSizes);

export const useLabelOptions = () => useNamedReference('label-options', referenceApi.labelOptions);
