import type { StoreInput } from '@songdee/shared/store/store.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { useSubmissionCall } from '../../../lib/queries';
import { MINE, queryKeys } from '../../../lib/query-keys';
import { currentUserKey } from '../../../lib/use-current-user';
import { referenceApi } from '../../../lib/use-delivery-reference';
import { storesApi } from './stores-api';

/** The user's own store, or null when they have not opened one yet. */
export function useOwnStore(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.stores.detail(MINE, 'own'),
    queryFn: async ({ signal }) => {
      try {
        return await storesApi.getOwn(signal);
      } catch (error) {
        if (isApiError(error, 'STORE_NOT_FOUND')) return null;
        throw error;
      }
    },
    enabled,
    staleTime: 0,
  });
}

/** Every option a store may offer (the 'eg' one is filtered out on the form). */
export function useDeliveryOptions() {
  return useQuery({
    queryKey: queryKeys.reference.part('delivery-options', 'all'),
    queryFn: ({ signal }) => referenceApi.deliveryOptions(signal),
    staleTime: 5 * 60_000,
  });
}

/** Creates or updates (by presence of an id, spec 2 section 4), then reloads user info so the menus follow the store type. */
export function useSaveStore(storeId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreInput) => (storeId ? storesApi.update(storeId, input) : storesApi.create(input)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKey() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stores.all }),
      ]);
    },
  });
}

export function useUploadLogo() {
  const upload = useSubmissionCall(storesApi.uploadLogo, (file) => file);
  return useMutation({ mutationFn: upload });
}
