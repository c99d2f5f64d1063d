import { useCallback, useState } from 'react';
import { orderSelectionIssue } from './count-validation';

/** An order as the selection keeps it: enough to show it as chosen on any page. */
export interface PickedOrder {
  id: string;
  name: string;
}

/** Chosen orders, kept across pages and searches (spec 1 "Select order (packing)": multi-select with paging). */
export function useOrderSelection() {
  const [picked, setPicked] = useState<ReadonlyMap<string, string>>(new Map());
  const [attempted, setAttempted] = useState(false);
  const issue = orderSelectionIssue(picked.size);
  const setMany = useCallback(
    (orders: readonly PickedOrder[], on: boolean) =>
      setPicked((current) => {
        const next = new Map(current);
        for (const order of orders) {
          if (on) next.set(order.id, order.name);
          else next.delete(order.id);
        }
        return next;
      }),
    [],
  );
  const reset = useCallback((orders: readonly PickedOrder[]) => setPicked(new Map(orders.map((o) => [o.id, o.name]))), []);
  return {
    count: picked.size,
    /** What is wrong with the choice ("at least one order"), shown once the seller tried to go on. */
    issue: attempted ? issue : null,
    /** "Next": true when the choice may go on; otherwise its message shows. */
    attempt: () => {
      setAttempted(true);
      return issue === null;
    },
    ids: [...picked.keys()],
    orders: [...picked].map(([id, name]) => ({ id, name })),
    has: (id: string) => picked.has(id),
    toggle: (order: PickedOrder, on: boolean) => setMany([order], on),
    setMany,
    /** Starts from these orders (a list's current orders when editing it). */
    reset,
    clear: () => setPicked(new Map()),
  };
}

export type OrderSelection = ReturnType<typeof useOrderSelection>;
