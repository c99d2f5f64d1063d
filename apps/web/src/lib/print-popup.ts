import type { PrintPopup } from '@songdee/shared/content/landing.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { MINE, queryKeys } from './query-keys';

const popupKey = () => queryKeys.content.part(MINE, 'printPopup');

/** The post-print popup for the signed-in user (null when none is active or they said "do not show again"). */
export function usePrintPopup(enabled: boolean) {
  return useQuery({
    queryKey: popupKey(),
    queryFn: ({ signal }) => api.get<PrintPopup | null>('/api/print-popup', { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** "Do not show again" for the version the user saw: remembered per user by the server. */
export function useDismissPrintPopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => api.post<void>('/api/print-popup/dismiss', { version }),
    onSuccess: () => queryClient.setQueryData(popupKey(), null),
  });
}
