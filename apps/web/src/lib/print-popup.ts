import { landingCalls } from '@songdee/shared/content/landing.calls';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from './api-client';
import { MINE, queryKeys } from './query-keys';

const popupKey = () => queryKeys.content.part(MINE, 'printPopup');

/** The post-print popup for the signed-in user (null when none is active or they said "do not show again"). */
export function usePrintPopup(enabled: boolean) {
  return useQuery({
    queryKey: popupKey(),
    queryFn: ({ signal }) => callApi(landingCalls.printPopup, { signal }),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** "Do not show again" for the version the user saw: remembered per user by the server. */
export function useDismissPrintPopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => callApi(landingCalls.dismissPrintPopup, { body: { version } }),
    onSuccess: () => queryClient.setQueryData(popupKey(), null),
  });
}
