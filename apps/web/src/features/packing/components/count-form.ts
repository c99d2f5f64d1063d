import { useDebouncedValue } from '@mantine/hooks';
import type { PackingList } from '@songdee/shared/packing/packing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { useSaveCounts } from '../api/use-packing';
import { countAllOf, countIssues, countItems, draftFromList, isOrderCounted, liveSummary } from './count-validation';

type CountOrder = PackingList['orders'][number];

/** Validation waits this long after the last keystroke (spec 1 section 5: packed quantity debounced 100 ms). */
const COUNT_DEBOUNCE_MS = 100;

/**
 * The counting form of pick item and the packing summary: typed counts per order item, their messages
 * (the server's catalog, checked here first), save draft and confirm. Confirm needs one order counted in full
 * and asks before the orders that are not go back to waiting to be packed.
 */
export function useCountForm(storeId: string, list: PackingList, onConfirmed: (list: PackingList) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Record<string, string>>(() => draftFromList(list.orders));
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [checked] = useDebouncedValue(draft, COUNT_DEBOUNCE_MS);
  const save = useSaveCounts(storeId, list.id);
  const issues = countIssues(list.orders, checked);
  const readOnly = !list.canConfirmCount;

  const setCount = (orderItemId: string, text: string) => {
    setDraft((d) => ({ ...d, [orderItemId]: text }));
    setServerIssues(({ [orderItemId]: _, ...rest }) => rest);
  };

  const errorOf = (orderItemId: string): string | undefined => {
    const issue = issues[orderItemId];
    return serverIssues[orderItemId] ?? (issue ? t(issue.key, { ...issue.params }) : undefined);
  };

  /** Saves the counts (a draft, or confirmed); `then` follows a saved draft (leaving the screen without losing input). */
  const submit = (confirm: boolean, then?: (saved: PackingList) => void) => {
    if (Object.keys(countIssues(list.orders, draft)).length > 0) return notifyError('pickingUi:count.fixErrors');
    const items = countItems(list.orders, draft);
    const run = () =>
      save.mutate(
        { items, submit: confirm },
        {
          onSuccess: (saved) => {
            notifySuccess(confirm ? 'pickingUi:count.confirmed' : 'pickingUi:count.draftSaved');
            if (confirm && saved) onConfirmed(saved);
            else if (saved) then?.(saved);
          },
          onError: (error) => {
            // Field issues come back as items.<index>.packedQuantity: put each under its input.
            if (isApiError(error)) {
              const byItem: Record<string, string> = {};
              for (const issue of error.issues) {
                const index = /^items\.(\d+)\./.exec(issue.path)?.[1];
                const item = index === undefined ? undefined : items[Number(index)];
                if (item) byItem[item.orderItemId] = issue.message;
              }
              setServerIssues(byItem);
            }
            notifyApiError(error);
          },
        },
      );
    if (!confirm) return run();
    const left = list.orders.filter((o) => !isOrderCounted(o, draft));
    // Spec 1 section 5 "Picking": counts must be checked (one order counted in full), the server's message.
    if (left.length === list.orders.length) return notifyError('errors:PACKING_COUNT_INCOMPLETE');
    if (left.length === 0) return run();
    confirmAction({
      title: t('pickingUi:count.giveBackTitle'),
      message: t('pickingUi:count.giveBackMessage', { count: left.length, names: left.map((o) => o.name).join(', ') }),
      confirmLabel: t('pickingUi:count.confirm'),
      danger: false,
      onConfirm: run,
    });
  };

  return {
    draft,
    readOnly,
    isSaving: save.isPending,
    summary: liveSummary(list, checked),
    isCounted: (order: CountOrder) => isOrderCounted(order, checked),
    errorOf,
    setCount,
    countAll: (order: CountOrder) => {
      setDraft((d) => countAllOf(order, d));
      setServerIssues((s) => Object.fromEntries(Object.entries(s).filter(([id]) => !order.orderItems.some((i) => i.orderItemId === id))));
    },
    saveDraft: () => submit(false),
    saveDraftThen: (then: (saved: PackingList) => void) => submit(false, then),
    confirm: () => submit(true),
  };
}

export type CountForm = ReturnType<typeof useCountForm>;
