import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError } from './api-client';
import type { domainKeys } from './query-keys';

type Fetch<T> = (signal: AbortSignal) => Promise<T>;

/**
 * A page of a list: the page on screen stays while the next one loads (paging or searching never flashes a
 * skeleton), and a list is fetched afresh whenever a screen shows it.
 */
export function usePageQuery<T>(
  queryKey: QueryKey,
  fetch: Fetch<T>,
  options: {
    enabled?: boolean;
    staleTime?: number;
    meta?: Record<string, unknown>;
    /** The page's first data for the same request (`seededBy` in lib/first-data.ts). */
    initialData?: () => T | undefined;
    initialDataUpdatedAt?: () => number;
  } = {},
) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), placeholderData: keepPreviousData, staleTime: 0, ...options });
}

/**
 * One record by its id: not asked for before there is an id, and fresh each time a screen opens it. `retry: false`
 * where a missing record is an answer the screen shows (another store's id, a deleted draft) rather than a hiccup.
 */
export function useRecordQuery<T>(queryKey: QueryKey, id: string | null | undefined, fetch: Fetch<T>, options: { retry?: false } = {}) {
  return useQuery({ queryKey, queryFn: ({ signal }) => fetch(signal), enabled: !!id, staleTime: 0, ...options });
}

/**
 * A change that refreshes what it touched: every query under `refresh` is invalidated once the call succeeded, or
 * once it ended either way (`settled`) for deletes, whose failure may still have changed the list (another tab).
 */
export function useRefreshingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  refresh: QueryKey,
  when: 'success' | 'settled' = 'success',
) {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: refresh });
  return useMutation({ mutationFn, ...(when === 'success' ? { onSuccess: invalidate } : { onSettled: invalidate }) });
}

/**
 * A change of a store's document (an invoice, a shipping list) answered with the whole document: the answer replaces
 * the cached one, the store's lists are refetched, and the rest of the domain (offered orders...) when next shown.
 */
export function useDocumentMutation<TInput, TResult extends { id: string } | undefined>(
  keys: ReturnType<typeof domainKeys>,
  storeId: string,
  call: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (document) => {
      if (document) queryClient.setQueryData(keys.detail(storeId, document.id), document);
      void queryClient.invalidateQueries({ queryKey: keys.scope(storeId), refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: keys.part(storeId, 'list') });
    },
  });
}

/**
 * A create the user may double-submit: `call` gets the submission's Idempotency-Key, the same
 * for every call until one succeeds (a double click, a resend after a lost answer create once), then a new one. An
 * upload's key also names its file (`fileOf`), so two different files are two uploads.
 */
export function useSubmissionCall<TInput, TResult>(
  call: (input: TInput, idempotencyKey: string) => Promise<TResult>,
  fileOf?: (input: TInput) => File,
) {
  const submission = useRef(crypto.randomUUID());
  return async (input: TInput) => {
    const file = fileOf?.(input);
    const key = file ? `${submission.current}:${file.size}:${file.lastModified}:${file.name.slice(0, 40)}` : submission.current;
    try {
      const result = await call(input, key);
      submission.current = crypto.randomUUID();
      return result;
    } catch (error) {
      // The key already made a record from other details (the answer was lost, then the form changed): the message
      // says so, and sending again is a new submission.
      if (isApiError(error, 'IDEMPOTENCY_KEY_REUSED')) submission.current = crypto.randomUUID();
      throw error;
    }
  };
}
